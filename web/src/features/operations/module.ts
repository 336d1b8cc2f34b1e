/** The operations area (spec §6: the operations role, catalogue id 112, as the API checks). */
import { page, type AppRoute, type FeatureModule } from '../../app/feature-module';
import { rolesOf } from '../../../../shared/areas/define';
import { operationsArea } from '../../../../shared/areas/operations';
import { operationsPaths } from './paths';

const p = operationsPaths;
const { opc } = operationsArea.access;
const at = (path: string, load: Parameters<typeof page>[0]): AppRoute => ({ path, access: opc, page: page(load) });

export const operationsModule: FeatureModule = {
  id: 'operations',
  routes: [
    at(p.opc, () => import('./OpcHome')),
    at(p.opcPharmacies, () => import('./PharmaciesPage')),
    at(p.opcPharmacyShow, () => import('./PharmacyShowPage')),
    at(p.opcLaboratories, () => import('./LaboratoriesPage')),
    at(p.opcLaboratoryShow, () => import('./LaboratoryShowPage')),
    at(p.opcWebinars, () => import('./WebinarsPage')),
    at(p.opcWebinarShow, () => import('./WebinarShowPage')),
    at(p.opcReport, () => import('./ReportPage')),
    at(p.opcImportStock, () => import('./StockImportPage')),
    at(p.opcImportTarget, () => import('./TargetImportPage')),
    at(p.opcImportSellInFede, () => import('./SellInFedePage')),
    at(p.opcImportSellInPlatform, () => import('./SellInPlatformPage')),
  ],
  // prettier-ignore
  areas: [
    { id: 'opc', home: 'internal', placement: 'tile', path: p.opc, titleKey: 'areas.opc', icon: 'multiscreen', roles: rolesOf(opc), header: true, built: true },
  ],
};
