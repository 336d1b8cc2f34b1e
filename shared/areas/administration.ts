/**
 * The administration back office (administration-operations §6): the administration role reaches
 * everything; otherwise the screen's own role (the spec's 10, 11, 12, 13, 49 and the catalog role
 * are the catalogue's administration.* leaves).
 */
import { anyOf, anyOfRules, defineArea } from './define';

const screens = {
  catalog: anyOf('administration', 'administration.catalog'),
  /** The sales import's wizard (its own screens check their leaves: shared/areas/sales-import.ts). */
  importSales: anyOf('administration', 'administration.import_sales'),
  insertSales: anyOf('administration', 'administration.insert_sales'),
  labsStatistics: anyOf('administration', 'administration.labs_statistics'),
  packaging: anyOf('administration', 'administration.packaging'),
  platformInvoicing: anyOf('administration', 'administration.platform_invoicing'),
  farmapremium: anyOf('administration', 'administration.farmapremium'),
};

export const administrationArea = defineArea({
  name: 'administration',
  title: 'Administration',
  groups: {
    administration: {},
    /** Spreadsheets held whole in memory. */
    'administration-files': { memoryMb: 2048, starts: ['labs-statistics'] },
  },
  access: {
    ...screens,
    home: anyOfRules(...Object.values(screens)),
    /** The home's prenotices tile (§2: permission 25), a warehouse screen. */
    prenotices: anyOf('warehouse.prenotices'),
    /** The manual sales grid's and the labs statistics' product and laboratory options. */
    salesOptions: anyOf('administration', 'administration.insert_sales', 'administration.labs_statistics'),
    /** Screens that take files: catalog replacement, packaging, platform invoicing, loyalty. */
    uploads: anyOf(
      'administration',
      'administration.catalog',
      'administration.packaging',
      'administration.platform_invoicing',
      'administration.farmapremium',
    ),
  },
  /** One account per screen role. */
  personas: ['admin', 'cataleg', 'vendes-manuals', 'estadistiques', 'embalatge', 'facturacio', 'fidelitzacio'],
});
