import { describe, expect, it } from 'vitest';
import {
  addMonths,
  defaultStatisticsRange,
  groupByLaboratory,
  isNumericColumn,
  MAX_STATISTICS_MONTHS,
  monthsBetween,
} from './report';
import { addChips } from './chips';
import { prenoticeFileIssue } from './prenotice-file';
import { fieldError } from './field-errors';

const report = {
  headers: ['CN', 'Product', 'Laboratory', 'Ordered', 'Pending', 'Note'],
  rows: [
    { 0: '100001', 1: 'A', 2: 'Lab B', 3: 10, 4: 2, 5: 'x' },
    { 0: '100002', 1: 'B', 2: 'Lab A', 3: 5, 4: '', 5: 3 },
    { 0: '100003', 1: 'C', 2: 'Lab B', 3: 1.5, 4: 1, 5: 'y' },
  ],
};

describe('pending purchases report', () => {
  it('groups by the laboratory column (index 2) in the order rows come', () => {
    const groups = groupByLaboratory(report);
    expect(groups.map((g) => g.laboratory)).toEqual(['Lab B', 'Lab A']);
    expect(groups[0]!.rows.map((r) => r[0])).toEqual(['100001', '100003']);
  });

  it('right aligns only all-number columns after the laboratory', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => isNumericColumn(report, i))).toEqual([false, false, false, true, true, false]);
  });
});

describe('months', () => {
  it('counts and moves across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-02', -5)).toBe('2025-09');
    expect(monthsBetween('2025-12', '2026-02')).toBe(2);
    expect(monthsBetween('2026-02', '2026-02')).toBe(0);
  });

  it('defaults the statistics to five months back up to the month after the current one (§5)', () => {
    expect(defaultStatisticsRange('2026-11')).toEqual({ from: '2026-06', to: '2026-12' });
    expect(defaultStatisticsRange('2026-01')).toEqual({ from: '2025-08', to: '2026-02' });
    expect(MAX_STATISTICS_MONTHS).toBe(24);
  });
});

describe('chips', () => {
  it('splits pasted text, keeps each value once, hands back refused ones', () => {
    const refuse = (v: string) => (/^\d+$/.test(v) ? undefined : `bad ${v}`);
    expect(addChips(['1'], '2, 1;3  x', refuse)).toEqual({
      values: ['1', '2', '3'],
      rejected: [{ value: 'x', message: 'bad x' }],
    });
    expect(addChips([], '  ')).toEqual({ values: [], rejected: [] });
  });
});

describe('prenotice file and list errors', () => {
  it('takes xls and csv only', () => {
    expect(prenoticeFileIssue({ name: 'PRE.XLS' })).toBeNull();
    expect(prenoticeFileIssue({ name: 'pre.csv' })).toBeNull();
    expect(prenoticeFileIssue({ name: 'pre.xlsx' })).toBe('type');
    expect(prenoticeFileIssue({ name: 'pre' })).toBe('type');
  });

  it('finds the message of a list field by its item', () => {
    expect(fieldError({ 'outs.2': 'unknown' }, 'outs')).toBe('unknown');
    expect(fieldError({ outs: 'empty' }, 'outs')).toBe('empty');
    expect(fieldError({ platform: 'x' }, 'outs')).toBeUndefined();
  });
});
