/**
 * A group's cold start builds no route schema: each is built by the first request that needs it
 * (shared/api/lazy-schema.ts; docs/architecture.md, "Groups and cold starts"). ESLint refuses the
 * plain forms of a schema built at load; this catches the rest (a module that reads a shape's keys
 * at load, say), by importing every group's handler as its Lambda does.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { groupsWithRoutes } from '../../infra/constructs/api';
import { lazySchemasBuilt } from '../../shared/api/lazy-schema';
import { routes } from '../../shared/api/routes';

describe('route schemas at a cold start', () => {
  it('importing every group, the authorizer and the route table builds none of them', async () => {
    await import('../../functions/authorizer/index');
    for (const group of groupsWithRoutes()) await import(`../../functions/groups/${group}/index.ts`);
    expect(lazySchemasBuilt()).toBe(0);
  });

  it('a request builds its own route’s schemas on first use, once', () => {
    const body = routes['ticketing.comments.store'].body!;
    expect(z.safeParse(body, { ticket_id: 1, content: '' }).success).toBe(false);
    const built = lazySchemasBuilt();
    expect(built).toBeGreaterThan(0);
    expect(z.parse(body, { ticket_id: 1, content: ' bé ' })).toMatchObject({ ticket_id: 1, content: 'bé' });
    expect(lazySchemasBuilt()).toBe(built);
  });
});
