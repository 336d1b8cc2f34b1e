/**
 * A group's Lambda bundle holds its own routes and handlers only, so it does not grow with the
 * number of groups (docs/architecture.md, "Groups and cold starts"). Bundled with the stack's own
 * esbuild options; sizes and times are measured by `npm run bench:lambda`, not here.
 */
import * as os from 'node:os';
import * as path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { groupsWithRoutes } from '../../infra/constructs/api';
import { esbuildOptions, PROJECT_ROOT } from '../../infra/constructs/bundling';

const groups = groupsWithRoutes();

/**
 * The group a project file belongs to: its route file (a group's routes may be split into
 * `<group>-<part>.ts` files, e.g. warehouse-returns.ts) or its handlers' folder, else none.
 */
function groupOf(input: string): string | undefined {
  const routes = /^shared\/api\/routes\/([\w-]+)\.ts$/.exec(input)?.[1];
  if (routes && !groups.includes(routes as never))
    return [...groups].sort((a, b) => b.length - a.length).find((g) => routes.startsWith(`${g}-`)) ?? routes;
  return routes ?? /^functions\/groups\/([\w-]+)\//.exec(input)?.[1];
}

describe('group bundles', () => {
  it.each(groups)('%s bundles no other group’s routes or handlers', async (group) => {
    const options = esbuildOptions(
      path.join(PROJECT_ROOT, 'functions/groups', group, 'index.ts'),
      path.join(os.tmpdir(), 'bundle-test', group),
    );
    const result = await build({ ...options, write: false, metafile: true });
    const foreign = Object.keys(result.metafile.inputs).filter((input) => {
      const owner = groupOf(input);
      return owner !== undefined && owner !== group;
    });
    expect(foreign).toEqual([]);
  });
});
