/** /opc/import/stock: stock spreadsheets, several at once. */
import { FileImportPage } from './FileImportPage';

export default function StockImportPage() {
  return <FileImportPage kind="stock" />;
}
