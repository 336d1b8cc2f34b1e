/** The route table: every endpoint of the API. Add a route to its group's file. */
import type { Group, RouteDef } from '../route';
import { aclRoutes } from './acl';
import { administrationRoutes } from './administration';
import { administrationFileRoutes } from './administration-files';
import { biRoutes } from './bi';
import { guestLaboratoryRoutes } from './guest-laboratory';
import { guestPharmacyRoutes } from './guest-pharmacy';
import { guestPharmacyDocumentRoutes } from './guest-pharmacy-documents';
import { intranetRoutes } from './intranet';
import { operationsRoutes } from './operations';
import { operationsImportRoutes } from './operations-imports';
import { partiesRoutes } from './parties';
import { salesImportRoutes } from './sales-import';
import { salesImportFileRoutes } from './sales-import-files';
import { sessionRoutes } from './session';
import { ticketingRoutes } from './ticketing';
import { ticketingFilesRoutes } from './ticketing-files';
import { warehouseRoutes } from './warehouse';
import { warehouseReportRoutes } from './warehouse-reports';
import { warehouseReturnRoutes } from './warehouse-returns';
import { warehouseTemperatureRoutes } from './warehouse-temperatures';
import { workingTimeRoutes } from './working-time';
import { workingTimeExportRoutes } from './working-time-exports';
import { warehouseDocumentRoutes } from './warehouse-documents';

export const routes = {
  ...sessionRoutes,
  ...partiesRoutes,
  ...guestPharmacyRoutes,
  ...guestPharmacyDocumentRoutes,
  ...guestLaboratoryRoutes,
  ...intranetRoutes,
  ...biRoutes,
  ...aclRoutes,
  ...warehouseRoutes,
  ...warehouseTemperatureRoutes,
  ...warehouseReturnRoutes,
  ...warehouseReportRoutes,
  ...workingTimeRoutes,
  ...workingTimeExportRoutes,
  ...warehouseDocumentRoutes,
  ...ticketingRoutes,
  ...ticketingFilesRoutes,
  ...operationsRoutes,
  ...operationsImportRoutes,
  ...salesImportRoutes,
  ...salesImportFileRoutes,
  ...administrationRoutes,
  ...administrationFileRoutes,
};

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export function routesOfGroup(group: Group): [RouteId, RouteDef][] {
  return (Object.entries(routes) as [RouteId, RouteDef][]).filter(([, r]) => r.group === group);
}
