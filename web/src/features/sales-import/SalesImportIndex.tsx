/** /administration/import-sales redirects to the wizard's first step (spec §2). */
import { Navigate } from 'react-router';
import { fillPath, paths } from '../../config/paths';

export default function SalesImportIndex() {
  return <Navigate to={fillPath(paths.importSalesHome)} replace />;
}
