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

export async function productsWorkbook(entries: readonly ProductEntry[], header: [string, string]): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(productRows(entries, header));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Productes');
  XLSX.writeFile(book, 'returns_products.xlsx');
}
