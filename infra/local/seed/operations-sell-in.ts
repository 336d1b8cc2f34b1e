/**
 * Demo sell-in imports: a fede and a platform batch over the seeded pharmacies and
 * laboratories, stored through the import's own path, so /opc/report has figures. Written once.
 */
import type { Caller } from '../../../functions/lib/auth/caller';
import { batchesOf, storeBatch } from '../../../functions/lib/operations/import-batches';
import { batchTotals } from '../../../functions/lib/operations/sell-in-summary';
import { random } from './random';
import { OPC_LABORATORIES, OPC_PHARMACIES, OPERATIONS_STAFF } from './operations-data';

const caller: Caller = {
  accountId: OPERATIONS_STAFF.accountId,
  login: OPERATIONS_STAFF.login,
  model: 'user',
  typeId: null,
  partyId: null,
  roleIds: OPERATIONS_STAFF.roleIds,
  actor: null,
};

export function demoSellInRows(kind: 'fede' | 'platform') {
  const next = random(kind === 'fede' ? 1501 : 1502);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const rows = [];
  for (let i = 0; i < 120; i++) {
    const pharmacy = OPC_PHARMACIES[int(0, OPC_PHARMACIES.length - 1)]!;
    const lab = OPC_LABORATORIES[int(0, OPC_LABORATORIES.length - 1)]!;
    const quantity = int(1, 24);
    const pvl = int(150, 4_500) / 100;
    const net = Math.round(quantity * pvl * (1 - int(0, 20) / 100) * 100) / 100;
    rows.push({
      tipus_acord: null,
      acord: null,
      data_acord: null,
      notes: null,
      inici_vigencia: null,
      fi_vigencia: null,
      tipus_document: kind === 'fede' ? 'FAC' : int(0, 2) === 0 ? 'H' : 'V',
      albara: `${kind === 'fede' ? 'F' : 'P'}${String(1000 + i)}`,
      data_albara: `2026-0${int(1, 9)}-1${int(0, 9)}`,
      codi_client: pharmacy.codesFede[0]!,
      codi_producte: `P${int(100, 999)}`,
      codi_nacional: String(700_000 + int(0, 9_999)),
      descripcio: 'Producte de demostració',
      codi_laboratori: lab.code,
      quantitat: quantity,
      pvl,
      preu: pvl,
      descompte: 0,
      preu_net: pvl,
      import_net: net,
    });
  }
  return rows;
}

export async function seedSellIn(): Promise<void> {
  if ((await batchesOf('sell_in_fede')).length) return;
  for (const [kind, name] of [
    ['sell_in_fede', 'fede'],
    ['sell_in_platform', 'platform'],
  ] as const) {
    const rows = demoSellInRows(name);
    await storeBatch({ kind, caller, files: [`demo-${name}.xlsx`], rows, sellInTotals: batchTotals(kind, rows) });
  }
}
