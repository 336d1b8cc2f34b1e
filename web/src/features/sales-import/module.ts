/**
 * The sales import (issue 13; spec §2 "Sales import wizard"; §6: the administration role or role 9,
 * the catalogue's 103, and the screen's own leaf, as the API checks). Reached from the
 * administration home, so it has no tile of its own.
 */
import { page, type FeatureModule } from '../../app/feature-module';
import { anyOf } from '../../app/guard/decide';
import { CONFIG_ROLES, CONVERT_CN_ROLES, CONVERT_PF_ROLES, IMPORT_ROLES } from './access';
import { salesImportPaths } from './paths';

const p = salesImportPaths;

export const salesImportModule: FeatureModule = {
  id: 'sales-import',
  routes: [
    { path: p.importSales, access: anyOf(...IMPORT_ROLES), page: page(() => import('./SalesImportIndex')) },
    { path: p.importSalesHome, access: anyOf(...IMPORT_ROLES), page: page(() => import('./wizard/WizardPage')) },
    { path: p.importSalesConvertCn, access: anyOf(...CONVERT_CN_ROLES), page: page(() => import('./conversions/ConvertCnPage')) },
    {
      path: p.importSalesConvertCnShow,
      access: anyOf(...CONVERT_CN_ROLES),
      page: page(() => import('./conversions/ConvertCnShowPage')),
    },
    { path: p.importSalesConvertPf, access: anyOf(...CONVERT_PF_ROLES), page: page(() => import('./conversions/ConvertPfPage')) },
    {
      path: p.importSalesConvertPfShow,
      access: anyOf(...CONVERT_PF_ROLES),
      page: page(() => import('./conversions/ConvertPfShowPage')),
    },
    { path: p.importSalesCatalog, access: anyOf(...IMPORT_ROLES), page: page(() => import('./CatalogPage')) },
    { path: p.importSalesConfig, access: anyOf(...CONFIG_ROLES), page: page(() => import('./config/ConfigPage')) },
    {
      path: p.importSalesConfigSample,
      access: anyOf(...CONFIG_ROLES),
      page: page(() => import('./config/SampleProfilePage')),
    },
  ],
};
