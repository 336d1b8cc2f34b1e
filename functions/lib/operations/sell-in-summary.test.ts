import { describe, expect, it } from 'vitest';
import { THREE_CLIENTS_SUMMARY } from '../../../tests/fixtures/operations/sell-in-summary';
import { batchTotals, mergeInto, summaryRow, type LabTotals } from './sell-in-summary';

const row = (client: string, doc: string, net: number, pvl = 0, qty = 0) => ({
  codi_client: client,
  codi_laboratori: 'L1',
  tipus_document: doc,
  quantitat: qty,
  pvl,
  import_net: net,
});

describe('sell-in summary formulas', () => {
  // Client A buys through V only, B through H only, C through both; all three are invoiced by the fede.
  const fede = batchTotals('sell_in_fede', [row('A', 'FAC', 100, 12, 10), row('B', 'FAC', 50, 10, 6), row('C', 'FAC', 30, 5, 4)]);
  const platform = batchTotals('sell_in_platform', [
    row('A', 'V', 90),
    row('B', 'H', 60),
    row('C', 'h', 10),
    row('C', 'VEN', 15),
  ]);
  const labs = new Map<string, LabTotals>();
  for (const batch of [fede, platform]) for (const [lab, clients] of batch) mergeInto(labs, lab, clients);

  it('splits platform rows into H (document type starting with H) and V, and fede rows into FF and list-price value', () => {
    expect(labs.get('L1')).toEqual({
      A: { ff: 100, pvl: 120, v: 90, h: 0 },
      B: { ff: 50, pvl: 60, v: 0, h: 60 },
      C: { ff: 30, pvl: 20, v: 15, h: 10 },
    });
  });

  it('computes every column of the row', () => {
    expect(summaryRow('Lab', labs.get('L1')!)).toEqual({ name: 'Lab', ...THREE_CLIENTS_SUMMARY });
  });

  it('answers zero percentages without list-price value', () => {
    expect(summaryRow('x', { A: { ff: 0, pvl: 0, v: 5, h: 0 } })).toMatchObject({ pvl_v_per: 0, pvl_h_per: 0, plat_v_only: 5 });
  });
});
