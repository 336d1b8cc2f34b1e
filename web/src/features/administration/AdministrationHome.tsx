/**
 * /administration/home (spec §2): the administration's tiles, each shown only to users holding its
 * role (§6): catalog, import sales, insert sales, labs statistics, packaging, platform invoicing,
 * farmapremium, and the warehouse's prenotices (permission 25).
 */
import { useTranslation } from 'react-i18next';
import { LinkTiles, type LinkTile } from '../../components/LinkTiles';
import { EmptyState } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { screenTitleKey, useAdministrationFrame, useHeldAdministrationScreens } from './nav';

export default function AdministrationHome() {
  const { t } = useTranslation();
  useAdministrationFrame();
  const tiles: LinkTile[] = useHeldAdministrationScreens().map((s) => ({
    id: `administration-${s.id}`,
    path: s.path,
    title: t(screenTitleKey(s.id)),
    description: t(`administration.screens.${s.id}_description`),
    icon: s.icon,
  }));
  return (
    <Page title={t('areas.administration')} description={t('administration.home.description')}>
      {tiles.length ? (
        <LinkTiles items={tiles} label={t('areas.administration')} />
      ) : (
        <EmptyState text={t('administration.home.none')} />
      )}
    </Page>
  );
}
