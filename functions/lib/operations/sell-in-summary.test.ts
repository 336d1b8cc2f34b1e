import { describe, expect, it } from 'vitest';
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
    expect(summaryRow('Lab', labs.get('L1')!)).toEqual({
      name: 'Lab',
      import_pvl: 200,
      plat_v: 105,
      plat_v_only: 90,
      plat_h: 70,
      plat_h_only: 60,
      plat_ff: 180,
      plat_ff_v_only: 100,
      plat_ff_h_only: 50,
      diff_ff_h: 110,
      diff_ff_h_only: -10,
      diff_ff_v_only: 10,
      diff_ff_total: 5,
      diff_h_v: -35,
      pvl_h_per: 35,
      pvl_v_per: 52.5,
    });
  });

  it('answers zero percentages without list-price value', () => {
    expect(summaryRow('x', { A: { ff: 0, pvl: 0, v: 5, h: 0 } })).toMatchObject({ pvl_v_per: 0, pvl_h_per: 0, plat_v_only: 5 });
  });
});
