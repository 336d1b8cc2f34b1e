import { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';
import { queryFormatted, rawFormat, type KeyQuery } from '../raw-params';

/**
 * The out the warehouse relates to an incoming shipment's mids for one sale (relation mids-outs,
 * §2, §7 update-shipment-out): the portal's own record, which overrides the ERP's link (the out's
 * `shipmentInId` + `saleId`). One item per (shipment in, sale); `byOut` finds the other incoming
 * shipments an out is also related to (the duplicates panel).
 *
 * On dynamodb-toolbox behind declared types (see warehouse-send.ts); items, keys and markers keep
 * the table's format (toolbox.ts; entity `midOutRelation`, version 1), checked by mid-out-relation.test.ts.
 */
export interface MidOutRelationItem {
  shipmentInId: number;
  saleId: number;
  outId: number;
  outNumber: string;
  shipmentInNumber: string;
  /** ISO date-time and login of the last edit. */
  at: string;
  by: string;
}

const SORT = '$midoutrelation_1';

const schema = item({
  shipmentInId: number().key(),
  saleId: number().key(),
  outId: number(),
  outNumber: string(),
  shipmentInNumber: string(),
  at: string(),
  by: string(),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
}).and((_s) => ({
  // byOut (gsi1): the relations of an out.
  gsi1pk: string()
    .hidden()
    .putLink<typeof _s>(({ outId }) => edbKey('$portal', [['outid', outId]])),
  gsi1sk: string()
    .hidden()
    .putLink<typeof _s>(({ shipmentInId, saleId }) =>
      edbKey(SORT, [
        ['shipmentinid', shipmentInId],
        ['saleid', saleId],
      ]),
    ),
}));

const MidOutRelation = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'midOutRelation',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ shipmentInId, saleId }) => ({
        pk: edbKey('$portal', [['shipmentinid', shipmentInId]]),
        sk: edbKey(SORT, [['saleid', saleId]]),
      }),
    }),
);

const format = /* @__PURE__ */ rawFormat<MidOutRelationItem>(MidOutRelation);

async function query(q: KeyQuery): Promise<MidOutRelationItem[]> {
  return queryFormatted(format, q, { maxPages: Infinity, entity: 'midOutRelation' });
}

/** Saves the relation of (shipment in, sale), replacing any. */
export async function putMidOutRelation(relation: MidOutRelationItem): Promise<void> {
  await new PutItemCommand(MidOutRelation(), relation).send();
}

/** Every relation of an incoming shipment (byPair), by sale. */
export function relationsOfShipmentIn(shipmentInId: number): Promise<MidOutRelationItem[]> {
  return query({ partition: edbKey('$portal', [['shipmentinid', shipmentInId]]), range: { beginsWith: `${SORT}#saleid_` } });
}

/** Every relation of an out (byOut, gsi1), by shipment in and sale. */
export function relationsOfOut(outId: number): Promise<MidOutRelationItem[]> {
  return query({
    index: 'gsi1',
    partition: edbKey('$portal', [['outid', outId]]),
    range: { beginsWith: `${SORT}#shipmentinid_` },
  });
}
