/**
 * The sales import's answer shapes (administration-operations §3 "imported sale row, summary,
 * conversions, catalog entry, distributor, brand"), shared by the API and the screens. Zod-free.
 */

/**
 * A distributor and the reading profile of its files (§3: every field required). Each sale field
 * holds its column designator: letters as the office suite shows them (A, B, …, AA).
 */
export interface Distributor extends Record<SaleField, string> {
  /** Chosen by the user; may be changed on edit. */
  id: number;
  name: string;
  party_id: number;
  party: { id: number; code: string; name: string } | null;
  /** The sheet's name, or its 1-based position written as digits ("1"). */
  sheet: string;
  /** 1-based row of the first data row; the row above it (when there is one) is the header. */
  first_row: number;
  /** How text dates are written: d, m, Y (4 digits) or y (2 digits) and separators, e.g. d/m/Y, Ymd. */
  date_format: string;
  /** The header cells seen in the last file read (layout change detection); null before the first. */
  header: string[] | null;
}

export interface Brand {
  id: number;
  name: string;
}

/** The fields a distributor's profile maps to columns, in the order of §3. */
export type SaleField = 'date' | 'customer' | 'delivery_note' | 'product_code' | 'description' | 'price' | 'quantity';

/** A cell of a previewed file as the sheet has it (a date cell: YYYY-MM-DD). */
/** A sale as read from a row of a distributor's file, one value per field. */
export interface ReadSaleValues {
  date: string;
  customer: string;
  delivery_note: string;
  product_code: string;
  description: string;
  price: number;
  quantity: number;
}

export interface PreviewCell {
  type: 'empty' | 'text' | 'number' | 'date';
  text: string;
}

/** The first rows of a sheet as it has them (a new distributor's profile from a sample). */
export interface SheetPreview {
  /** The sheet read (null for CSV/TSV). */
  sheet: string | null;
  /** The letters of the columns shown. */
  columns: string[];
  /** Non-blank rows from the top, with their 1-based numbers. */
  rows: { row: number; cells: PreviewCell[] }[];
  /** A CSV's decimal comma (null: a sheet, read per cell). */
  decimal_comma: boolean | null;
}

/** A column that moved, appeared or went missing since the layout the distributor remembers. */
export interface LayoutChange {
  kind: 'moved' | 'added' | 'missing';
  /** The header as read (normalised: lower case, no accents). */
  name: string;
  /** Its letter in the remembered layout (null: new). */
  from: string | null;
  /** Its letter in this file (null: missing). */
  to: string | null;
}

/** The first rows of an upload as the distributor's profile will read them, before staging. */
export interface ProfilePreview {
  /** This file's header row (normalised), null when the data starts on row 1. */
  header: string[] | null;
  /** The header cell each field reads in this file. */
  fields: Record<SaleField, string>;
  /** The first data rows: read (sale), or rejected with the cells as text and why. */
  rows: {
    row: number;
    sale: ReadSaleValues | null;
    values: Record<SaleField, string> | null;
    errors: string[];
  }[];
  /** Differences from the remembered layout (empty: the same, or nothing remembered yet). */
  changes: LayoutChange[];
}

export type ImportFileStatus = 'queued' | 'reading' | 'staged' | 'duplicate' | 'failed';

/** One uploaded file's progress and result, as the upload step shows it. */
export interface ImportFileView {
  upload_id: string;
  file_name: string;
  status: ImportFileStatus;
  /** Rows read so far (data rows, blank ones skipped). */
  rows_read: number;
  /** Rows staged from this file (when staged). */
  rows: number;
  /** Rows that could not be read (bad date, number or empty code): counted, downloadable. */
  rejected: number;
  /** In the caller's language: why the file failed, or when it was already loaded. */
  message: string | null;
  /** A duplicate: when the same content was loaded for this distributor and month. */
  loaded_at: string | null;
  /** The month of the file's rows, YYYY-MM. */
  month: string | null;
}

export type ImportJobStatus = 'running' | 'ready' | 'failed';

export interface ImportJobView {
  id: string;
  /** upload: files read; refresh: staged rows reconciled again and the step lists rebuilt; export: a workbook written. */
  kind: 'upload' | 'refresh' | 'export';
  status: ImportJobStatus;
  /** A failed job: why, in the caller's language (a file's own cause is on the file). */
  message: string | null;
  /** A refresh: staged rows it changed. */
  updated: number | null;
  /** A finished export: the workbook's download address (a few minutes). */
  url: string | null;
  distributor_id: number;
  brand_id: number | null;
  created_at: string;
  files: ImportFileView[];
  /** Rows staged by this job over all its files. */
  rows: number;
  /** Rows rejected by this job over all its files. */
  rejected: number;
  /** Interrupted (failed by the server, or running with no progress for too long): it can be run again on its unfinished files. */
  resumable: boolean;
}

export interface ImportState {
  has_rows: boolean;
  /** Rows waiting in the staging area. */
  rows: number;
}

/** §3 "Import summary", plus the rejected rows count. */
export interface ImportSummary {
  customers: number;
  totalPrice: number;
  totalQuantity: number;
  rejected: number;
}

/**
 * What is still unfixed in the staging (every step says how many are left, and finish
 * names them before it commits): the staging's counters and the step lists' sizes, one read.
 */
export interface LeftToFix {
  /** Product codes without an xf conversion (step 3). */
  new_products: number;
  /** Customer codes without a deposit (step 5). */
  no_deposit: number;
  /** Rows whose price differs from the catalog's pvf, or whose month has no entry (step 6). */
  wrong_prices: number;
  /** Rows of the staged files that could not be read (they can be fixed in place). */
  rejected: number;
  /** A job is changing the staging: the counts are being recalculated. */
  building: boolean;
}

/** A row of a staged file that could not be read: its cells as text and why (fixed in place). */
export interface RejectedRow {
  /** `<job>.<NN>.<row>`: the job, the file and the row. */
  id: string;
  file_name: string;
  row: number;
  values: Record<SaleField, string>;
  /** Why, in the caller's language. */
  errors: string[];
  /** The distributor's date format, to write the date as its files do. */
  date_format: string;
}

export interface RejectedRowsPage {
  rows: RejectedRow[];
  /** The next page's cursor; null: the last page. */
  next: string | null;
  /** Rejected rows of the staging (a counter). */
  total: number;
}

/** A staged sale row (§3 "Imported sale row"). */
export interface StagedSale {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  customer: string;
  delivery_note: string;
  product_code: string;
  description: string;
  quantity: number;
  price: number;
  distributor_id: number;
  brand_id: number | null;
}

/** Step 3: a row whose product code has no conversion. */
export interface NewProductRow extends StagedSale {
  /** The product code is a national code whose check digit is wrong (6- or 7-digit codes). */
  cn_check_failed: boolean;
  /** The product code is 13 digits and its EAN-13 check digit is wrong. */
  ean_check_failed: boolean;
}

/** Step 4: rows of speciality products (medicines) sold to pharmacies. */
export interface SpecialityRow {
  id: string;
  product: string;
  description: string;
  tax_id: string;
  name: string;
}

/** Step 5: what "remove leading zeroes" would change, before it does, and what it changed (the undo). */
export interface ZeroesPreview {
  /** Customer codes without a deposit that would lose leading zeroes, and their rows. */
  customers: number;
  rows: number;
  /** Some of them: the code, what it would become, its rows. */
  examples: { from: string; to: string; rows: number }[];
  /** Rows already stripped (they can be put back until finish). */
  stripped_rows: number;
}

/** Step 5: a customer code with no deposit (no customer conversion). */
export interface NoDepositCustomer {
  customer: string;
  rows: number;
}

/** Step 6: a row whose price differs from the catalog's pvf for its month, or that has no entry. */
export interface WrongPriceRow {
  id: string;
  date: string;
  customer_code: string;
  customer_name: string | null;
  delivery_note: string;
  product: string;
  description: string;
  quantity: number;
  price: number;
  /** The catalog's pvf; null: no catalog entry (highlighted, not selectable). */
  pvf_xf: number | null;
  difference: number | null;
  distributor_id: number;
}

/** Step 6: what a filter matches, counted up to a bound. */
export interface WrongPricesMatching {
  /** Rows matching the filter. */
  rows: number;
  /** Of them, rows with a catalog entry: what "update all matching" sets to their pvf. */
  fixable: number;
  /** False: more rows than one call walks; narrow the filter. */
  complete: boolean;
}

export interface ProductConversion {
  id: number;
  cn: string;
  xf: string;
  description: string | null;
}

export interface CustomerConversion {
  id: number;
  customer_code: string;
  sl_code: string;
  sl: string;
  pf_code: string;
}

export interface CatalogEntry {
  id: string;
  cn: string;
  description: string;
  pvf: number;
  /** YYYY-MM. */
  date: string;
}

/** A conversions or catalog import's result. */
export interface ConversionImportResult {
  rows: number;
  created: number;
  updated: number;
  /** Rows refused, with their 1-based row number and reason in the caller's language. */
  errors: { row: number; message: string }[];
}

export const CONVERT_CN_SORTS = ['cn'] as const;
export const CONVERT_PF_SORTS = ['customer_code'] as const;
export const CATALOG_SORTS = ['cn'] as const;
