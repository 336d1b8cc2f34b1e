/**
 * Roles are spelled one way: by catalogue key in an area manifest (shared/areas), or through the
 * catalogue's own helpers. A role id written as a number elsewhere, a second table of role ids, or a
 * web screen declaring its own access list is how the API and the screens drift apart.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const CATALOGUE = 'shared/roles/catalogue.ts';

/** The product's source (not tests: a test may name the spec's role numbers it checks). */
const sources = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'shared', 'functions', 'infra', 'web/src', 'scripts'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !/\.(test|testing)\.tsx?$/.test(f) && f !== CATALOGUE && fs.existsSync(path.join(ROOT, f)));

const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');

/** Where a role id appears as a number literal (matched over a whole file: a table spans lines). */
const NUMBERED_ROLE = [
  /\b(?:anyOf|allOf)\(\s*\d/g, // a rule over role numbers
  /\broleIds?\.includes\(\s*\d/g, // "holds role 113"
  /\broles:\s*\[\s*\d/g, // a list of role numbers
  /\b[A-Z_]*ROLES?\s*=\s*[[{]\s*(?:\/\*\*.*?\*\/\s*)?(?:\w+\s*:\s*)?\d/gs, // a table of role numbers
  /\bROLE_ID_\w+/g, // a constant per role
];

function numberedRoles(text: string): string[] {
  return NUMBERED_ROLE.flatMap((re) =>
    [...text.matchAll(re)].map((m) => `${text.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ')}`),
  );
}

describe('role spellings', () => {
  it('reads the source it checks', () => {
    expect(sources.length).toBeGreaterThan(500);
    expect(sources).toContain('shared/areas/warehouse.ts');
  });

  it('recognises the spellings the manifests replaced', () => {
    for (const old of [
      'export const WAREHOUSE_ROLE = {\n  deliveryNotes: 118,',
      'export const TICKETING_ROLE = { tickets: 113, channels: 114 } as const;',
      'export const ROLE_ID_OPC = 112;',
      'const admin = anyOf(101, 108);',
      'a.roleIds.includes(113) && a.roleIds.includes(133)',
      "{ id: 'x', roles: [34], built: true }",
    ])
      expect(numberedRoles(old), old).not.toEqual([]);
    expect(numberedRoles("const tickets = anyOf('ticketing');\nroles: rolesOf(a.home),")).toEqual([]);
  });

  it('never writes a role id as a number outside the role catalogue', () => {
    const found = sources.flatMap((f) => numberedRoles(read(f)).map((hit) => `${f}:${hit}`));
    expect(found).toEqual([]);
  });

  it('takes every web access rule from an area manifest', () => {
    const web = sources.filter((f) => f.startsWith('web/src/'));
    // A feature's own access table (the access.ts files the manifests replaced).
    expect(web.filter((f) => /\/access\.tsx?$/.test(f))).toEqual([]);
    // Role ids by name from the catalogue: a screen's rule written beside the manifest's.
    const byName = /import\s*\{[^}]*\b(?:ROLE|roleId|branchRoles)\b[^}]*\}\s*from\s*'[./]*shared\/roles\/catalogue'/s;
    expect(web.filter((f) => byName.test(read(f)))).toEqual([]);
  });
});
