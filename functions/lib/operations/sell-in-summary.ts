/**
 * The sell-in summary (§3 "Sell-in summary row"; the formulas are ours, docs/api/operations.md):
 * one row per laboratory code over every stored sell-in batch. Three channels:
 * - FF: rows of the fede import (what the group itself invoiced),
 * - H and V: rows of the platform import, H when the document type starts with "H", V otherwise.
 * Each import batch stores, per laboratory and client, the amounts of its channels; the report sums
 * those, so it reads totals, never rows.
 */
import type { SellInSummaryRow } from '../../../shared/operations/views';

export type SellInKind = 'sell_in_fede' | 'sell_in_platform';

/** One client's amounts for one laboratory: net amounts per channel and the fede rows' list-price value. */
export interface ClientTotals {
  ff: number;
  pvl: number;
  v: number;
  h: number;
}
export type LabTotals = Record<string, ClientTotals>;

interface StoredRow {
  codi_client: string | number | null;
  codi_laboratori: string | number | null;
  tipus_document: string | number | null;
  quantitat: string | number | null;
  pvl: string | number | null;
  import_net: string | number | null;
}

const zero = (): ClientTotals => ({ ff: 0, pvl: 0, v: 0, h: 0 });
const n = (v: unknown) => (typeof v === 'number' ? v : 0);

/** Per laboratory code, per client code: what a batch's rows add. */
export function batchTotals(kind: SellInKind, rows: readonly StoredRow[]): Map<string, LabTotals> {
  const labs = new Map<string, LabTotals>();
  for (const r of rows) {
    const lab = String(r.codi_laboratori ?? '');
    const client = String(r.codi_client ?? '');
    const clients = labs.get(lab) ?? {};
    labs.set(lab, clients);
    const t = (clients[client] ??= zero());
    if (kind === 'sell_in_fede') {
      t.ff += n(r.import_net);
      t.pvl += n(r.pvl) * n(r.quantitat);
    } else if (
      String(r.tipus_document ?? '')
        .trim()
        .toUpperCase()
        .startsWith('H')
    )
      t.h += n(r.import_net);
    else t.v += n(r.import_net);
  }
  return labs;
}

export function mergeInto(target: Map<string, LabTotals>, lab: string, clients: LabTotals) {
  const into = target.get(lab) ?? {};
  target.set(lab, into);
  for (const [client, t] of Object.entries(clients)) {
    const s = (into[client] ??= zero());
    s.ff += t.ff;
    s.pvl += t.pvl;
    s.v += t.v;
    s.h += t.h;
  }
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const percent = (part: number, whole: number) => (whole ? round2((100 * part) / whole) : 0);

/**
 * The row of one laboratory. A client is "V only" when it bought the laboratory through V and not
 * through H (and the reverse for "H only"); the FF columns restricted to those clients compare what
 * the group invoiced them with what the platforms reported.
 */
export function summaryRow(name: string, clients: LabTotals): SellInSummaryRow {
  let importPvl = 0,
    v = 0,
    h = 0,
    ff = 0,
    vOnly = 0,
    hOnly = 0,
    ffVOnly = 0,
    ffHOnly = 0;
  for (const t of Object.values(clients)) {
    importPvl += t.pvl;
    v += t.v;
    h += t.h;
    ff += t.ff;
    if (t.v && !t.h) {
      vOnly += t.v;
      ffVOnly += t.ff;
    }
    if (t.h && !t.v) {
      hOnly += t.h;
      ffHOnly += t.ff;
    }
  }
  return {
    name,
    import_pvl: round2(importPvl),
    plat_v: round2(v),
    plat_v_only: round2(vOnly),
    plat_h: round2(h),
    plat_h_only: round2(hOnly),
    plat_ff: round2(ff),
    plat_ff_v_only: round2(ffVOnly),
    plat_ff_h_only: round2(ffHOnly),
    diff_ff_h: round2(ff - h),
    diff_ff_h_only: round2(ffHOnly - hOnly),
    diff_ff_v_only: round2(ffVOnly - vOnly),
    diff_ff_total: round2(ff - (v + h)),
    diff_h_v: round2(h - v),
    pvl_h_per: percent(h, importPvl),
    pvl_v_per: percent(v, importPvl),
  };
}
