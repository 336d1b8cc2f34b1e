/**
 * The compat tests of the operations records kept in one partition with a soft delete (laboratories,
 * pharmacies): against the ElectroDB model each had before dynamodb-toolbox, items, patches, keys and
 * reads must stay byte-identical.
 */
import type { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { conditionOf, updateOf } from '../params.testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ElectroDB model: each test file passes its own
type ElectroModel = Entity<any, any, any, any>;

export interface OpcRecordCase<New extends object> {
  /** What the tests are called ("operations laboratories"). */
  name: string;
  electro: ElectroModel;
  /** The id attribute (`laboratoryId`). */
  idName: string;
  /** Records to create; the second is the one read back by id. */
  records: New[];
  /** The record patched, deleted and restored, and the fields its patch sets. */
  patchedId: number;
  fields: object;
  /** An id with no record. */
  missingId: number;
  create(record: New): Promise<unknown>;
  update(id: number, fields: never): Promise<unknown>;
  softDelete(id: number, at: string): Promise<unknown>;
  restore(id: number): Promise<unknown>;
  list(): Promise<unknown>;
  get(id: number): Promise<unknown>;
}

export function describeOpcRecordEntity<New extends object>(c: OpcRecordCase<New>): void {
  const { electro, idName } = c;
  const idOf = (r: New) => (r as Record<string, unknown>)[idName] as number;
  describe(`${c.name} on dynamodb-toolbox`, () => {
    beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z'), toFake: ['Date'] }));
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("creates ElectroDB's item, keys and markers byte for byte, refusing an existing record", async () => {
      for (const record of c.records) {
        const sent = captureSent();
        const answered = await c.create({ ...record, updatedAt: 'ignored' } as New);
        const expected = electro.create(record).params();
        expect(sent[0]!.input.Item).toStrictEqual(expected.Item);
        expect(conditionOf(sent[0]!.input, idName)).toEqual(['attribute_not_exists(item)']);
        expect(conditionOf(expected, idName)).toEqual(['attribute_not_exists(item)']);
        expect(answered).toStrictEqual(electro.parse({ Item: expected.Item }).data);
      }
    });

    it('patches as ElectroDB did: same key, attributes set and removed, conditions', async () => {
      const sent = captureSent();
      await c.update(c.patchedId, c.fields as never);
      await c.softDelete(c.patchedId, '2026-11-25T10:00:00.000Z');
      await c.restore(c.patchedId);
      const key = { [idName]: c.patchedId };
      const expected = [
        electro
          .patch(key)
          .set(c.fields)
          .where((a: Record<string, unknown>, op: { notExists(a: unknown): string }) => op.notExists(a.deletedAt))
          .params(),
        electro
          .patch(key)
          .set({ deletedAt: '2026-11-25T10:00:00.000Z' })
          .where((a: Record<string, unknown>, op: { notExists(a: unknown): string }) => op.notExists(a.deletedAt))
          .params(),
        electro
          .patch(key)
          .remove(['deletedAt'])
          .where((a: Record<string, unknown>, op: { exists(a: unknown): string }) => op.exists(a.deletedAt))
          .params(),
      ];
      expect(sent).toHaveLength(3);
      expected.forEach((params, i) => {
        const input = sent[i]!.input;
        expect(input.Key).toStrictEqual(params.Key);
        expect(updateOf(input)).toStrictEqual(updateOf(params));
        expect(conditionOf(input, idName)).toStrictEqual(conditionOf(params, idName));
      });
    });

    it("gets and queries ElectroDB's keys and reads its items back", async () => {
      const stored = c.records.map((r) => electro.create(r).params().Item as Record<string, unknown>);
      const sent = captureSent({ Items: stored, Item: stored[1] });
      const read = stored.map((Item) => electro.parse({ Item }).data);
      const secondId = idOf(c.records[1]!);
      expect(await c.list()).toStrictEqual(read);
      expect(await c.get(secondId)).toStrictEqual(read[1]);
      const query = electro.query.all!({} as never).params().ExpressionAttributeValues as object;
      const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
      expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(query)));
      expect(sent[1]!.input.Key).toStrictEqual(electro.get({ [idName]: secondId }).params().Key);
    });

    it('answers null for a missing record, as callers expect', async () => {
      captureSent();
      expect(await c.get(c.missingId)).toBeNull();
    });
  });
}
