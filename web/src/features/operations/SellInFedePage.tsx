/** /opc/import/sell-in-fede: the sell-in wizard with the fede checks (known pharmacy and laboratory codes). */
import { SellInImportPage } from './sell-in/SellInImportPage';

export default function SellInFedePage() {
  return <SellInImportPage kind="fede" />;
}
