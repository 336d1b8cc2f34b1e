/** /opc/import/target: a laboratory's target spreadsheets. */
import { FileImportPage } from './FileImportPage';

export default function TargetImportPage() {
  return <FileImportPage kind="target" />;
}
