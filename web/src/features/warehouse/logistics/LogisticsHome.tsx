/** /warehouse/logistics/home (spec §2): links to mids, outs, consignments, shipments and priorities (the ones held). */
import { useTranslation } from 'react-i18next';
import { LinkTiles, type LinkTile } from '../../../components/LinkTiles';
import { useHeldScreens, LOGISTICS_SCREENS } from '../components/nav';
import { LogisticsPage } from './LogisticsPage';

const ICONS = {
  mids: 'download',
  outs: 'upload',
  consignments: 'folder',
  shipments: 'upload-download',
  priorities: 'list-view',
} as const;

export default function LogisticsHome() {
  const { t } = useTranslation();
  const descriptions: Record<string, string> = {
    mids: t('warehouse.screens.mids_description'),
    outs: t('warehouse.screens.outs_description'),
    consignments: t('warehouse.screens.consignments_description'),
    shipments: t('warehouse.screens.shipments_description'),
    priorities: t('warehouse.screens.priorities_description'),
  };
  const tiles: LinkTile[] = useHeldScreens(LOGISTICS_SCREENS).map((s) => ({
    id: `logistics-${s.id}`,
    path: s.path,
    title: t(s.titleKey),
    description: descriptions[s.id],
    icon: ICONS[s.id as keyof typeof ICONS],
  }));
  return (
    <LogisticsPage title={t('warehouse.screens.logistics')} description={t('warehouse.logistics.description')}>
      <LinkTiles items={tiles} label={t('warehouse.screens.logistics')} />
    </LogisticsPage>
  );
}
