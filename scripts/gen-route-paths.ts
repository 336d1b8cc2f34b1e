/**
 * Writes shared/api/route-paths.ts: each route's method, path and whether it is public, without
 * its schemas, so the web client gets the route table at run time without zod.
 * Run after adding or changing a route: `npm run gen:routes` (a unit test fails until you do).
 */
import fs from 'node:fs';
import path from 'node:path';
import { routePathsSource } from '../shared/api/route-paths-source';

const target = path.join(import.meta.dirname, '..', 'shared', 'api', 'route-paths.ts');
fs.writeFileSync(target, routePathsSource());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
