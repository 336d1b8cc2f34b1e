/**
 * The signed-in header (spec §2 "Shared frame"): role-filtered links, the language switch, the party name,
 * the user name, the "Advance" label for role 69 and a warning while an impersonation is active.
 * The profile menu lists the registry's profile entries (none built yet) and logout.
 */
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOCALES, type Locale } from '../../../../shared/i18n/locale';
import { portalTiles } from '../../../../shared/areas/portal';
import { AREAS, visibleAreas } from '../../config/areas';
import { paths } from '../../config/paths';
import { may } from '../../lib/auth/roles';
import { useSession } from '../../lib/auth/use-session';
import { currentLocale } from '../../lib/i18n';
import { LOGO_SRC } from './logo';
import { useChangeLocale } from './use-change-locale';

/** The Advance label opens the first of its features, the club. */
const ADVANCE_PATH = AREAS.find((a) => a.id === 'pharmacy_club')?.path;

/** Only plain left clicks are taken over by the router; others keep the browser's behaviour. */
type FollowEvent = CustomEvent<{ href?: string; external?: boolean }> | MouseEvent;

export default function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changeLocale = useChangeLocale();
  const { user, impersonation } = useSession();
  const locale = currentLocale();

  const follow = (href: string | undefined) => (event: FollowEvent) => {
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };

  const utilities: TopNavigationProps.Utility[] = [];

  if (user) {
    for (const area of visibleAreas(user, { header: true })) {
      utilities.push({ type: 'button', text: t(area.titleKey), href: area.path, onFollow: follow(area.path) });
    }
    if (impersonation) {
      utilities.push({
        type: 'button',
        iconName: 'status-warning',
        text: t('nav.impersonating'),
        title: t('nav.impersonating_detail', { name: user.name }),
        ariaLabel: t('nav.impersonating_detail', { name: user.name }),
        disableUtilityCollapse: true,
        href: paths.logout,
        onFollow: follow(paths.logout),
      });
    }
    if (may(user, portalTiles.advance)) {
      // The label leads to the Advance features (club, networking, webinars) rather than doing nothing.
      utilities.push({
        type: 'button',
        iconName: 'star-filled',
        text: t('nav.advance'),
        title: t('nav.advance_detail'),
        href: ADVANCE_PATH,
        onFollow: follow(ADVANCE_PATH),
      });
    }
    if (user.party) {
      utilities.push({
        type: 'button',
        text: user.party.name,
        ariaLabel: t('nav.party_home', { party: user.party.name }),
        href: paths.home,
        onFollow: follow(paths.home),
      });
    }
  }

  utilities.push({
    type: 'menu-dropdown',
    iconName: 'globe',
    text: locale.toUpperCase(),
    title: t('nav.language'),
    ariaLabel: t('nav.language_current', { language: t(`nav.languages.${locale}`) }),
    items: LOCALES.map((l) => ({
      id: l,
      text: t(`nav.languages.${l}`),
      lang: l,
      itemType: 'checkbox' as const,
      checked: l === locale,
    })),
    onItemClick: ({ detail }) => void changeLocale(detail.id as Locale),
  });

  if (user) {
    const profileItems = visibleAreas(user, { placement: 'profile' }).map((a) => ({
      id: a.id,
      text: t(a.titleKey),
      href: a.path,
    }));
    utilities.push({
      type: 'menu-dropdown',
      iconName: 'user-profile',
      text: user.name,
      description: user.party?.name ?? user.email ?? undefined,
      ariaLabel: t('nav.profile_menu', { name: user.name }),
      // Other utilities fold to icons first: the user's own name stays readable at laptop widths.
      disableTextCollapse: true,
      items: [...profileItems, { id: 'logout', text: t('nav.logout'), href: paths.logout }],
      onItemFollow: (event) => follow(event.detail.href)(event),
    });
  }

  return (
    <TopNavigation
      identity={{ title: t('app.name'), href: paths.home, logo: { src: LOGO_SRC, alt: '' }, onFollow: follow(paths.home) }}
      utilities={utilities}
    />
  );
}
