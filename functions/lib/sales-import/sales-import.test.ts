import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { codeChecks, columnIndex, DATE_FORMAT, isValidEan13, isValidNationalCode } from '../../../shared/sales-import/rules';
import { layoutDifference, readByProfile, type Profile } from './profile-reader';
import { FIXTURE_PROFILE } from '../../../tests/fixtures/sales-import/layout';
import { cellToDay, cellToNumber, parseDayWithFormat, serialToDay } from './values';

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/sales-import');
const PROFILE: Profile = FIXTURE_PROFILE;

describe('date formats', () => {
  it('accepts d, m and Y/y once each with separators or none', () => {
    for (const f of ['d/m/Y', 'Y-m-d', 'Ymd', 'd.m.y', 'm/d/Y']) expect(DATE_FORMAT.test(f), f).toBe(true);
    for (const f of ['d/m', 'd/d/Y', 'dmYY', 'Y_m_d', '']) expect(DATE_FORMAT.test(f), f).toBe(false);
  });

  it('reads text in the profile format, refusing impossible days', () => {
    expect(parseDayWithFormat('5/11/2026', 'd/m/Y')).toBe('2026-11-05');
    expect(parseDayWithFormat('11/05/2026', 'm/d/Y')).toBe('2026-11-05');
    expect(parseDayWithFormat('20261105', 'Ymd')).toBe('2026-11-05');
    expect(parseDayWithFormat('05.11.26', 'd.m.y')).toBe('2026-11-05');
    expect(parseDayWithFormat('05/11/2026 10:30', 'd/m/Y')).toBe('2026-11-05');
    expect(parseDayWithFormat('31/11/2026', 'd/m/Y')).toBeNull();
    expect(parseDayWithFormat('2026-11-05', 'd/m/Y')).toBeNull();
  });

  it('reads date cells, serials and compact numbers', () => {
    expect(cellToDay(new Date(Date.UTC(2026, 10, 5)), 'd/m/Y')).toBe('2026-11-05');
    expect(serialToDay(46331)).toBe('2026-11-05');
    expect(cellToDay(46331, 'd/m/Y')).toBe('2026-11-05');
    expect(cellToDay('46331', 'd/m/Y')).toBe('2026-11-05');
    expect(cellToDay(20261105, 'Ymd')).toBe('2026-11-05');
  });

  it('reads amounts with a decimal comma or point, negatives kept', () => {
    expect(cellToNumber('1.234,56', { inferFromText: true, decimalComma: true })).toBe(1234.56);
    expect(cellToNumber('1,234.56', { inferFromText: true, decimalComma: false })).toBe(1234.56);
    expect(cellToNumber('-2', { inferFromText: true, decimalComma: true })).toBe(-2);
    expect(cellToNumber('abc', { inferFromText: true, decimalComma: true })).toBeNull();
  });
});

describe('codes', () => {
  it('column designators', () => {
    expect([columnIndex('A'), columnIndex('z'), columnIndex('AA'), columnIndex('AB')]).toEqual([0, 25, 26, 27]);
  });

  it('check digits: EAN-13 and the national code (EAN-13 digit of 847000 + 6 digits)', () => {
    expect(isValidEan13('8470006543214')).toBe(true);
    expect(isValidEan13('8470006543210')).toBe(false);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidNationalCode('6543214')).toBe(true);
    expect(isValidNationalCode('6543210')).toBe(false);
    expect(codeChecks('6543210')).toEqual({ cn_check_failed: true, ean_check_failed: false });
    expect(codeChecks('8470001234567')).toEqual({ cn_check_failed: false, ean_check_failed: !isValidEan13('8470001234567') });
    expect(codeChecks('123456')).toEqual({ cn_check_failed: false, ean_check_failed: false });
  });
});

describe('readByProfile', () => {
  const read = async (file: string, profile = PROFILE) => {
    const r = await readByProfile(Readable.from([fs.readFileSync(path.join(FIXTURES, file))]), file, profile);
    const sales = [];
    const rejected = [];
    for await (const x of r.rows)
      if ('sale' in x) sales.push(x.sale);
      else rejected.push(x.rejected);
    return { header: r.header, sales, rejected };
  };

  it('reads every office format and CSV variant to the same rows', async () => {
    const reference = await read('sales.csv');
    expect(reference.sales).toHaveLength(6);
    expect(reference.sales[0]).toEqual({
      row: 3,
      date: '2026-11-05',
      customer: '000123',
      delivery_note: 'A-1001',
      product_code: '0123456',
      description: 'Ibuprofèn 600 mg',
      price: 3.45,
      quantity: 10,
    });
    expect(reference.sales[2]!.quantity).toBe(-2);
    expect(reference.rejected.map((r) => [r.row, r.reasons.map((x) => x.key)])).toEqual([
      [9, ['import_sales.reject.date']],
      [10, ['import_sales.reject.required']],
    ]);
    for (const file of ['sales-win1252.csv', 'sales.tsv', 'sales.xlsx', 'sales.xls', 'sales.ods', 'sales.fods']) {
      const got = await read(file);
      expect(got.sales, file).toEqual(reference.sales);
      expect(
        got.rejected.map((r) => r.row),
        file,
      ).toEqual([9, 10]);
      expect(got.header, file).toEqual(reference.header);
    }
  });

  it('refuses a row whose cell is longer than any column holds, keeping the start of it', async () => {
    const csv = fs.readFileSync(path.join(FIXTURES, 'sales.csv'), 'utf8').split('\n');
    // The first sale's description made 500,000 characters long: the file goes on, that row is refused.
    csv[2] = csv[2]!.replace('Ibuprofèn 600 mg', 'x'.repeat(500_000));
    const r = await readByProfile(Readable.from([Buffer.from(csv.join('\n'))]), 'long.csv', PROFILE);
    const out = [];
    for await (const x of r.rows) out.push(x);
    const first = out[0]!;
    expect('rejected' in first && first.rejected.reasons).toEqual([
      { key: 'import_sales.reject.too_long', vars: { column: 'description', max: '500' } },
    ]);
    expect('rejected' in first && first.rejected.values.description.length).toBe(501);
    expect(out.filter((x) => 'sale' in x)).toHaveLength(5);
  });

  it('tells a changed layout by the header row', async () => {
    const { header } = await read('sales.csv');
    expect(layoutDifference(header!, header!).changed).toBe(false);
    const swapped = [header![1]!, header![0]!, ...header!.slice(2)];
    expect(layoutDifference(header!, swapped)).toMatchObject({ changed: true, missing: [], added: [] });
    expect(layoutDifference(header!, [...header!.slice(0, 6), 'unitats'])).toMatchObject({
      changed: true,
      missing: ['cantidad'],
      added: ['unitats'],
    });
  });
});

describe('resumable jobs', async () => {
  const { isResumable, isStale, STALE_JOB_MS } = await import('./jobs');
  type Job = Parameters<typeof isResumable>[0];
  type File = Parameters<typeof isResumable>[1][number];
  const now = Date.parse('2026-11-25T10:00:00Z');
  const job = (over: Partial<Job>): Job => ({
    pk: 'j',
    sk: 'job',
    id: 'J',
    status: 'failed',
    distributorId: 1,
    brandId: null,
    createdAt: new Date(now - 60_000).toISOString(),
    createdBy: 1,
    files: 2,
    ...over,
  });
  const file = (status: File['status'], messageKey: File['messageKey'] = null) => ({ status, messageKey }) as File;
  /** A file an unexpected error stopped: its step recorded the cause. */
  const broken = () => ({ status: 'failed', messageKey: null, cause: { error: 'States.Timeout', message: '', row: 3 } }) as File;

  it('takes a running job as dead only after the stale delay since it started or was last resumed', () => {
    expect(isStale(job({ status: 'running' }), now)).toBe(false);
    const old = new Date(now - STALE_JOB_MS).toISOString();
    expect(isStale(job({ status: 'running', createdAt: old }), now)).toBe(true);
    expect(isStale(job({ status: 'running', createdAt: old, resumedAt: new Date(now - 1000).toISOString() }), now)).toBe(false);
    expect(isStale(job({ status: 'ready', createdAt: old }), now)).toBe(false);
  });

  it('resumes only files an interruption left, not files refused for their content, and not after the month is finished', () => {
    const staged = ['J'];
    expect(isResumable(job({}), [file('staged'), broken()], staged)).toBe(true);
    expect(isResumable(job({}), [file('staged'), file('reading')], staged)).toBe(true);
    expect(isResumable(job({}), [file('staged'), file('failed', 'import_sales.layout_changed')], staged)).toBe(false);
    expect(isResumable(job({}), [broken()], [])).toBe(false);
    expect(isResumable(job({ status: 'ready' }), [file('queued')], staged, now)).toBe(false);
    expect(isResumable(job({ status: 'running' }), [file('queued')], staged, now)).toBe(false);
    const old = new Date(now - STALE_JOB_MS).toISOString();
    expect(isResumable(job({ status: 'running', createdAt: old }), [file('queued')], staged, now)).toBe(true);
  });
});

describe('what a failed step says', () => {
  it('reads a Lambda error from the Catch cause without its trace, and a plain cause as the message', async () => {
    const { causeOf } = await import('./finish-job');
    const lambda = JSON.stringify({
      errorType: 'ProvisionedThroughputExceededException',
      errorMessage: 'Rate exceeded',
      trace: ['at x'],
    });
    expect(causeOf({ Error: 'Lambda.Unknown', Cause: lambda })).toEqual({
      error: 'ProvisionedThroughputExceededException',
      message: 'Rate exceeded',
    });
    expect(causeOf({ Error: 'States.Timeout', Cause: 'Task timed out after 900.00 seconds' })).toEqual({
      error: 'States.Timeout',
      message: 'Task timed out after 900.00 seconds',
    });
    expect(causeOf(undefined)).toEqual({ error: 'Error', message: '' });
  });
});

describe('leading zeroes (step 5)', () => {
  it('strips only down to the 6 characters of a customer conversion, never further', async () => {
    const { strippedCustomer } = await import('../../../shared/sales-import/rules');
    expect(strippedCustomer('0004567')).toBe('004567');
    expect(strippedCustomer('00000456')).toBe('000456');
    expect(strippedCustomer('000456')).toBeNull();
    expect(strippedCustomer('1004567')).toBeNull();
    expect(strippedCustomer('0A04567')).toBe('A04567');
  });
});

describe('the import month in file names', () => {
  it('is the newest month of the staged files, else the current month in Madrid, named in each language', async () => {
    const { importMonth, monthInName } = await import('./staging');
    expect(importMonth([{ month: '2026-10' }, { month: '2026-11' }, { month: null }])).toBe('2026-11');
    // 23:30 UTC on 31 December is already January in Madrid.
    expect(importMonth([], new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(monthInName('ca', '2026-11')).toBe('novembre 2026');
    expect(monthInName('es', '2026-04')).toBe('abril 2026');
    expect(monthInName('es', '2026-11')).toBe('noviembre 2026');
  });
});
