import { operationsRoutes } from '../../../shared/api/routes/operations';
import { groupHandler } from '../../lib/http/group-handler';
import { batches, removeLast } from './batches';
import { categories } from './categories';
import * as laboratories from './laboratories';
import { mappings, saveMapping } from './mappings';
import * as pharmacies from './pharmacies';
import { importFede, importPlatform, lookups, summary } from './sell-in';
import * as webinars from './webinars';

export const handler = groupHandler(operationsRoutes, {
  'operations.categories': categories,
  'operations.pharmacies.datatable': pharmacies.datatable,
  'operations.pharmacies.store': pharmacies.store,
  'operations.pharmacies.trash': pharmacies.trash,
  'operations.pharmacies.restore': pharmacies.restore,
  'operations.pharmacies.show': pharmacies.show,
  'operations.pharmacies.update': pharmacies.update,
  'operations.pharmacies.delete': pharmacies.destroy,
  'operations.laboratories.datatable': laboratories.datatable,
  'operations.laboratories.store': laboratories.store,
  'operations.laboratories.trash': laboratories.trash,
  'operations.laboratories.restore': laboratories.restore,
  'operations.laboratories.show': laboratories.show,
  'operations.laboratories.update': laboratories.update,
  'operations.laboratories.delete': laboratories.destroy,
  'operations.webinars.index': webinars.index,
  'operations.webinars.store': webinars.store,
  'operations.webinars.trash': webinars.trash,
  'operations.webinars.restore': webinars.restore,
  'operations.webinars.show': webinars.show,
  'operations.webinars.update': webinars.update,
  'operations.webinars.delete': webinars.destroy,
  'operations.sell_in.summary': summary,
  'operations.import.sell_in_fede.lookups': lookups,
  'operations.import.sell_in_fede': importFede,
  'operations.import.sell_in_platform': importPlatform,
  'operations.import.batches': batches,
  'operations.import.batches.delete': removeLast,
  'operations.import.mappings': mappings,
  'operations.import.mappings.save': saveMapping,
});
