/**
 * The sell-in imports (§4 wizard, §5 sell-in grid, §7, §8): the grid's rows come as JSON and are
 * checked again here with the grid's own rules (shared/operations/sell-in.ts); one bad cell refuses
 * the whole import with a 422 naming every bad cell as rows.N.column (N counts from 0).
 */
import {
  cellText,
  parseAmount,
  parseDmy,
  SELL_IN_COLUMNS,
  sellInRowErrors,
  type SellInCodeSets,
  type SellInInputRow,
} from '../../../shared/operations/sell-in';
import type { operationsRoutes } from '../../../shared/api/routes/operations';
import { HttpError, type FieldErrors } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { storeBatch } from '../../lib/operations/import-batches';
import { contentHash } from '../../lib/operations/import-claims';
import { knownCodes } from '../../lib/operations/records';
import { batchTotals } from '../../lib/operations/sell-in-summary';

type R = typeof operationsRoutes;

/** Cell errors listed in one 422 at most; the message still counts every bad row. */
const MAX_FIELD_ERRORS = 1_000;

export const lookups = () => knownCodes();

/** A stored row: text trimmed, dates YYYY-MM-DD, amounts as numbers. */
export type SellInStoredRow = Record<(typeof SELL_IN_COLUMNS)[number], string | number | null>;

function typed(row: SellInInputRow): SellInStoredRow {
  const out = {} as SellInStoredRow;
  for (const col of SELL_IN_COLUMNS) {
    const text = cellText(row[col]);
    if (!text) out[col] = null;
    else if (['data_acord', 'inici_vigencia', 'fi_vigencia', 'data_albara'].includes(col)) out[col] = parseDmy(text);
    else if (['quantitat', 'pvl', 'preu', 'descompte', 'preu_net', 'import_net'].includes(col)) out[col] = parseAmount(row[col]);
    else out[col] = text;
  }
  return out;
}

async function importRows(kind: 'sell_in_fede' | 'sell_in_platform', req: Request<R['operations.import.sell_in_fede']>) {
  const { body, caller } = req;
  let codes: SellInCodeSets | undefined;
  if (kind === 'sell_in_fede') {
    const known = await knownCodes();
    codes = { pharmacies: new Set(known.pharmacies), laboratories: new Set(known.laboratories) };
  }
  const fields: FieldErrors = {};
  let badRows = 0;
  let listed = 0;
  body.rows.forEach((row, i) => {
    const errors = Object.entries(sellInRowErrors(row, codes));
    if (!errors.length) return;
    badRows++;
    for (const [col, key] of errors)
      // The grid's validation.date names its format in the web's words; the API says D-M-YYYY itself.
      if (listed++ < MAX_FIELD_ERRORS)
        fields[`rows.${i}.${col}`] = [{ key: key === 'validation.date' ? 'validation.date_dmy' : key }];
  });
  // The count first: a 422's message is its first field's, so the answer opens with it.
  if (badRows)
    throw new HttpError(
      422,
      'errors.invalid',
      {},
      { rows: [{ key: 'errors.opc_row_errors', vars: { count: badRows } }], ...fields },
    );
  // §4: zero rows is not an error; the wizard shows it as a warning.
  if (!body.rows.length) return { rows: 0, errors: [], batch: null };
  const rows = body.rows.map(typed);
  // The same rows imported before for this kind are refused with the earlier import's date and
  // number (as stock and target files are): the rows as stored stand for the file's
  // content, since the grid sends rows, not bytes. An edited grid is different content.
  const content = { field: 'rows', file: body.files.join(', '), hash: contentHash(JSON.stringify(rows)) };
  const batch = await storeBatch({
    kind,
    caller,
    files: body.files,
    rows,
    sellInTotals: batchTotals(kind, rows),
    contents: [content],
  });
  return { rows: rows.length, errors: [], batch };
}

export const importFede = (req: Request<R['operations.import.sell_in_fede']>) => importRows('sell_in_fede', req);
export const importPlatform = (req: Request<R['operations.import.sell_in_platform']>) => importRows('sell_in_platform', req);

/** GET /api/opc/sell-in/summary: one row per laboratory code, named by its laboratory's party. */
/** The report's summary (one module: the imports group's export reads it too). */
export { sellInSummary as summary } from '../../lib/operations/sell-in-report';
