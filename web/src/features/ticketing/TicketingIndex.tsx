/**
 * /ticketing redirects to the ticket list (spec §2); a user who may not see tickets (only the call
 * log or a lookup list, roles 15-18) lands on the first ticketing screen they may open instead.
 */
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { ticketingLinks } from './nav';

export default function TicketingIndex() {
  const { user } = useSession();
  const first = ticketingLinks(user, (k) => k)[0];
  return <Navigate to={first?.href ?? paths.forbidden} replace />;
}
