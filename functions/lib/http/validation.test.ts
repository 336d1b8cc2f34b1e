/** Validation takes zod/mini schemas as it takes classic ones (routes move to mini; DESIGN.md cold starts). */
import * as classic from 'zod';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { warehouseReportRoutes } from '../../../shared/api/routes/warehouse-reports';
import { HttpError } from './errors';
import { parseAll, parseOrThrow } from './validation';

const fieldsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return (e as HttpError & { fields: Record<string, { key: string }[]> }).fields;
  }
  throw new Error('no 422');
};

describe('validation of zod/mini schemas', () => {
  it('parses, coerces and defaults like classic, mixed in one object', () => {
    const schema = z.object({ n: z.coerce.number().check(z.int()), tag: z._default(z.string(), 'x'), email: classic.email() });
    expect(parseOrThrow(schema, { n: '4', email: 'a@b.cat' })).toEqual({ n: 4, tag: 'x', email: 'a@b.cat' });
  });

  it('answers the same per-field keys, custom refinements included', () => {
    const stats = warehouseReportRoutes['warehouse.pending_purchases.statistics'].query!;
    expect(fieldsOf(() => parseOrThrow(stats, { from: '2019-05', to: '2019-05' }))).toEqual({
      to: [{ key: 'validation.after_from' }],
    });
    expect(fieldsOf(() => parseOrThrow(stats, { from: '2017-01', to: '2019-02' }))).toEqual({
      to: [{ key: 'validation.range_months', vars: { max: 24 } }],
    });
    expect(parseOrThrow(stats, { from: '2017-01', to: '2019-01' })).toEqual({ from: '2017-01', to: '2019-01' });
    const process = warehouseReportRoutes['warehouse.prenotices.process'].body!;
    const fields = fieldsOf(() => parseAll([[process, { upload_id: ' ', platform: 1, groupBy: 'outs', test: true }]] as const));
    // Every issue at once: the fields' and the refinements' (email for a test, an empty selection).
    expect(Object.keys(fields).sort()).toEqual(['email', 'outs', 'platform', 'upload_id']);
    // A refinement meeting a field of the wrong type adds nothing and does not throw (no 500).
    const wrongType = fieldsOf(() =>
      parseOrThrow(process, { upload_id: 'u', platform: 867, groupBy: 'consignments', consignments: null }),
    );
    expect(Object.keys(wrongType)).toEqual(['consignments']);
  });
});
