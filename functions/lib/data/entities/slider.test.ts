import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText, keyConditionOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import { createSliderItem, deleteSliderItem, getSliderItem, listSliderItems, putSliderItem } from './slider';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'slider', version: '1', service: 'portal' },
    attributes: {
      locale: { type: ['ca', 'es'] as const, required: true },
      position: { type: 'number', required: true },
      fileName: { type: 'string', required: true },
      fileKey: { type: 'string', required: true },
    },
    indexes: {
      byLocale: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['locale', 'position'] } },
    },
  } as const,
  { table: 'portal' },
);

const slider = { locale: 'es', position: 12, fileName: 'Banner.SVG', fileKey: 'sliders/es/Banner.SVG' } as const;

describe('sliders on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes and deletes ElectroDB's items and keys byte for byte", async () => {
    const sent = captureSent();
    await putSliderItem(slider);
    await createSliderItem(slider);
    await deleteSliderItem('es', 12);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(slider).params().Item);
    expect(sent[1]!.input.Item).toStrictEqual(electro.create(slider).params().Item);
    expect(conditionText(sent[1]!.input)).toBe('attribute_not_exists(locale)');
    expect(sent[1]!.input.ConditionExpression).not.toMatch(/OR|AND/);
    expect(sent[2]!.input.Key).toStrictEqual(electro.delete({ locale: 'es', position: 12 }).params().Key);
    expect(sent[2]!.input.ConditionExpression).toBeUndefined();
  });

  it("gets and queries ElectroDB's keys (all, one locale) and reads its items back", async () => {
    const stored = electro.put(slider).params().Item;
    const sent = captureSent({ Item: stored, Items: [stored] });
    expect(await getSliderItem('es', 12)).toStrictEqual(slider);
    expect(await listSliderItems()).toStrictEqual([slider]);
    expect(await listSliderItems('es')).toStrictEqual([slider]);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ locale: 'es', position: 12 }).params().Key);
    expect(keyConditionOf(sent[2]!.input)).toStrictEqual({
      index: undefined,
      key: 'pk = "$portal" AND begins_with(sk, "$slider_1#locale_es")',
    });
    for (const [mine, theirs] of [
      [sent[1]!.input, electro.query.byLocale({}).params()],
      [sent[2]!.input, electro.query.byLocale({}).begins({ locale: 'es' }).params()],
    ] as const) {
      expect(keyConditionOf(mine)).toStrictEqual(keyConditionOf(theirs));
    }
  });
});
