/**
 * An out's consignment mark (`consignedTo`, in the attribute and its list row): set in the same
 * transaction as the out's consignmentOut link, removed with it. Marked, the out leaves the
 * logistics outs list's sparse index; unmarked, it returns (keys as a put makes them).
 *
 * The ERP loader writes an unmarked out in a plain batch, so a link made between its read and its
 * write would lose the mark: `remarkLinkedOuts` runs after such writes and marks again the packed
 * outs that have a link, each only while that link stands.
 */
import { consignmentOutKey, getConsignmentOuts } from './entities/consignment';
import { outListKeys, outListRow, shipmentOutKey, type ShipmentOutItem } from './entities/shipment-out';
import { transact, type TransactItems } from './transact';

type StoredOut = ShipmentOutItem;
type Update = NonNullable<TransactItems[number]['Update']>;

export function outMark(out: StoredOut, consignedTo: number | undefined): Update {
  const { Key, TableName } = shipmentOutKey(out.outId);
  const { consignedTo: _was, ...rest } = out;
  if (consignedTo !== undefined)
    return {
      Key,
      TableName,
      UpdateExpression: 'SET #row = :row, consignedTo = :c REMOVE gsi4pk, gsi4sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#row': 'row' },
      ExpressionAttributeValues: { ':row': outListRow({ ...rest, consignedTo }), ':c': consignedTo },
    };
  const row = outListRow(rest);
  const keys = outListKeys(rest);
  return {
    Key,
    TableName,
    UpdateExpression: 'SET #row = :row, gsi4pk = :pk, gsi4sk = :sk REMOVE consignedTo',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#row': 'row' },
    ExpressionAttributeValues: { ':row': row, ':pk': keys.gsi4pk, ':sk': keys.gsi4sk },
  };
}

/** After a plain write of outs: marks the packed ones that have a link, each while its link stands. */
export async function remarkLinkedOuts(written: StoredOut[]): Promise<void> {
  const packed = written.filter((o) => o.state === 'packed' && o.consignedTo === undefined);
  if (!packed.length) return;
  const links = await getConsignmentOuts(
    packed.map((o) => o.outId),
    { concurrency: 4 },
  );
  const byId = new Map(packed.map((o) => [o.outId, o]));
  await Promise.all(
    links.map((link) => {
      const check = consignmentOutKey(link.outId);
      const mark = outMark(byId.get(link.outId)!, link.consignmentId);
      // Not over a mark the portal wrote since, and only while the link read is still there.
      return transact([
        {
          ConditionCheck: {
            ...check,
            ConditionExpression: 'consignmentId = :c',
            ExpressionAttributeValues: { ':c': link.consignmentId },
          },
        },
        { Update: { ...mark, ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(consignedTo)' } },
      ]).catch((error: unknown) => {
        // A conflict: the portal is writing the link or the out right now, and marks it itself.
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      });
    }),
  );
}
