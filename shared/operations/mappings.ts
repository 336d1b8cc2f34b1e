/**
 * Remembered column mappings of the sell-in wizard: a file's header row is compared as a
 * normalised list (trimmed, lower case, accents dropped, blanks kept in place), so the same source
 * exported again is recognised, and a changed header set can be shown as a difference.
 */
import type { SellInColumn } from './sell-in';

export const normalizeHeader = (h: string) =>
  h
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** Expected column → index of the file's header feeding it (null: left unmapped). */
export type ColumnMapping = Partial<Record<SellInColumn, number | null>>;

export interface RememberedMapping {
  /** The file's headers as they were when mapped (normalised). */
  headers: string[];
  mapping: ColumnMapping;
  updated_at: string;
  /** Who saved it last. */
  user: string | null;
}

/** Headers a remembered set has and a file lacks, and the reverse: the wizard shows both. */
export function headerDifference(remembered: readonly string[], file: readonly string[]) {
  const a = new Set(remembered.map(normalizeHeader));
  const b = new Set(file.map(normalizeHeader));
  return { missing: [...a].filter((h) => h && !b.has(h)), added: [...b].filter((h) => h && !a.has(h)) };
}

/** Remembered mappings kept per import kind (the oldest dropped beyond). */
export const MAPPINGS_PER_KIND = 50;
