/** Returns to laboratories, their tracking and split (ticketing-warehouse §2): a Lambda of its own. */
import { warehouseReturnRoutes } from '../../../shared/api/routes/warehouse-returns';
import { groupHandler } from '../../lib/http/group-handler';
import {
  productsByBarcode,
  productsByCn,
  returnsDelete,
  returnsExport,
  returnsIndex,
  returnsStore,
  returnsUpdate,
  split,
  splitJob,
  trackingsCommentsStore,
  trackingsExport,
  trackingsIndex,
  trackingsResolutions,
  trackingsShow,
  trackingsStatus,
  trackingsStore,
  trackingsUpdate,
} from './returns';

export const handler = groupHandler(warehouseReturnRoutes, {
  'products.by_cn': productsByCn,
  'products.by_barcode': productsByBarcode,
  'warehouse.returns.index': returnsIndex,
  'warehouse.returns.store': returnsStore,
  'warehouse.returns.update': returnsUpdate,
  'warehouse.returns.delete': returnsDelete,
  'warehouse.returns.export': returnsExport,
  'warehouse.returns.trackings.store': trackingsStore,
  'warehouse.returns.trackings.index': trackingsIndex,
  'warehouse.returns.trackings.status': trackingsStatus,
  'warehouse.returns.trackings.resolutions': trackingsResolutions,
  'warehouse.returns.trackings.comments.store': trackingsCommentsStore,
  'warehouse.returns.trackings.show': trackingsShow,
  'warehouse.returns.trackings.update': trackingsUpdate,
  'warehouse.returns.trackings.export': trackingsExport,
  'warehouse.returns.split': split,
  'warehouse.returns.split_job': splitJob,
});
