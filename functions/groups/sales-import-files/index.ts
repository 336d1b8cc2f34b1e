import { salesImportFileRoutes } from '../../../shared/api/routes/sales-import-files';
import { groupHandler } from '../../lib/http/group-handler';
import { download, rejectedRows, wrongPricesExport } from './downloads';
import { catalogImport, convertCnExport, convertCnImport, convertPfExport, convertPfImport } from './tables';
import { preview, sample } from './previews';
import { resume, upload, uploadTicket } from './uploads';

export const handler = groupHandler(salesImportFileRoutes, {
  'sales_import.upload_ticket': uploadTicket,
  'sales_import.upload': upload,
  'sales_import.jobs.resume': resume,
  'sales_import.sample': sample,
  'sales_import.preview': preview,
  'sales_import.rejected': rejectedRows,
  'sales_import.wrong_prices_export': wrongPricesExport,
  'sales_import.download': download,
  'sales_import.convert_cn.import': convertCnImport,
  'sales_import.convert_cn.export': convertCnExport,
  'sales_import.convert_pf.import': convertPfImport,
  'sales_import.convert_pf.export': convertPfExport,
  'sales_import.catalog.import': catalogImport,
});
