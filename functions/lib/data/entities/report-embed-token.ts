import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * An embed token of the built-in demo report provider: what the demo report page may show (the
 * report and the caller's filters), for an hour (table TTL). Callers see only the declared type
 * and functions: toolbox's types are worked out here once (see warehouse-send.ts).
 */
export interface ReportEmbedTokenItem {
  token: string;
  reportId: string;
  /** The filters handed to the report, as JSON. */
  filters: string;
  locale: 'ca' | 'es';
  /** Who it was issued to, shown on the demo page ("S08001 · Farmàcia …"). */
  subject: string;
  /** Epoch seconds: the table's TTL attribute. */
  expiresAt: number;
}

const ReportEmbedToken = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'reportEmbedToken',
      table: toolboxTable(),
      schema: item({
        token: string().key(),
        reportId: string(),
        filters: string(),
        locale: string().enum('ca', 'es'),
        subject: string(),
        expiresAt: number(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      // The key is lower-cased whole, the token's letters too (the item keeps it as given).
      computeKey: ({ token }) => ({ pk: edbKey('$portal', [['token', token]]), sk: '$reportembedtoken_1' }),
    }),
);

/** Stores a token (unconditionally). */
export async function putReportEmbedToken(token: ReportEmbedTokenItem): Promise<void> {
  await new PutItemCommand(ReportEmbedToken(), token).send();
}

export async function getReportEmbedToken(token: string): Promise<ReportEmbedTokenItem | null> {
  const { Item } = await new GetItemCommand(ReportEmbedToken(), { token }).send();
  return Item ?? null;
}
