/**
 * The returns products list's export (spec §2: a spreadsheet of CN and quantity), written in the
 * browser since the list never reaches the server. The xlsx library is loaded only when asked.
 */
export interface ProductEntry {
  key: string;
  cn: string;
  barcode: string;
  description: string;
  quantity: number;
}

/** The rows written: the header, then CN (as text: leading zeroes kept) and quantity. */
export function productRows(entries: readonly ProductEntry[], header: [string, string]): (string | number)[][] {
  return [header, ...entries.map((e) => [e.cn, e.quantity])];
}

/** `sheet`: the sheet's name in the page's language (the Spanish file said "Productes"). */
export async function productsWorkbook(entries: readonly ProductEntry[], header: [string, string], sheet: string): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(productRows(entries, header)), sheet);
  XLSX.writeFile(book, 'returns_products.xlsx');
}
