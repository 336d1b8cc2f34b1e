import { Entity } from 'dynamodb-toolbox/entity';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * A fixed-window request counter: one item per (bucket, key, window start), incremented with an
 * atomic ADD under a condition, removed by the table TTL after the window. Callers see only the
 * functions below (see warehouse-send.ts).
 */
export interface RateLimitWindow {
  bucket: string;
  key: string;
  windowStart: number;
}

const RateLimit = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'rateLimit',
      table: toolboxTable(),
      schema: item({
        bucket: string().key(),
        key: string().key(),
        windowStart: number().key(),
        hits: number().optional(),
        expiresAt: number().optional(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ bucket, key, windowStart }) => ({
        pk: edbKey('$portal', [
          ['bucket', bucket],
          ['key', key],
          ['windowstart', windowStart],
        ]),
        sk: '$ratelimit_1',
      }),
    }),
);

/**
 * Adds one hit to the window's counter and sets its expiry, unless it already holds `limit` hits:
 * then DynamoDB refuses it with a conditional failure (functions/lib/rate-limit.ts counts on that).
 */
export async function addHit(window: RateLimitWindow, limit: number, expiresAt: number): Promise<void> {
  await new UpdateItemCommand(RateLimit(), { ...window, hits: $add(1), expiresAt, __edb_v__: '1' })
    .options({
      condition: {
        or: [
          { attr: 'hits', exists: false },
          { attr: 'hits', lt: limit },
        ],
      },
    })
    .send();
}
