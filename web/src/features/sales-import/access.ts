/**
 * Who reaches the sales-import screens (spec §6: the administration role reaches everything in
 * administration; "9", the catalogue's 103, every import-sales screen; convert_cn, convert_pf and
 * config also their own leaf). The same rules as the API's routes (shared/api/routes/sales-import.ts).
 */
import {
  ROLE_ID_ADMINISTRATION,
  ROLE_ID_CONVERT_CN,
  ROLE_ID_CONVERT_PF,
  ROLE_ID_IMPORT_CONFIG,
  ROLE_ID_IMPORT_SALES,
} from '../../../../shared/sales-import/rules';

/** The wizard and the price catalog. */
export const IMPORT_ROLES = [ROLE_ID_ADMINISTRATION, ROLE_ID_IMPORT_SALES];
export const CONVERT_CN_ROLES = [...IMPORT_ROLES, ROLE_ID_CONVERT_CN];
export const CONVERT_PF_ROLES = [...IMPORT_ROLES, ROLE_ID_CONVERT_PF];
export const CONFIG_ROLES = [...IMPORT_ROLES, ROLE_ID_IMPORT_CONFIG];
