/**
 * The route table: every endpoint of the API, by Lambda group. Each group's routes live in its file
 * (shared/api/routes/<group>.ts); the group itself and its settings are declared by its area's
 * manifest (shared/areas). A group without routes, or routes without a group, do not compile.
 */
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

/** Each group's routes: exactly the manifests' groups (the `satisfies` fails on one missing or unknown). */
export const routeGroups = {
  session: sessionRoutes,
  parties: partiesRoutes,
  'guest-pharmacy': guestPharmacyRoutes,
  'guest-pharmacy-documents': guestPharmacyDocumentRoutes,
  'guest-laboratory': guestLaboratoryRoutes,
  intranet: intranetRoutes,
  bi: biRoutes,
  acl: aclRoutes,
  warehouse: warehouseRoutes,
  'warehouse-returns': warehouseReturnRoutes,
  'warehouse-temperatures': warehouseTemperatureRoutes,
  'warehouse-reports': warehouseReportRoutes,
  'working-time': workingTimeRoutes,
  'working-time-exports': workingTimeExportRoutes,
  'warehouse-documents': warehouseDocumentRoutes,
  ticketing: ticketingRoutes,
  'ticketing-files': ticketingFilesRoutes,
  operations: operationsRoutes,
  'operations-imports': operationsImportRoutes,
  'sales-import': salesImportRoutes,
  'sales-import-files': salesImportFileRoutes,
  administration: administrationRoutes,
  'administration-files': administrationFileRoutes,
} satisfies Record<Group, Record<string, RouteDef>>;

type Merged<T> = { [G in keyof T]: T[G] }[keyof T];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

export const routes = Object.assign({}, ...Object.values(routeGroups)) as UnionToIntersection<Merged<typeof routeGroups>>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

const groupById = new Map<string, Group>(
  (Object.entries(routeGroups) as [Group, Record<string, RouteDef>][]).flatMap(([g, table]) =>
    Object.keys(table).map((id) => [id, g] as const),
  ),
);

/** The Lambda group that serves a route. */
export function groupOf(id: string): Group {
  const group = groupById.get(id);
  if (!group) throw new Error(`No group serves route ${id}`);
  return group;
}

export function routesOfGroup(group: Group): [RouteId, RouteDef][] {
  return Object.entries(routeGroups[group]) as [RouteId, RouteDef][];
}
