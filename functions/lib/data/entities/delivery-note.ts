import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { dynamo } from '../../aws';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';
import { existsCondition, queryFormatted, rawFormat } from '../raw-params';

/**
 * A provider (in) or customer (out) delivery note. `date` is the ERP's; `effectiveDate` belongs to
 * the portal (the warehouse edits it) and the ERP feed never overwrites it.
 *
 * On dynamodb-toolbox behind declared types (see warehouse-send.ts); items, keys and markers keep
 * the table's format (toolbox.ts; entity `deliveryNote`, version 1), checked by delivery-note.test.ts.
 */
export type DeliveryNoteDirection = 'in' | 'out';

export interface DeliveryNoteItem {
  deliveryNoteId: number;
  direction: DeliveryNoteDirection;
  number: string;
  partyId: number;
  /** YYYY-MM-DD */
  date: string;
  shipmentInId?: number;
  outIds?: number[];
  /** YYYY-MM-DD, set from the delivery-notes screen. */
  effectiveDate?: string;
  erpUpdatedAt: string;
}

const SORT = '$deliverynote_1';
const numberPartition = (direction: string, number: string) =>
  edbKey('$portal', [
    ['direction', direction],
    ['number', number],
  ]);

const schema = item({
  deliveryNoteId: number().key(),
  direction: string().enum('in', 'out'),
  number: string(),
  partyId: number(),
  date: string(),
  shipmentInId: number().optional(),
  outIds: list(number())
    .optional()
    .default(() => []),
  effectiveDate: string().optional(),
  erpUpdatedAt: string(),
  // The table's schema-version marker (toolbox.ts), written on puts and updates alike.
  __edb_v__: string().const('1').updateDefault('1').hidden(),
}).and((_s) => ({
  // byNumber (gsi1): direction and number, lower-cased as every key.
  gsi1pk: string()
    .hidden()
    .putLink<typeof _s>(({ direction, number }) => numberPartition(direction, number)),
  gsi1sk: string()
    .hidden()
    .putLink<typeof _s>(() => SORT),
}));

const DeliveryNote = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'deliveryNote',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ deliveryNoteId }) => ({ pk: edbKey('$portal', [['deliverynoteid', deliveryNoteId]]), sk: SORT }),
    }),
);

/** The ERP loader's raw items (erp/entities.ts): the key of an id, the whole stored item of its attributes. */
export const deliveryNoteRecords: RawEntity = rawEntity(
  DeliveryNote,
  (deliveryNoteId) => new GetItemCommand(DeliveryNote(), { deliveryNoteId }).params().Key!,
);

const format = /* @__PURE__ */ rawFormat<DeliveryNoteItem>(DeliveryNote);

/** The item, or null when absent. */
export async function getDeliveryNote(deliveryNoteId: number): Promise<DeliveryNoteItem | null> {
  const { Item } = await new GetItemCommand(DeliveryNote(), { deliveryNoteId }).send();
  return Item ?? null;
}

/** The note of a direction and number (byNumber, gsi1; one read of one item, `Limit: 1`); null when none. */
export async function deliveryNoteByNumber(direction: DeliveryNoteDirection, number: string): Promise<DeliveryNoteItem | null> {
  const [note] = await queryFormatted(
    format,
    { index: 'gsi1', partition: numberPartition(direction, number), range: { eq: SORT }, limit: 1 },
    { entity: 'deliveryNote' },
  );
  return note ?? null;
}

/** Sets the effective date: a conditional failure when the note does not exist. */
export async function setDeliveryNoteEffectiveDate(deliveryNoteId: number, effectiveDate: string): Promise<void> {
  // The input is typed by this module's functions; toolbox's own input type is not inferred
  // (~16k type instantiations per entity), its parser still checks the values at run time.
  const changes: Pick<DeliveryNoteItem, 'deliveryNoteId' | 'effectiveDate'> = { deliveryNoteId, effectiveDate };
  const { ToolboxItem: _, ...params } = new UpdateItemCommand(DeliveryNote()).item(changes as never).params();
  await dynamo().send(new UpdateCommand({ ...params, ...existsCondition(params.ExpressionAttributeNames) }));
}
