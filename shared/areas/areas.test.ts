import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupOf, routeGroups, routes } from '../api/routes';
import { ROLES } from '../roles/catalogue';
import { AREA_MANIFESTS, GROUPS, groupSettings, workflowStarters } from '.';

const ROOT = path.resolve(__dirname, '../..');

describe('area manifests', () => {
  it('give every route exactly one group, and every group routes and a handler', () => {
    expect(Object.keys(routeGroups).sort()).toEqual([...GROUPS].sort());
    const declared = Object.values(routeGroups).reduce((n, table) => n + Object.keys(table).length, 0);
    // A route id in two groups' files would be silently overwritten in the merged table.
    expect(Object.keys(routes)).toHaveLength(declared);
    for (const id of Object.keys(routes)) expect(GROUPS, id).toContain(groupOf(id));
    for (const g of GROUPS) {
      expect(Object.keys(routeGroups[g]).length, g).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(ROOT, 'functions/groups', g, 'index.ts')), g).toBe(true);
    }
  });

  it('name each group once, across all areas', () => {
    expect(new Set(GROUPS).size).toBe(GROUPS.length);
    expect(new Set(AREA_MANIFESTS.map((a) => a.name)).size).toBe(AREA_MANIFESTS.length);
  });

  it('state rules over catalogue roles only, none empty', () => {
    const ids = new Set(ROLES.map((r) => r.id));
    for (const area of AREA_MANIFESTS)
      for (const [name, rule] of Object.entries(area.access)) {
        const listed = 'anyOf' in rule ? rule.anyOf : 'allOf' in rule ? rule.allOf : [];
        expect(listed.length, `${area.name}.${name}`).toBeGreaterThan(0);
        for (const id of listed) expect(ids.has(id), `${area.name}.${name}: ${id}`).toBe(true);
      }
  });

  it('start only workflows that exist, each from at least one group', () => {
    const workflows = fs
      .readdirSync(path.join(ROOT, 'infra/workflows'))
      .filter((f) => f.endsWith('.asl.json'))
      .map((f) => f.replace('.asl.json', ''));
    for (const g of GROUPS) for (const wf of groupSettings(g).starts ?? []) expect(workflows, `${g} starts ${wf}`).toContain(wf);
    for (const wf of workflows) expect(workflowStarters(wf).length, wf).toBeGreaterThan(0);
  });
});
