/**
 * The warehouse (issues 11 and 12; spec §6: role 19 or the screen's own role, as the API checks;
 * §6 roles 27 and 28 are the catalogue's 130-133).
 */
import { branchRoles, ROLE } from '../../../../shared/roles/catalogue';
import { page, routesAt, type FeatureModule } from '../../app/feature-module';
import { anyOf } from '../../app/guard/decide';
import { WAREHOUSE_ACCESS } from './access';
import { warehousePaths } from './paths';

const p = warehousePaths;
const a = WAREHOUSE_ACCESS;
const index = page(() => import('./WarehouseIndex'));
const anyWarehouse = anyOf(...branchRoles(ROLE.warehouse));

export const warehouseModule: FeatureModule = {
  id: 'warehouse',
  routes: [
    { path: p.warehouse, access: anyWarehouse, page: index },
    { path: p.warehouseHome, access: anyWarehouse, page: page(() => import('./WarehouseHome')) },
    { path: p.warehouseDeliveryNotes, access: anyOf(...a.deliveryNotes), page: page(() => import('./DeliveryNotesPage')) },
    {
      path: p.warehouseDistribution,
      access: anyOf(...a.distribution),
      page: page(() => import('./distribution/DistributionPage')),
    },
    {
      path: p.warehouseDistributionShipment,
      access: anyOf(...a.distribution),
      page: page(() => import('./distribution/ShipmentPage')),
    },
    { path: p.warehouseDistributionUndo, access: anyOf(...a.distribution), page: page(() => import('./distribution/UndoPage')) },
    { path: p.warehouseLogistics, access: anyOf(...a.logistics), page: index },
    { path: p.warehouseLogisticsHome, access: anyOf(...a.logistics), page: page(() => import('./logistics/LogisticsHome')) },
    { path: p.warehouseMids, access: anyOf(...a.mids), page: page(() => import('./logistics/MidsPage')) },
    { path: p.warehouseOuts, access: anyOf(...a.outs), page: page(() => import('./logistics/OutsPage')) },
    ...routesAt(
      [p.warehouseConsignments, p.warehouseConsignmentsSpec],
      anyOf(...a.consignments),
      page(() => import('./logistics/ConsignmentsPage')),
    ),
    { path: p.warehouseShipments, access: anyOf(...a.shipments), page: page(() => import('./logistics/ShipmentsPage')) },
    { path: p.warehousePriorities, access: anyOf(...a.priorities), page: page(() => import('./logistics/PrioritiesPage')) },
    {
      path: p.warehouseOrderDeliveryTime,
      access: anyOf(...a.orderDeliveryTime),
      page: page(() => import('./OrderDeliveryTimePage')),
    },
    {
      path: p.warehouseTemperatures,
      access: anyOf(...a.temperatures),
      page: page(() => import('./temperatures/TemperaturesPage')),
    },
    {
      path: p.warehouseTemperatureShow,
      access: anyOf(...a.temperatures),
      page: page(() => import('./temperatures/TemperaturePage')),
    },
    { path: p.warehouseReturns, access: anyOf(...a.returns), page: index },
    { path: p.warehouseReturnsHome, access: anyOf(...a.returns), page: page(() => import('./returns/ReturnsHome')) },
    {
      path: p.warehouseReturnsPending,
      access: anyOf(...a.returnsPending),
      page: page(() => import('./returns/PendingReturnsPage')),
    },
    {
      path: p.warehouseReturnsTracking,
      access: anyOf(...a.returnsTracking),
      page: page(() => import('./returns/TrackingBoardPage')),
    },
    {
      path: p.warehouseReturnsTrackingShow,
      access: anyOf(...a.returnsTracking),
      page: page(() => import('./returns/TrackingPage')),
    },
    {
      path: p.warehouseReturnsProducts,
      access: anyOf(...a.returnsProducts),
      page: page(() => import('./returns/ReturnProductsPage')),
    },
    // Reports and relations (issue 12 item 4; spec §6 roles 24, 66, 25, 26, 53 are the catalogue's
    // 127, 128, 25, 129, 134).
    { path: p.warehousePendingSales, access: anyOf(...a.pendingSales), page: page(() => import('./reports/PendingSalesPage')) },
    {
      path: p.warehousePendingPurchases,
      access: anyOf(...a.pendingPurchases),
      page: page(() => import('./reports/PendingPurchasesPage')),
    },
    {
      path: p.warehousePendingPurchasesStatistics,
      access: anyOf(...a.pendingPurchases),
      page: page(() => import('./reports/PendingPurchasesStatisticsPage')),
    },
    { path: p.warehousePrenotices, access: anyOf(...a.prenotices), page: page(() => import('./reports/PrenoticesPage')) },
    {
      path: p.warehouseRelationMidsOuts,
      access: anyOf(...a.relationMidsOuts),
      page: page(() => import('./relations/RelationMidsOutsPage')),
    },
    {
      path: p.warehouseRelationInsOuts,
      access: anyOf(...a.relationInsOuts),
      page: page(() => import('./relations/RelationInsOutsPage')),
    },
  ],
  // prettier-ignore
  areas: [
    { id: 'warehouse', home: 'internal', placement: 'tile', path: p.warehouse, titleKey: 'areas.warehouse', icon: 'upload-download', roles: branchRoles(ROLE.warehouse), header: true, built: true },
  ],
};
