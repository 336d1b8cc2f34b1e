/**
 * Which endpoint groups each authorization matrix covers: an area manifest's groups (shared/areas),
 * so matrix-coverage.test.ts proves no group (present or future) is left out.
 */
import type { Group } from '../../../shared/api/route';
import { accessArea } from '../../../shared/areas/access';
import { administrationArea } from '../../../shared/areas/administration';
import { operationsArea } from '../../../shared/areas/operations';
import { portalArea } from '../../../shared/areas/portal';
import { salesImportArea } from '../../../shared/areas/sales-import';
import { ticketingArea } from '../../../shared/areas/ticketing';
import { warehouseArea } from '../../../shared/areas/warehouse';
import { workingTimeArea } from '../../../shared/areas/working-time';

const groupsOf = (area: { groups: object }) => Object.keys(area.groups) as Group[];

export const MATRIX_GROUPS = {
  acl: groupsOf(accessArea),
  portal: groupsOf(portalArea),
  warehouse: groupsOf(warehouseArea),
  workingTime: groupsOf(workingTimeArea),
  ticketing: groupsOf(ticketingArea),
  operations: groupsOf(operationsArea),
  salesImport: groupsOf(salesImportArea),
  administration: groupsOf(administrationArea),
} as const satisfies Record<string, readonly Group[]>;
