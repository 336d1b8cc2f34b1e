/**
 * The sales import (spec §2 "Sales import wizard"; §6: the administration role or role 9,
 * the catalogue's 103, and the screen's own leaf, as the API checks). Reached from the
 * administration home, so it has no tile of its own.
 */
import { page, type FeatureModule } from '../../app/feature-module';
import { salesImportArea } from '../../../../shared/areas/sales-import';
import { salesImportPaths } from './paths';

const p = salesImportPaths;
const a = salesImportArea.access;

export const salesImportModule: FeatureModule = {
  id: 'sales-import',
  routes: [
    { path: p.importSales, access: a.importSales, page: page(() => import('./SalesImportIndex')) },
    { path: p.importSalesHome, access: a.importSales, page: page(() => import('./wizard/WizardPage')) },
    { path: p.importSalesConvertCn, access: a.convertCn, page: page(() => import('./conversions/ConvertCnPage')) },
    {
      path: p.importSalesConvertCnShow,
      access: a.convertCn,
      page: page(() => import('./conversions/ConvertCnShowPage')),
    },
    { path: p.importSalesConvertPf, access: a.convertPf, page: page(() => import('./conversions/ConvertPfPage')) },
    {
      path: p.importSalesConvertPfShow,
      access: a.convertPf,
      page: page(() => import('./conversions/ConvertPfShowPage')),
    },
    { path: p.importSalesCatalog, access: a.importSales, page: page(() => import('./CatalogPage')) },
    { path: p.importSalesConfig, access: a.config, page: page(() => import('./config/ConfigPage')) },
    {
      path: p.importSalesConfigSample,
      access: a.config,
      page: page(() => import('./config/SampleProfilePage')),
    },
  ],
};
