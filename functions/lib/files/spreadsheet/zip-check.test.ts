import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipIsDamaged } from './zip-check';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/sales-import');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

describe('zipIsDamaged', () => {
  it('passes whole xlsx and ods files made by LibreOffice, and anything that is not a zip', async () => {
    expect(await zipIsDamaged(fixture('sales.xlsx'))).toBe(false);
    expect(await zipIsDamaged(fixture('sales.ods'))).toBe(false);
    expect(await zipIsDamaged(fixture('sales.csv'))).toBe(false);
  });

  it('finds an xlsx whose compressed bytes were overwritten, and one cut short', async () => {
    const overwritten = Buffer.from(fixture('sales.xlsx'));
    overwritten.fill(0x41, 2000, 2400);
    expect(await zipIsDamaged(overwritten)).toBe(true);
    const xlsx = fixture('sales.xlsx');
    expect(await zipIsDamaged(xlsx.subarray(0, Math.floor(xlsx.length * 0.8)))).toBe(true);
  });
});
