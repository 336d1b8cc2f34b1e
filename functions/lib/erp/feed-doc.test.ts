/** docs/erp-feed.md is the ERP side's contract: its examples must load, one per entity. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERP_ENTITIES } from '../../../shared/erp/feed';
import { parseLine } from './loader';

const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/erp-feed.md'), 'utf8');
const examples = [...doc.matchAll(/```jsonl\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.trim().split('\n'));

describe('docs/erp-feed.md', () => {
  it('has one example line per entity, each valid for the loader', () => {
    const entities = examples.map((line) => {
      const parsed = parseLine(line);
      expect(parsed, line).not.toHaveProperty('reason');
      return 'record' in parsed ? parsed.record.entity : undefined;
    });
    expect([...new Set(entities)].sort()).toEqual([...ERP_ENTITIES].sort());
  });
});

describe('a line the loader refuses, with the reason it writes to the rejects file', () => {
  const product = JSON.parse(examples.find((l) => l.includes('"entity":"product"'))!) as Record<string, unknown>;
  const reasonOf = (value: unknown) => {
    const parsed = parseLine(typeof value === 'string' ? value : JSON.stringify(value));
    return 'reason' in parsed ? parsed.reason : null;
  };

  it('names what is wrong', () => {
    expect(reasonOf('{"entity":')).toMatch(/^not JSON/);
    expect(reasonOf('[1,2]')).toBe('not a JSON object');
    expect(reasonOf({ entity: 'robot', id: 1, updated_at: '2026-11-20T06:00:00Z' })).toBe('unknown entity "robot"');
    expect(reasonOf({ ...product, id: -4 })).toMatch(/^id: /);
    expect(reasonOf({ ...product, updated_at: '20/11/2026' })).toMatch(/^updated_at: /);
    expect(reasonOf({ ...product, national_code: '7127290' })).toMatch(/national_code: .*check digit/);
    expect(reasonOf({ ...product, ean13: ['8470007127290'] })).toMatch(/ean13\.0: EAN-13/);
    expect(reasonOf({ ...product, listing_price: 2.615 })).toMatch(/listing_price: at most two decimals/);
    expect(reasonOf({ ...product, listing_price: '2.61' })).toMatch(/listing_price: /);
    expect(reasonOf({ ...product, colour: 'red' })).toMatch(/colour/);
    expect(reasonOf({ ...product, __proto__: { x: 1 }, constructor: 1 })).toMatch(/constructor/);
  });

  it('keeps codes as text and normalises the version to UTC', () => {
    const parsed = parseLine(JSON.stringify({ ...product, code: '0012345', updated_at: '2026-11-20T08:00:00+02:00' }));
    expect(parsed).toMatchObject({ record: { code: '0012345' }, version: '2026-11-20T06:00:00.000Z' });
  });
});
