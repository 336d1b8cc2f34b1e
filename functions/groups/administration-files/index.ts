import { administrationFileRoutes } from '../../../shared/api/routes/administration-files';
import { groupHandler } from '../../lib/http/group-handler';
import { pending } from '../administration/pending';

export const handler = groupHandler(administrationFileRoutes, {
  'administration.catalog.update': pending,
  'administration.catalog.replace_file': pending,
  'administration.labs_statistics.export': pending,
  'administration.packaging.import': pending,
  'administration.platform_invoicing.download': pending,
  'administration.farmapremium.convert': pending,
});
