/** /intranet redirects to the tree's root (spec §2). */
import { Navigate } from 'react-router';
import { INTRANET_BASE } from './nav';

export default function IntranetIndex() {
  return <Navigate to={INTRANET_BASE} replace />;
}
