import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQuery, plainQuery, QS_OPTIONS, queryPairs } from './query';

const encoded = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
const viaQs = (pairs: [string, string][]) => qs.parse(encoded(pairs), QS_OPTIONS);

// A small deterministic generator: the same corpus on every run.
function* corpus(size: number): Generator<[string, string][]> {
  let seed = 20261125;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const keys = [
    'page',
    'per_page',
    'sort_by',
    'sort_desc',
    'token',
    'year',
    '',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'a.b',
    'a]b',
    'ñandú',
    'a+b',
    'a%20b',
    'x=y',
    'valueOf',
    ' ',
  ];
  const values = ['', '1', '-1', 'abc', 'a b', 'a+b', '100%', 'x&y=z', 'àèíòú', '[]', '  ', 'null'];
  for (let i = 0; i < size; i++) {
    const pairs: [string, string][] = [];
    const used = new Set<string>();
    for (let n = next(6); n > 0; n--) {
      const key = keys[next(keys.length)]!;
      if (used.has(key)) continue;
      used.add(key);
      pairs.push([key, values[next(values.length)]!]);
    }
    yield pairs;
  }
}

describe('the query string without qs', () => {
  it('reads plain, distinct keys exactly as qs does, prototype names and empty keys dropped', () => {
    let compared = 0;
    for (const pairs of corpus(2000)) {
      const plain = plainQuery(pairs);
      expect(plain).toBeDefined();
      expect(plain).toStrictEqual(viaQs(pairs));
      compared++;
    }
    expect(compared).toBe(2000);
    expect(
      plainQuery([
        ['__proto__', 'x'],
        ['page', '2'],
      ]),
    ).toStrictEqual({ page: '2' });
  });

  it('leaves bracket keys, repeated keys and over-limit queries to qs, and answers what qs answers', async () => {
    const cases: [string, string][][] = [
      [
        ['search[name]', 'Farmàcia'],
        ['page', '1'],
      ],
      [
        ['roles[]', '1'],
        ['roles[]', '2'],
      ],
      [
        ['search[date][from]', '2026-01-01'],
        ['search[date][to]', '2026-01-31'],
      ],
      [
        ['a', '1'],
        ['a', '2'],
      ],
      [
        ['search[__proto__]', '1'],
        ['search[constructor][x]', '2'],
      ],
      Array.from({ length: 501 }, (_, i): [string, string] => [`k${i}`, String(i)]),
    ];
    for (const pairs of cases) {
      expect(plainQuery(pairs)).toBeUndefined();
      expect(await parseQuery(pairs)).toStrictEqual(viaQs(pairs));
    }
    expect(
      await parseQuery([
        ['roles[]', '1'],
        ['roles[]', '2'],
      ]),
    ).toStrictEqual({ roles: ['1', '2'] });
  });

  it("takes API Gateway's multi-value parameters, else its single ones", () => {
    expect(
      queryPairs({ multiValueQueryStringParameters: { a: ['1', '2'], b: ['3'] }, queryStringParameters: { a: '2', b: '3' } }),
    ).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['b', '3'],
    ]);
    expect(queryPairs({ multiValueQueryStringParameters: null, queryStringParameters: { page: '2' } })).toEqual([['page', '2']]);
  });
});
