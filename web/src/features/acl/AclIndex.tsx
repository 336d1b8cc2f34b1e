/** /acl redirects to /acl/home (spec §2). */
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';

export default function AclIndex() {
  return <Navigate to={paths.aclHome} replace />;
}
