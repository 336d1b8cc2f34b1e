/**
 * Who reaches each administration screen (spec §6): the administration role reaches everything;
 * otherwise the screen's own role (the spec's 9, 10, 11, 12, 13, 49 and the catalog role are the
 * catalogue's administration.* leaves). The same rules as the API's routes
 * (shared/api/administration-fields.ts). Shared by the router, the home's tiles and the link bar.
 */
import { ADMIN_ROLE } from '../../../../shared/administration/rules';
import { ROLE_ID_ADMINISTRATION, ROLE_ID_IMPORT_SALES } from '../../../../shared/sales-import/rules';

export const ADMINISTRATION_ACCESS = {
  catalog: [ADMIN_ROLE.administration, ADMIN_ROLE.catalog],
  /** The sales import's wizard (its own screens check their leaves). */
  importSales: [ROLE_ID_ADMINISTRATION, ROLE_ID_IMPORT_SALES],
  insertSales: [ADMIN_ROLE.administration, ADMIN_ROLE.insertSales],
  labsStatistics: [ADMIN_ROLE.administration, ADMIN_ROLE.labsStatistics],
  packaging: [ADMIN_ROLE.administration, ADMIN_ROLE.packaging],
  platformInvoicing: [ADMIN_ROLE.administration, ADMIN_ROLE.platformInvoicing],
  farmapremium: [ADMIN_ROLE.administration, ADMIN_ROLE.farmapremium],
} as const satisfies Record<string, readonly number[]>;

export type AdministrationScreen = keyof typeof ADMINISTRATION_ACCESS;

/** The administration home: any of the screens' roles. */
export const ADMINISTRATION_HOME_ROLES: readonly number[] = [...new Set(Object.values(ADMINISTRATION_ACCESS).flat())];
