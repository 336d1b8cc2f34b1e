/** The ticketing area's link bar, breadcrumbs and the addresses its screens link to. */
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar, type AreaLink } from '../../components/AreaLinkBar';
import { useBreadcrumbs, type Crumb } from '../../components/frame-slots';
import { paths, withParam } from '../../config/paths';
import type { Access } from '../../../../shared/access';
import { ticketingArea } from '../../../../shared/areas/ticketing';
import { may } from '../../lib/auth/roles';
import type { User } from '../../lib/auth/types';
import { useSession } from '../../lib/auth/use-session';

export const ticketHref = (id: number): string => withParam(paths.ticketingShow, id);
export const callHref = (id: number): string => withParam(paths.ticketingCallShow, id);
/** The list with the new-ticket dialog open, its party prefilled when given. */
export const newTicketHref = (party?: number | null): string =>
  party ? withParam(paths.ticketingNew, party) : paths.ticketingNew.replace('/:party?', '');

/** The label of a call's language (spec §3: ca or es). */
export const LANG_KEY = { ca: 'ticketing.calls.lang_ca', es: 'ticketing.calls.lang_es' } as const;

/** What the new-ticket address may carry in the history state. */
export interface NewTicketState {
  /** The party's label, so the dialog need not look the party up. */
  partyLabel?: string;
}

/** The area's screens this user may open, in link-bar order. */
export function ticketingLinks(user: Pick<User, 'roles'> | null | undefined, t: (key: string) => string): AreaLink[] {
  const a = ticketingArea.access;
  const all: (AreaLink & { access: Access })[] = [
    { href: paths.ticketingHome, text: t('ticketing.list.title'), access: a.tickets },
    { href: paths.ticketingCalls, text: t('ticketing.calls.title'), access: a.calls, prefix: true },
    { href: paths.ticketingChannels, text: t('ticketing.lookups.channels'), access: a.channels },
    { href: paths.ticketingTypes, text: t('ticketing.lookups.types'), access: a.types },
    { href: paths.ticketingStatus, text: t('ticketing.lookups.status'), access: a.status },
  ];
  return all.filter((l) => may(user, l.access)).map(({ access: _access, ...link }) => link);
}

/**
 * Home, ticketing, then the page's own trail. The ticket list is the area's home (/ticketing leads
 * there), so a trail starting at the list continues from the area's crumb instead of repeating it
 * ("Inici › Tiquets › 12", not "Inici › Tiquets › Tiquets › 12").
 */
export function ticketingCrumbs(home: string, area: string, trail: readonly Crumb[]): Crumb[] {
  const [first, ...rest] = trail;
  const fromList = first?.href === paths.ticketingHome;
  return [
    { text: home, href: paths.home },
    { text: area, href: fromList ? paths.ticketingHome : paths.ticketing },
    ...(fromList ? rest : trail),
  ];
}

/** The link bar and the breadcrumbs. */
export function useTicketingFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const { user } = useSession();
  useAreaLinkBar(t('ticketing.nav'), ticketingLinks(user, t));
  useBreadcrumbs(ticketingCrumbs(t('nav.home'), t('ticketing.title'), trail));
}
