import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { getItems } from '../batch';
import { rawFormat } from '../raw-params';
import { edbIndexKeys, edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';

/**
 * A production lot of a product, with its expiry (returns, distribution lines). From the ERP.
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface LotItem {
  lotId: number;
  productId: number;
  number: string;
  /** YYYY-MM-DD */
  expiresOn?: string;
  erpUpdatedAt: string;
}

const SORT = '$lot_1';

/** The byProduct index (gsi1), written with every lot. */
const indexKeys = (l: Pick<LotItem, 'productId' | 'number'>) => ({
  gsi1pk: edbKey('$portal', [['productid', l.productId]]),
  gsi1sk: edbKey(SORT, [['number', l.number]]),
});

const Lot = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'lot',
      table: toolboxTable(),
      schema: item({
        lotId: number().key(),
        productId: number(),
        number: string(),
        expiresOn: string().optional(),
        erpUpdatedAt: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
        ...edbIndexKeys(1),
      }),
      timestamps: false,
      computeKey: ({ lotId }) => ({ pk: edbKey('$portal', [['lotid', lotId]]), sk: SORT }),
    }),
);

const format = /* @__PURE__ */ rawFormat<LotItem>(Lot);

/** The lots of these ids (BatchGet); unknown ids are absent. */
export async function getLots(lotIds: readonly number[], concurrency?: number): Promise<LotItem[]> {
  const items = await getItems(lotIds.map(lotKey), { concurrency });
  return items.map((i) => format(i));
}

const lotKey = (lotId: number) => new GetItemCommand(Lot(), { lotId }).params().Key as Record<string, unknown>;

/** The ERP loader's store of lots: keys, and the whole stored item of a record's attributes. */
export const lotRecords: RawEntity = rawEntity(Lot, lotKey, (attributes) => ({
  ...attributes,
  ...indexKeys(attributes as never),
}));
