/**
 * The temperature register (ticketing-warehouse §2): a Lambda of its own, apart from the returns,
 * so neither cold start loads the other's code (with both, warehouse-returns measured 1.33-1.48x
 * the floor in bench:lambda, 28/11).
 */
import { warehouseTemperatureRoutes } from '../../../shared/api/routes/warehouse-temperatures';
import { groupHandler } from '../../lib/http/group-handler';
import { temperaturesDatatable, temperaturesShow, temperaturesStore, temperaturesUpdate, warehouseUsers } from './temperatures';

export const handler = groupHandler(warehouseTemperatureRoutes, {
  'warehouse.temperatures.datatable': temperaturesDatatable,
  'warehouse.temperatures.store': temperaturesStore,
  'warehouse.temperatures.show': temperaturesShow,
  'warehouse.temperatures.update': temperaturesUpdate,
  'warehouse.users': warehouseUsers,
});
