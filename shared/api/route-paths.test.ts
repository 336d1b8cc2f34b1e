import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePathsSource } from './route-paths-source';

describe('route-paths.ts (the zod-free route map the web client reads)', () => {
  it('is what the route table generates: run `npm run gen:routes` after changing a route', () => {
    const committed = fs.readFileSync(path.join(import.meta.dirname, 'route-paths.ts'), 'utf8');
    expect(committed).toBe(routePathsSource());
  });
});
