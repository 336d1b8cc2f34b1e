/**
 * Every area's manifest, collected: the Lambda groups and their settings are derived from here
 * (the CDK stack, the local gateway, the route index and the authorization matrices read them).
 */
import type { AreaManifest, LambdaGroup } from './define';
import { accessArea } from './access';
import { administrationArea } from './administration';
import { operationsArea } from './operations';
import { portalArea } from './portal';
import { salesImportArea } from './sales-import';
import { ticketingArea } from './ticketing';
import { warehouseArea } from './warehouse';
import { workingTimeArea } from './working-time';

export const AREA_MANIFESTS = [
  accessArea,
  portalArea,
  warehouseArea,
  workingTimeArea,
  ticketingArea,
  operationsArea,
  salesImportArea,
  administrationArea,
] as const;

type GroupsOf<M> = M extends AreaManifest<infer G, string> ? G : never;
/** An endpoint group: one Lambda, with the route file shared/api/routes of its routes. */
export type Group = GroupsOf<(typeof AREA_MANIFESTS)[number]>;

/** Every group, in manifest order. */
export const GROUPS = AREA_MANIFESTS.flatMap((a) => Object.keys(a.groups)) as Group[];

const settings = new Map<string, { area: AreaManifest; group: LambdaGroup }>(
  AREA_MANIFESTS.flatMap((area) => Object.entries(area.groups).map(([g, group]) => [g, { area, group }] as const)),
);

/** A group's settings (memory, mail, accounts, workflows it starts). */
export function groupSettings(group: Group): LambdaGroup {
  return settings.get(group)!.group;
}

/** The area a group belongs to. */
export function areaOfGroup(group: Group): AreaManifest {
  return settings.get(group)!.area;
}

/** The groups that start a workflow (states:StartExecution). */
export function workflowStarters(workflow: string): Group[] {
  return GROUPS.filter((g) => groupSettings(g).starts?.includes(workflow));
}
