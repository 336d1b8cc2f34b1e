/** /warehouse/returns/home (role 27; spec §2): tiles to pending returns, tracking and products (the ones held). */
import { useTranslation } from 'react-i18next';
import { LinkTiles, type LinkTile } from '../../../components/LinkTiles';
import { Page } from '../../../components/Page';
import { RETURNS_SCREENS, useHeldScreens, useReturnsFrame } from '../components/nav';

const ICONS = { returnsPending: 'file', returnsTracking: 'status-in-progress', returnsProducts: 'list-view' } as const;

export default function ReturnsHome() {
  const { t } = useTranslation();
  useReturnsFrame();
  const descriptions: Record<string, string> = {
    returnsPending: t('warehouse.screens.returns_pending_description'),
    returnsTracking: t('warehouse.screens.returns_tracking_description'),
    returnsProducts: t('warehouse.screens.returns_products_description'),
  };
  const tiles: LinkTile[] = useHeldScreens(RETURNS_SCREENS).map((s) => ({
    id: `returns-${s.id}`,
    path: s.path,
    title: t(s.titleKey),
    description: descriptions[s.id],
    icon: ICONS[s.id as keyof typeof ICONS],
  }));
  return (
    <Page title={t('warehouse.screens.returns')} description={t('warehouse.returns.home_description')}>
      <LinkTiles items={tiles} label={t('warehouse.screens.returns')} />
    </Page>
  );
}
