/** /administration redirects to the administration home (spec §2). */
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';

export default function AdministrationIndex() {
  return <Navigate to={paths.administrationHome} replace />;
}
