import { administrationFileRoutes } from '../../../shared/api/routes/administration-files';
import { groupHandler } from '../../lib/http/group-handler';
import { catalogReplaceFile, catalogUpdate } from './catalog';
import { platformInvoice } from './invoicing';
import { loyaltyConvert } from './loyalty';
import { packagingImport } from './packaging';
import { labsStatistics, labsStatisticsJob } from './statistics';

export const handler = groupHandler(administrationFileRoutes, {
  'administration.catalog.update': catalogUpdate,
  'administration.catalog.replace_file': catalogReplaceFile,
  'administration.labs_statistics.export': labsStatistics,
  'administration.labs_statistics.job': labsStatisticsJob,
  'administration.packaging.import': packagingImport,
  'administration.platform_invoicing.download': platformInvoice,
  'administration.farmapremium.convert': loyaltyConvert,
});
