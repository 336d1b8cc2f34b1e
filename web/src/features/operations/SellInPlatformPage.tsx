/** /opc/import/sell-in-platform: the sell-in wizard without the code lookups (spec §5). */
import { SellInImportPage } from './sell-in/SellInImportPage';

export default function SellInPlatformPage() {
  return <SellInImportPage kind="platform" />;
}
