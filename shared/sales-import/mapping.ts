/**
 * Mapping a distributor's columns from a sample file: which column each field most
 * likely is, from the header names (Catalan, Spanish, English) or from the header the distributor's
 * profile remembers, and how the sample's text dates are written. Suggestions only: the user
 * confirms each by clicking its column. Zod-free, shared by the API's tests and the screen.
 */
import { columnIndex, columnLetters } from './rules';
import type { PreviewCell, SaleField } from './views';

export const SALE_FIELDS: readonly SaleField[] = [
  'date',
  'customer',
  'delivery_note',
  'product_code',
  'description',
  'price',
  'quantity',
];

/** Header names of each field as distributors write them (normalised: lower case, no accents). */
const NAMES: Record<SaleField, readonly string[]> = {
  date: ['fecha', 'data', 'date', 'fecha albaran', 'fecha factura', 'fecha venta', 'data albara', 'dia'],
  customer: ['cliente', 'client', 'customer', 'codigo cliente', 'cod cliente', 'codi client', 'n cliente', 'num cliente'],
  delivery_note: ['albaran', 'albara', 'n albaran', 'num albaran', 'numero albaran', 'delivery note', 'documento', 'factura'],
  product_code: [
    'codigo',
    'codi',
    'cn',
    'codigo nacional',
    'codi nacional',
    'cod articulo',
    'codigo articulo',
    'codi producte',
    'codigo producto',
    'product code',
    'ean',
  ],
  description: ['descripcion', 'descripcio', 'description', 'denominacion', 'nombre', 'articulo', 'producto', 'producte'],
  price: ['precio', 'preu', 'price', 'pvf', 'pvl', 'precio unitario', 'preu unitari', 'importe unitario'],
  quantity: ['cantidad', 'quantitat', 'quantity', 'unidades', 'unitats', 'uds', 'unid', 'qty'],
};

export const normalizeName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export type Mapping = Record<SaleField, string | null>;

/**
 * The column (letter) each field most likely is in a header row. What the distributor's profile
 * remembers comes first (the header name its letter had, found again, even at another letter);
 * then exact names, then a name the header starts or ends with. A column goes to one field at most.
 */
export function suggestMapping(
  header: readonly string[],
  remembered?: { header: readonly string[] | null; letters: Partial<Record<SaleField, string>> } | null,
): Mapping {
  const names = header.map(normalizeName);
  const taken = new Set<number>();
  const out = Object.fromEntries(SALE_FIELDS.map((f) => [f, null])) as Mapping;
  const give = (field: SaleField, index: number) => {
    if (index < 0 || taken.has(index) || out[field] !== null) return;
    out[field] = columnLetters(index);
    taken.add(index);
  };
  if (remembered?.header)
    for (const field of SALE_FIELDS) {
      const letter = remembered.letters[field];
      const name = letter ? normalizeName(remembered.header[columnIndex(letter)] ?? '') : '';
      if (name) give(field, names.indexOf(name));
    }
  for (const field of SALE_FIELDS) for (const n of NAMES[field]) give(field, names.indexOf(n));
  // "Fecha albarán", "Nº albarán": a name the header starts or ends with.
  const within = (h: string, n: string) => h.startsWith(`${n} `) || h.endsWith(` ${n}`);
  for (const field of SALE_FIELDS)
    for (const n of NAMES[field])
      give(
        field,
        names.findIndex((h, i) => !taken.has(i) && within(h, n)),
      );
  return out;
}

/**
 * How the sample's text dates are written (d/m/Y unless they say otherwise): Ymd, Y-m-d, or a day
 * and month order proven by a value over 12. Date and number cells say nothing.
 */
export function guessDateFormat(cells: readonly PreviewCell[], fallback = 'd/m/Y'): string {
  const texts = cells.filter((c) => c.type === 'text').map((c) => c.text.trim());
  if (texts.length === 0) return fallback;
  if (texts.every((t) => /^(19|20)\d{2}[01]\d[0-3]\d$/.test(t))) return 'Ymd';
  const iso = texts.map((t) => /^(\d{4})([-/.])\d{1,2}\2\d{1,2}/.exec(t));
  if (iso.every(Boolean)) return `Y${iso[0]![2]}m${iso[0]![2]}d`;
  const parts = texts.map((t) => /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})\b/.exec(t));
  if (!parts.every(Boolean)) return fallback;
  const sep = parts[0]![2]!;
  const year = parts[0]![4]!.length === 2 ? 'y' : 'Y';
  const monthFirst = parts.some((p) => Number(p![3]) > 12) && !parts.some((p) => Number(p![1]) > 12);
  return monthFirst ? `m${sep}d${sep}${year}` : `d${sep}m${sep}${year}`;
}
