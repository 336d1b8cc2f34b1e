/**
 * /warehouse/home (spec §2): a grid of links to the warehouse screens, each shown only to users
 * holding its role (§6): delivery notes, distribution, logistics, order delivery time (part 1),
 * pending sales, pending purchases and statistics, prenotices, the relations, returns and
 * temperatures (part 2).
 */
import { useTranslation } from 'react-i18next';
import { LinkTiles, type LinkTile } from '../../components/LinkTiles';
import { EmptyState } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { useHeldScreens, useWarehouseFrame, WAREHOUSE_SCREENS } from './components/nav';

const ICONS = {
  deliveryNotes: 'file',
  distribution: 'share',
  logistics: 'upload-download',
  orderDeliveryTime: 'status-pending',
  temperatures: 'status-warning',
  returns: 'undo',
  pendingSales: 'download',
  pendingPurchases: 'list-view',
  pendingPurchasesStatistics: 'calendar',
  prenotices: 'send',
  relationMidsOuts: 'insert-row',
  relationInsOuts: 'view-vertical',
} as const;

export default function WarehouseHome() {
  const { t } = useTranslation();
  useWarehouseFrame();
  const descriptions: Record<string, string> = {
    deliveryNotes: t('warehouse.screens.delivery_notes_description'),
    distribution: t('warehouse.screens.distribution_description'),
    logistics: t('warehouse.screens.logistics_description'),
    orderDeliveryTime: t('warehouse.screens.order_delivery_time_description'),
    temperatures: t('warehouse.screens.temperatures_description'),
    returns: t('warehouse.screens.returns_description'),
    pendingSales: t('warehouse.reports.screens.pending_sales_description'),
    pendingPurchases: t('warehouse.reports.screens.pending_purchases_description'),
    pendingPurchasesStatistics: t('warehouse.reports.screens.pending_purchases_statistics_description'),
    prenotices: t('warehouse.reports.screens.prenotices_description'),
    relationMidsOuts: t('warehouse.reports.screens.relation_mids_outs_description'),
    relationInsOuts: t('warehouse.reports.screens.relation_ins_outs_description'),
  };
  const tiles: LinkTile[] = useHeldScreens(WAREHOUSE_SCREENS).map((s) => ({
    id: `warehouse-${s.id}`,
    path: s.path,
    title: t(s.titleKey),
    description: descriptions[s.id],
    icon: ICONS[s.id as keyof typeof ICONS],
  }));
  return (
    <Page title={t('areas.warehouse')} description={t('warehouse.home.description')}>
      {tiles.length ? <LinkTiles items={tiles} label={t('areas.warehouse')} /> : <EmptyState text={t('warehouse.home.none')} />}
    </Page>
  );
}
