import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText, updateOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  createWebinar,
  getWebinar,
  listWebinars,
  patchActiveWebinar,
  putWebinars,
  restoreWebinar,
  softDeleteWebinar,
} from './webinar';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'webinar', version: '1', service: 'portal' },
    attributes: {
      webinarId: { type: 'number', required: true },
      titleCa: { type: 'string', required: true },
      titleEs: { type: 'string', required: true },
      thumbnailKey: { type: 'string' },
      thumbnailWidth: { type: 'number' },
      thumbnailHeight: { type: 'number' },
      youtubeUrl: { type: 'string' },
      embedUrl: { type: 'string', required: true },
      deletedAt: { type: 'string' },
      createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['webinarId'] } } },
  } as const,
  { table: 'portal' },
);

const seeded = {
  webinarId: 7,
  titleCa: 'Títol',
  titleEs: 'Título',
  thumbnailKey: 'webinars/7/thumbnail.svg',
  thumbnailWidth: 320,
  thumbnailHeight: 180,
  youtubeUrl: 'https://www.youtube.com/watch?v=abc',
  embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
  createdAt: '2026-03-04T05:06:07.000Z',
};
const fields = {
  titleCa: 'A',
  titleEs: 'B',
  youtubeUrl: 'https://youtu.be/x',
  embedUrl: 'https://www.youtube-nocookie.com/embed/x',
};

type Params = { Key?: unknown; UpdateExpression?: string; ConditionExpression?: string } & Record<string, unknown>;

describe('webinars on dynamodb-toolbox', () => {
  afterEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, keys and markers byte for byte", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z') });
    const sent = captureSent();
    await putWebinars([seeded]);
    const created = await createWebinar({ webinarId: 8, ...fields });
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(seeded).params().Item);
    const expected = electro.create({ webinarId: 8, ...fields }).params();
    expect(sent[1]!.input.Item).toStrictEqual(expected.Item);
    expect(sent[1]!.input.ConditionExpression).toMatch(/^attribute_not_exists\(/);
    expect(created).toStrictEqual({ webinarId: 8, ...fields, createdAt: '2026-11-25T10:00:00.000Z' });
  });

  it('patches, deletes and restores the same keys and attributes, conditioned like ElectroDB', async () => {
    const sent = captureSent();
    await patchActiveWebinar(7, fields);
    await softDeleteWebinar(7, '2026-11-25T10:00:00.000Z');
    await restoreWebinar(7);
    const patch = electro.patch({ webinarId: 7 }).set(fields).params() as Params;
    const del = electro.patch({ webinarId: 7 }).set({ deletedAt: '2026-11-25T10:00:00.000Z' }).params() as Params;
    const restore = electro.patch({ webinarId: 7 }).remove(['deletedAt']).params() as Params;
    const [p, d, r] = sent.map((s) => s.input as Params);
    for (const [mine, theirs] of [
      [p!, patch],
      [d!, del],
      [r!, restore],
    ] as const) {
      expect(mine.Key).toStrictEqual(theirs.Key);
      expect(updateOf(mine).set).toStrictEqual(updateOf(theirs).set);
      expect(updateOf(mine).remove).toStrictEqual(updateOf(theirs).remove);
    }
    expect(conditionText(p!)).toBe('attribute_exists(webinarId) AND attribute_not_exists(deletedAt)');
    expect(conditionText(d!)).toBe('attribute_exists(webinarId) AND attribute_not_exists(deletedAt)');
    expect(conditionText(r!)).toBe('attribute_exists(webinarId) AND attribute_exists(deletedAt)');
  });

  it("gets and queries ElectroDB's keys and reads its items back", async () => {
    const stored = electro.put(seeded).params().Item;
    const sent = captureSent({ Item: stored, Items: [stored] });
    expect(await getWebinar(7)).toStrictEqual(seeded);
    expect(await listWebinars()).toStrictEqual([seeded]);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ webinarId: 7 }).params().Key);
    const expected = electro.query.all({}).params().ExpressionAttributeValues as object;
    const input = sent[1]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });

  it('answers null for a missing webinar, as ElectroDB did', async () => {
    captureSent({});
    expect(await getWebinar(1)).toBeNull();
  });
});
