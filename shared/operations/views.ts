/**
 * Answer shapes of the operations area (administration-operations §3, §7 "Operations"), shared by
 * the `operations` routes and the web. Zod-free.
 */

/** The party a pharmacy or laboratory record belongs to (null when the ERP no longer has it). */
export interface OpcParty {
  code: string;
  name: string;
}

export interface PharmacyRow {
  id: number;
  id_store: number;
  party_id: number;
  codes_fede: string[];
  /** The record's date, YYYY-MM-DD (shown DD/MM/YYYY). */
  created_at: string;
  selected_categories: number[];
  party: OpcParty | null;
}

export interface LaboratoryRow {
  id: number;
  code: string;
  party_id: number;
  /** YYYY-MM-DD. */
  created_at: string;
  party: OpcParty | null;
}

/** A soft-deleted record as its screen's deleted view lists it: when it was deleted (ISO timestamp). */
export type DeletedRecord<T> = T & { deleted_at: string };

/** A pharmacy category, named in the caller's language. */
export interface Category {
  id: number;
  name: string;
}

export interface OpcWebinar {
  id: number;
  title_ca: string;
  title_es: string;
  /** The address as typed (null for webinars seeded before the operations area). */
  youtube_url: string | null;
  /** Derived by the server from youtube_url. */
  embed_url: string;
  created_at: string;
}

/** GET /api/opc/import/sell-in-fede: the codes the fede wizard's grid checks cells against. */
export interface SellInLookups {
  /** Known pharmacy codes: every active pharmacy's codes_fede. */
  pharmacies: string[];
  /** Known laboratory codes. */
  laboratories: string[];
}

/** One refused row of a file import: its file, its row number in that file, what is wrong. */
export interface ImportRowError {
  file: string;
  /** 1-based row number as the spreadsheet shows it (the header row counts). */
  row: number;
  errorInfo: string[];
}

/**
 * An import's answer. Imports are all or nothing: with any error nothing is stored, `rows` is 0 and
 * `errors` lists every refused row; otherwise `rows` counts the rows stored and `batch` names them.
 */
export interface FileImportAnswer {
  rows: number;
  errors: ImportRowError[];
  batch: number | null;
  /** With row errors: a short-lived link to an xlsx of the refused rows plus file, row and error columns. */
  rejected_url: string | null;
}

export interface SellInImportAnswer {
  rows: number;
  errors: string[];
  batch: number | null;
}

/** Sell-in summary row (§3), one per laboratory; definitions in docs/api/operations.md. */
export interface SellInSummaryRow {
  name: string;
  import_pvl: number;
  plat_v: number;
  plat_v_only: number;
  plat_h: number;
  plat_h_only: number;
  plat_ff: number;
  plat_ff_v_only: number;
  plat_ff_h_only: number;
  diff_ff_h: number;
  diff_ff_h_only: number;
  diff_ff_v_only: number;
  diff_ff_total: number;
  diff_h_v: number;
  pvl_h_per: number;
  pvl_v_per: number;
}

/** The summary's amount columns (euros) in the screen's and the export's order, after the name. */
export const SELL_IN_SUMMARY_AMOUNTS = [
  'import_pvl',
  'plat_v',
  'plat_v_only',
  'plat_h',
  'plat_h_only',
  'plat_ff',
  'plat_ff_v_only',
  'plat_ff_h_only',
  'diff_ff_h',
  'diff_ff_h_only',
  'diff_ff_v_only',
  'diff_ff_total',
  'diff_h_v',
] as const satisfies readonly (keyof SellInSummaryRow)[];
/** Its percentage columns, after the amounts. */
export const SELL_IN_SUMMARY_PERCENTS = ['pvl_h_per', 'pvl_v_per'] as const satisfies readonly (keyof SellInSummaryRow)[];

export const IMPORT_KINDS = ['stock', 'target', 'sell_in_fede', 'sell_in_platform'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One stored import (the import history list). */
export interface ImportBatchRow {
  id: number;
  kind: ImportKind;
  /** Who imported it (null when the account is gone). */
  user: { id: number; name: string } | null;
  created_at: string;
  files: string[];
  rows: number;
  /** Target imports: the laboratory record's id. */
  laboratory_id: number | null;
  /** Only the last batch of its kind can be removed. */
  removable: boolean;
}

export const PHARMACY_SORTS = ['id', 'id_store', 'code', 'party', 'created_at'] as const;
export const LABORATORY_SORTS = ['id', 'code', 'party', 'created_at'] as const;
