/**
 * Every area runs its authorization matrix, and the matrices cover every README persona: the runner
 * (support/matrix.ts) calls every route of an area as every README persona, and proves the route's
 * declared roles refuse every persona the area's manifest does not list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { AREA_MANIFESTS } from '../../shared/areas';
import { README_PERSONAS } from './support/matrix';

const ROOT = path.resolve(__dirname, '../..');

it('every area has its matrix file, run on its manifest', () => {
  for (const area of AREA_MANIFESTS) {
    const file = path.join(__dirname, `${area.name}-matrix.test.ts`);
    expect(fs.existsSync(file), file).toBe(true);
    expect(fs.readFileSync(file, 'utf8'), file).toMatch(/runMatrix\(\{ area: \w+Area\b/);
  }
});

it("the matrices' personas are the README's demo accounts, and each area lists only those", () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('<!-- demo-accounts'), readme.indexOf('<!-- /demo-accounts -->'));
  const logins = table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  expect([...README_PERSONAS].sort()).toEqual(logins.sort());
  for (const area of AREA_MANIFESTS)
    expect(
      area.personas.filter((p) => !logins.includes(p)),
      area.name,
    ).toEqual([]);
});
