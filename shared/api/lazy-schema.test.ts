import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use only, and once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.number().check(z.int()) });
    });
    expect(builds).toBe(0);
    expect(z.parse(schema, { id: 3 })).toEqual({ id: 3 });
    expect(z.safeParse(schema, { id: 1.5 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('answers as the schema it stands for: the same issues, defaults, transforms and instanceof', () => {
    const build = () =>
      z.object({
        name: z.pipe(
          z.string().check(z.trim(), z.maxLength(3)),
          z.transform((s) => s.toUpperCase()),
        ),
        tags: z._default(z.array(z.string()), []),
      });
    const lazy = lazySchema(build);
    for (const input of [{ name: ' ab ' }, { name: 'abcd' }, { name: 1 }, {}, { name: 'x', tags: ['a'] }]) {
      const a = z.safeParse(lazy, input);
      const b = z.safeParse(build(), input);
      expect(a.success).toBe(b.success);
      expect(a.success ? a.data : a.error.issues).toEqual(b.success ? b.data : b.error.issues);
    }
    expect(lazy instanceof z.ZodMiniObject).toBe(true);
  });

  it('composes: a lazy field inside another schema, a lazy shape spread into an object, a check added to a lazy schema', () => {
    const id = lazySchema(() => z.number().check(z.int(), z.positive()));
    const shape = lazySchema(() => ({ id, note: z.optional(z.string()) }));
    const body = z.object({ ...shape, ids: z.array(id).check(z.minLength(1)) });
    expect(Object.keys(shape)).toEqual(['id', 'note']);
    expect(z.parse(body, { id: 2, ids: [1] })).toEqual({ id: 2, ids: [1] });
    expect(z.safeParse(body, { id: -2, ids: [] }).error?.issues.map((i) => i.path.join('.'))).toEqual(['id', 'ids']);
    const limited = id.check(z.lte(10));
    expect(z.safeParse(limited, 11).success).toBe(false);
    expect(z.safeParse(id, 11).success).toBe(true);
  });
});
