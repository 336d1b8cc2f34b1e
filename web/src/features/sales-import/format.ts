/** Reading and showing the sales import's amounts and months (Spanish conventions, spec §9). */

/** A typed amount, with a decimal comma or point ("12,5", "12.50"); null when it is not one. */
export function readAmount(text: string): number | null {
  const v = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  return Number(v);
}

/** YYYY-MM as MM/YYYY. */
export const formatMonth = (month: string): string =>
  /^\d{4}-\d{2}$/.test(month) ? `${month.slice(5)}/${month.slice(0, 4)}` : month;

/** A quantity with the locale's digit grouping (Spanish: 1.234). */
export const formatQuantity = (n: number): string => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 }).format(n);
