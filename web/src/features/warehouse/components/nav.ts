/** The warehouse's link bars and breadcrumbs: the area's screens, and logistics' own screens. */
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar, type AreaLink } from '../../../components/AreaLinkBar';
import { useBreadcrumbs, type Crumb } from '../../../components/frame-slots';
import { fillPath, paths } from '../../../config/paths';
import { may } from '../../../lib/auth/roles';
import { useSession } from '../../../lib/auth/use-session';
import { warehouseArea } from '../../../../../shared/areas/warehouse';

type WarehouseScreen = keyof typeof warehouseArea.access;

export interface ScreenLink {
  id: WarehouseScreen;
  path: string;
  /** Catalogue key of its name. */
  titleKey: string;
}

/** The area's screens (spec §2: the home's grid of links), in the spec's order. */
export const WAREHOUSE_SCREENS: readonly ScreenLink[] = [
  { id: 'deliveryNotes', path: fillPath(paths.warehouseDeliveryNotes), titleKey: 'warehouse.screens.delivery_notes' },
  { id: 'distribution', path: paths.warehouseDistribution, titleKey: 'warehouse.screens.distribution' },
  { id: 'logistics', path: paths.warehouseLogisticsHome, titleKey: 'warehouse.screens.logistics' },
  { id: 'orderDeliveryTime', path: paths.warehouseOrderDeliveryTime, titleKey: 'warehouse.screens.order_delivery_time' },
  // Part 2: each added once it works end to end.
  { id: 'pendingSales', path: paths.warehousePendingSales, titleKey: 'warehouse.reports.screens.pending_sales' },
  { id: 'pendingPurchases', path: paths.warehousePendingPurchases, titleKey: 'warehouse.reports.screens.pending_purchases' },
  {
    id: 'pendingPurchasesStatistics',
    path: paths.warehousePendingPurchasesStatistics,
    titleKey: 'warehouse.reports.screens.pending_purchases_statistics',
  },
  { id: 'prenotices', path: paths.warehousePrenotices, titleKey: 'warehouse.reports.screens.prenotices' },
  {
    id: 'relationMidsOuts',
    path: fillPath(paths.warehouseRelationMidsOuts),
    titleKey: 'warehouse.reports.screens.relation_mids_outs',
  },
  { id: 'returns', path: paths.warehouseReturnsHome, titleKey: 'warehouse.screens.returns' },
  { id: 'temperatures', path: paths.warehouseTemperatures, titleKey: 'warehouse.screens.temperatures' },
  {
    id: 'relationInsOuts',
    path: fillPath(paths.warehouseRelationInsOuts),
    titleKey: 'warehouse.reports.screens.relation_ins_outs',
  },
];

/** Logistics' screens (spec §2: its home links to mids, outs, consignments, shipments, priorities). */
export const LOGISTICS_SCREENS: readonly ScreenLink[] = [
  { id: 'mids', path: paths.warehouseMids, titleKey: 'warehouse.screens.mids' },
  { id: 'outs', path: paths.warehouseOuts, titleKey: 'warehouse.screens.outs' },
  { id: 'consignments', path: paths.warehouseConsignments, titleKey: 'warehouse.screens.consignments' },
  { id: 'shipments', path: fillPath(paths.warehouseShipments), titleKey: 'warehouse.screens.shipments' },
  { id: 'priorities', path: paths.warehousePriorities, titleKey: 'warehouse.screens.priorities' },
];

/** Returns' screens (spec §2: its home has three tiles, pending, tracking and products). */
export const RETURNS_SCREENS: readonly ScreenLink[] = [
  { id: 'returnsPending', path: paths.warehouseReturnsPending, titleKey: 'warehouse.screens.returns_pending' },
  { id: 'returnsTracking', path: paths.warehouseReturnsTracking, titleKey: 'warehouse.screens.returns_tracking' },
  { id: 'returnsProducts', path: paths.warehouseReturnsProducts, titleKey: 'warehouse.screens.returns_products' },
];

/** The screens of a list this user may open. */
export function useHeldScreens(screens: readonly ScreenLink[]): ScreenLink[] {
  const { user } = useSession();
  return screens.filter((s) => may(user, warehouseArea.access[s.id]));
}

/** Link bar (the warehouse home and the screens held) and breadcrumbs of a warehouse page. */
export function useWarehouseFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const held = useHeldScreens(WAREHOUSE_SCREENS);
  const links: AreaLink[] = [
    { href: paths.warehouseHome, text: t('areas.warehouse') },
    ...held.map((s) => ({
      href: s.id === 'logistics' ? paths.warehouseLogistics : s.id === 'returns' ? paths.warehouseReturns : s.path,
      text: t(s.titleKey),
      prefix: true,
    })),
  ];
  useAreaLinkBar(t('warehouse.nav'), links);
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: t('areas.warehouse'), href: paths.warehouseHome },
    ...trail,
  ]);
}

/** A logistics page: its own link bar (logistics home and the screens held) and breadcrumbs. */
export function useLogisticsFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const held = useHeldScreens(LOGISTICS_SCREENS);
  const links: AreaLink[] = [
    { href: paths.warehouseHome, text: t('areas.warehouse') },
    { href: paths.warehouseLogisticsHome, text: t('warehouse.screens.logistics') },
    ...held.map((s) => ({
      href: s.path,
      text: t(s.titleKey),
      prefix: true,
    })),
  ];
  useAreaLinkBar(t('warehouse.logistics_nav'), links);
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: t('areas.warehouse'), href: paths.warehouseHome },
    { text: t('warehouse.screens.logistics'), href: paths.warehouseLogisticsHome },
    ...trail,
  ]);
}

/** A returns page: its own link bar (returns home and the screens held) and breadcrumbs. */
export function useReturnsFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const held = useHeldScreens(RETURNS_SCREENS);
  const links: AreaLink[] = [
    { href: paths.warehouseHome, text: t('areas.warehouse') },
    { href: paths.warehouseReturnsHome, text: t('warehouse.screens.returns') },
    ...held.map((s) => ({ href: s.path, text: t(s.titleKey), prefix: true })),
  ];
  useAreaLinkBar(t('warehouse.returns_nav'), links);
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: t('areas.warehouse'), href: paths.warehouseHome },
    { text: t('warehouse.screens.returns'), href: paths.warehouseReturnsHome },
    ...trail,
  ]);
}
