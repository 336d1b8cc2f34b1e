/**
 * The monthly sales import (administration-operations §4, §6): the administration role reaches
 * everything; "9", the catalogue's administration.import_sales, every import screen; convert_cn,
 * convert_pf and the configuration also their own leaf.
 */
import { anyOf, defineArea } from './define';

const importer = ['administration', 'administration.import_sales'] as const;

export const salesImportArea = defineArea({
  name: 'sales-import',
  title: 'Sales import',
  groups: {
    // Refreshes (conversions applied, zeroes removed) start the import workflow from the wizard's group.
    'sales-import': { starts: ['sales-import', 'sales-import-archive'] },
    /** Uploads start the import; spreadsheets are held whole in memory. */
    'sales-import-files': { memoryMb: 2048, starts: ['sales-import'] },
  },
  access: {
    /** The wizard and the price catalog. */
    importSales: anyOf(...importer),
    convertCn: anyOf(...importer, 'administration.import_sales.convert_cn'),
    convertPf: anyOf(...importer, 'administration.import_sales.convert_pf'),
    config: anyOf(...importer, 'administration.import_sales.config'),
    /** Every screen that imports a file (wizard, catalog, convert_cn, convert_pf, a sample) takes tickets. */
    uploads: anyOf(
      ...importer,
      'administration.import_sales.convert_cn',
      'administration.import_sales.convert_pf',
      'administration.import_sales.config',
    ),
  },
  metrics: ['sales-import'],
  personas: ['admin', 'vendes'],
});
