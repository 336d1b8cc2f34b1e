/**
 * The single table as dynamodb-toolbox sees it (its bundle costs 62 KiB where ElectroDB, the library
 * before it, cost 194). The table's key and item format is the one ElectroDB wrote, kept so items
 * written before stay readable: `edbKey`, `edbWriteKey` and `edbIndexKeys` build its keys, and every
 * item carries the `__edb_e__` (entity) and `__edb_v__` (schema version) markers. Each entity's test
 * checks its items against its former ElectroDB model.
 */
import type { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { string } from 'dynamodb-toolbox/schema/string';
import { Table } from 'dynamodb-toolbox/table';
import { dynamo } from '../aws';
import { env } from '../env';
import { once } from '../../../shared/once';

// The global indexes of TABLE_KEYS (table.ts): a toolbox query names an index only if its table declares it.
const gsi = (n: 1 | 2 | 3 | 4) =>
  ({
    type: 'global',
    partitionKey: { name: `gsi${n}pk`, type: 'string' },
    sortKey: { name: `gsi${n}sk`, type: 'string' },
  }) as const;

export const toolboxTable = /* @__PURE__ */ once(
  () =>
    new Table({
      name: env.tableName,
      documentClient: dynamo(),
      partitionKey: { name: 'pk', type: 'string' },
      sortKey: { name: 'sk', type: 'string' },
      indexes: { gsi1: gsi(1), gsi2: gsi(2), gsi3: gsi(3), gsi4: gsi(4) },
      // The table's entity marker: toolbox writes the entity name there and tells entities apart by it.
      entityAttributeSavedAs: '__edb_e__',
    }),
);

const hiddenKey = () => string().hidden();
type GsiNumber = 1 | 2 | 3 | 4;

/**
 * The hidden attributes that hold the keys of the given global indexes (`gsiNpk`, `gsiNsk`):
 * the entity's puts write them, its reads never return them.
 */
export function edbIndexKeys<N extends GsiNumber>(
  ...indexes: N[]
): Record<`gsi${N}pk` | `gsi${N}sk`, ReturnType<typeof hiddenKey>> {
  return Object.fromEntries(
    indexes.flatMap((n) => [
      [`gsi${n}pk`, hiddenKey()],
      [`gsi${n}sk`, hiddenKey()],
    ]),
  ) as Record<`gsi${N}pk` | `gsi${N}sk`, ReturnType<typeof hiddenKey>>;
}

/** BatchWrite puts of an entity's items, each as the entity's own put writes it (keys, defaults, links, markers). */
export const putRequests = (entity: Entity, items: readonly object[]) =>
  items.map((item) => ({ PutRequest: { Item: new PutItemCommand(entity, item as never).params().Item! } }));

/**
 * The table's key format: `$service#attr_value...` / `$entity_version#attr_value...`, lower-cased
 * whole, numbers as plain decimals.
 */
export function edbKey(prefix: string, parts: readonly (readonly [string, string | number])[]): string {
  return [prefix, ...parts.map(([name, value]) => `${name}_${value}`)].join('#').toLowerCase();
}

/**
 * An entity's raw items, for code that stores records generically (the ERP loader): the primary key
 * of the item with an id, and the whole stored item (keys, index keys and markers) of its attributes.
 */
export interface RawEntity {
  key(id: number): Record<string, unknown>;
  /** The stored item, built without toolbox's parser where the schema allows (see `rawEntity`). */
  item(attributes: Record<string, unknown>): Record<string, unknown>;
  /** The same item as toolbox's own put builds it: what `item` is tested against. */
  parsedItem(attributes: Record<string, unknown>): Record<string, unknown>;
}

type Attributes = Record<string, unknown>;
interface SchemaLike {
  type: string;
  props: Record<string, unknown>;
  attributes?: Record<string, SchemaLike>;
  elements?: SchemaLike;
}

/** A nested schema whose value is stored as given: nothing in it is defaulted, linked, renamed or transformed. */
function storedAsGiven(schema: SchemaLike): boolean {
  const { props } = schema;
  if (['putDefault', 'putLink', 'keyDefault', 'keyLink', 'savedAs', 'transform'].some((p) => props[p] !== undefined))
    return false;
  if (schema.type === 'map') return Object.values(schema.attributes ?? {}).every(storedAsGiven);
  if (schema.type === 'list' || schema.type === 'set') return schema.elements ? storedAsGiven(schema.elements) : false;
  return ['string', 'number', 'boolean', 'null', 'binary'].includes(schema.type);
}

/**
 * Builds an entity's stored item as toolbox's put does (defaults, then links over the defaulted
 * item, renames, the computed key), or undefined when the schema has something it does not do
 * (transforms, nested defaults or renames): that entity then keeps toolbox's own item.
 */
function planItem(entity: Entity): ((attributes: Attributes) => Attributes) | undefined {
  const top = Object.entries(entity.schema.attributes as unknown as Record<string, SchemaLike>);
  for (const [, schema] of top) {
    const { props } = schema;
    if (props.transform !== undefined || props.keyDefault !== undefined || props.keyLink !== undefined) return undefined;
    const nested = schema.type === 'map' || schema.type === 'list' || schema.type === 'set';
    if (nested && !storedAsGiven({ ...schema, props: {} })) return undefined;
  }
  const computeKey = entity.computeKey as ((item: Attributes) => Attributes) | undefined;
  if (!computeKey) return undefined;
  return (attributes) => {
    const filled: Attributes = { ...attributes };
    for (const [name, { props }] of top)
      if (filled[name] === undefined && props.putDefault !== undefined)
        filled[name] = typeof props.putDefault === 'function' ? (props.putDefault as () => unknown)() : props.putDefault;
    const item: Attributes = {};
    for (const [name, { props }] of top) {
      let value = filled[name];
      if (value === undefined && typeof props.putLink === 'function')
        value = (props.putLink as (i: Attributes) => unknown)(filled);
      if (value !== undefined) item[(props.savedAs as string | undefined) ?? name] = value;
    }
    return { ...item, ...computeKey(filled) };
  };
}

/**
 * An entity's raw items for the ERP loader. Toolbox's parser walks the schema and deep-copies every
 * item: about a quarter of the loader's CPU at the group's 500,000 records (profiled 28/11), for
 * records the feed's zod schemas have already validated. So a flat schema's item is built directly
 * (`planItem`), and erp/raw-items.test.ts holds it equal to toolbox's own for every ERP entity.
 * `prepare` adds what the entity file computes before a put (index keys, the list row).
 */
export function rawEntity(
  entity: () => Entity,
  key: (id: number) => Attributes,
  prepare: (attributes: Attributes) => Attributes = (a) => a,
): RawEntity {
  let plan: ((attributes: Attributes) => Attributes) | null | undefined;
  const parsedItem = (attributes: Attributes) =>
    new PutItemCommand(entity(), prepare(attributes) as never).params().Item as Attributes;
  return {
    key,
    parsedItem,
    item: (attributes) => {
      if (plan === undefined) plan = planItem(entity()) ?? null;
      return plan ? plan(prepare(attributes)) : parsedItem(attributes);
    },
  };
}

/**
 * An index's key on write: composites in order; a missing one ends the key after its label
 * (`$portal#nationalcode_`: still written, the index is not sparse). Some composites given and not
 * others is refused ("Incomplete composite attributes").
 */
export function edbWriteKey(prefix: string, parts: readonly (readonly [string, string | number | undefined])[]): string {
  const missing = parts.findIndex(([, value]) => value === undefined);
  if (missing === -1) return [prefix, ...parts.map(([name, value]) => `${name}_${value}`)].join('#').toLowerCase();
  if (parts.some(([, value]) => value !== undefined))
    throw new Error(`Incomplete composite attributes: ${parts.map(([name]) => name).join(', ')} go together`);
  return `${prefix}#${parts[0]![0]}_`.toLowerCase();
}
