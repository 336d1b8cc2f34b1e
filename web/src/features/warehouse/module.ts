/**
 * The warehouse (issues 11 and 12; spec §6: role 19 or the screen's own role, as the API checks;
 * §6 roles 27 and 28 are the catalogue's 130-133).
 */
import { rolesOf } from '../../../../shared/areas/define';
import { warehouseArea } from '../../../../shared/areas/warehouse';
import { page, routesAt, type FeatureModule } from '../../app/feature-module';
import { warehousePaths } from './paths';

const p = warehousePaths;
const a = warehouseArea.access;
const index = page(() => import('./WarehouseIndex'));
const anyWarehouse = a.home;

export const warehouseModule: FeatureModule = {
  id: 'warehouse',
  routes: [
    { path: p.warehouse, access: anyWarehouse, page: index },
    { path: p.warehouseHome, access: anyWarehouse, page: page(() => import('./WarehouseHome')) },
    { path: p.warehouseDeliveryNotes, access: a.deliveryNotes, page: page(() => import('./DeliveryNotesPage')) },
    {
      path: p.warehouseDistribution,
      access: a.distribution,
      page: page(() => import('./distribution/DistributionPage')),
    },
    {
      path: p.warehouseDistributionShipment,
      access: a.distribution,
      page: page(() => import('./distribution/ShipmentPage')),
    },
    { path: p.warehouseDistributionUndo, access: a.distribution, page: page(() => import('./distribution/UndoPage')) },
    { path: p.warehouseLogistics, access: a.logistics, page: index },
    { path: p.warehouseLogisticsHome, access: a.logistics, page: page(() => import('./logistics/LogisticsHome')) },
    { path: p.warehouseMids, access: a.mids, page: page(() => import('./logistics/MidsPage')) },
    { path: p.warehouseOuts, access: a.outs, page: page(() => import('./logistics/OutsPage')) },
    ...routesAt(
      [p.warehouseConsignments, p.warehouseConsignmentsSpec],
      a.consignments,
      page(() => import('./logistics/ConsignmentsPage')),
    ),
    { path: p.warehouseShipments, access: a.shipments, page: page(() => import('./logistics/ShipmentsPage')) },
    { path: p.warehousePriorities, access: a.priorities, page: page(() => import('./logistics/PrioritiesPage')) },
    {
      path: p.warehouseOrderDeliveryTime,
      access: a.orderDeliveryTime,
      page: page(() => import('./OrderDeliveryTimePage')),
    },
    {
      path: p.warehouseTemperatures,
      access: a.temperatures,
      page: page(() => import('./temperatures/TemperaturesPage')),
    },
    {
      path: p.warehouseTemperatureShow,
      access: a.temperatures,
      page: page(() => import('./temperatures/TemperaturePage')),
    },
    { path: p.warehouseReturns, access: a.returns, page: index },
    { path: p.warehouseReturnsHome, access: a.returns, page: page(() => import('./returns/ReturnsHome')) },
    {
      path: p.warehouseReturnsPending,
      access: a.returnsPending,
      page: page(() => import('./returns/PendingReturnsPage')),
    },
    {
      path: p.warehouseReturnsTracking,
      access: a.returnsTracking,
      page: page(() => import('./returns/TrackingBoardPage')),
    },
    {
      path: p.warehouseReturnsTrackingShow,
      access: a.returnsTracking,
      page: page(() => import('./returns/TrackingPage')),
    },
    {
      path: p.warehouseReturnsProducts,
      access: a.returnsProducts,
      page: page(() => import('./returns/ReturnProductsPage')),
    },
    // Reports and relations (spec §6 roles 24, 66, 25, 26, 53 are the catalogue's
    // 127, 128, 25, 129, 134).
    { path: p.warehousePendingSales, access: a.pendingSales, page: page(() => import('./reports/PendingSalesPage')) },
    {
      path: p.warehousePendingPurchases,
      access: a.pendingPurchases,
      page: page(() => import('./reports/PendingPurchasesPage')),
    },
    {
      path: p.warehousePendingPurchasesStatistics,
      access: a.pendingPurchases,
      page: page(() => import('./reports/PendingPurchasesStatisticsPage')),
    },
    { path: p.warehousePrenotices, access: a.prenotices, page: page(() => import('./reports/PrenoticesPage')) },
    {
      path: p.warehouseRelationMidsOuts,
      access: a.relationMidsOuts,
      page: page(() => import('./relations/RelationMidsOutsPage')),
    },
    {
      path: p.warehouseRelationInsOuts,
      access: a.relationInsOuts,
      page: page(() => import('./relations/RelationInsOutsPage')),
    },
  ],
  // prettier-ignore
  areas: [
    { id: 'warehouse', home: 'internal', placement: 'tile', path: p.warehouse, titleKey: 'areas.warehouse', icon: 'upload-download', roles: rolesOf(a.home), header: true, built: true },
  ],
};
