import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../config/areas';
import { paths } from '../config/paths';
import { FEATURE_MODULES } from './modules';
import { appRoutes, routeObjects } from './router';

describe('feature modules (areas as modules)', () => {
  it('give every screen one address: no route path is declared twice', () => {
    const declared = appRoutes.map((r) => r.path);
    expect(declared.filter((p, i) => declared.indexOf(p) !== i)).toEqual([]);
  });

  it('collect every module path into the path map without one feature overwriting another', async () => {
    const names = await Promise.all(
      FEATURE_MODULES.map(async (m) => {
        const own = Object.values((await import(`../features/${m.id}/paths.ts`)) as Record<string, object>);
        expect(own).toHaveLength(1);
        return Object.keys(own[0]!);
      }),
    );
    const all = names.flat();
    expect(all.filter((k, i) => all.indexOf(k) !== i)).toEqual([]);
    expect(Object.keys(paths).sort()).toEqual([...all].sort());
  });

  it("declare each feature's addresses in a paths.ts that imports nothing (config/paths.ts is read by every screen)", () => {
    for (const m of FEATURE_MODULES) {
      const source = readFileSync(join(__dirname, '..', 'features', m.id, 'paths.ts'), 'utf8');
      expect(source, m.id).not.toMatch(/^\s*import\b/m);
    }
  });

  it('route every path of the map, and lead every tile and link to a screen that exists', () => {
    const tree = routeObjects();
    const routed = (path: string) => (matchRoutes(tree, path.replace(/:([a-z]+)\??/gi, '1'))?.at(-1)?.route.path ?? '*') !== '*';
    expect(Object.values(paths).filter((p) => !routed(p))).toEqual([]);
    expect(AREAS.filter((a) => a.built && !routed(a.path)).map((a) => a.id)).toEqual([]);
  });

  it('keep the catch-all last, so the 404 never shadows a screen', () => {
    expect(appRoutes.at(-1)?.path).toBe('*');
    expect(FEATURE_MODULES.at(-1)?.id).toBe('errors');
  });
});
