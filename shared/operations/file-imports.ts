/**
 * The stock and target spreadsheets (§3 "Stock import columns", "Target import"): the header names
 * each column is found by (first sheet, any of the names, case and accents forgiven). Shared so the
 * screens can show the expected columns.
 */
export const STOCK_COLUMNS = {
  id_anomes: ['id_anomes', 'anomes', 'any_mes'],
  id_product: ['id_product', 'id_producto', 'producte', 'producto'],
  id_store: ['id_store', 'store', 'botiga', 'tienda'],
  stock_mes: ['stock_mes'],
  dstcount_fecha: ['dstcount_fecha'],
  max_fecha_mes: ['max_fecha_mes'],
  valor_coste_unitario: ['valor_coste_unitario', 'coste_unitario'],
  stock_final_mes: ['stock_final_mes'],
} as const;
export type StockColumn = keyof typeof STOCK_COLUMNS;

export const TARGET_COLUMNS = {
  pharmacy_code: ['codi_farmacia', 'codigo_farmacia', 'farmacia', 'farmàcia', 'pharmacy_code', 'codi_client', 'codigo_cliente'],
  national_code: ['codi_nacional', 'codigo_nacional', 'cn', 'national_code'],
  target: ['objectiu', 'objetivo', 'target', 'valor_objectiu', 'valor_objetivo'],
} as const;
export type TargetColumn = keyof typeof TARGET_COLUMNS;

/** Files one import takes at once. */
export const IMPORT_FILES_MAX = 20;
/** Largest import file (xlsx of ~100,000 rows are a few MB; csv more). */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Rows one import takes over all its files (kept in one Lambda's memory while checked). */
export const FILE_IMPORT_MAX_ROWS = 200_000;
