import { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../aws';
import { once } from '../../../../shared/once';
import { createCondition } from '../raw-params';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * One audited event (who did what to whom, when): impersonation start and end. Kept in one
 * partition ordered by time, so the newest come first with a single descending Query. Callers see
 * only the declared type and functions: toolbox's types are worked out here once (see warehouse-send.ts).
 */
export interface AuditItem {
  auditId: string;
  /** ISO timestamp (UTC): the sort key. */
  at: string;
  action: 'impersonation.start' | 'impersonation.end';
  actorId: number;
  actorLogin: string;
  actorName?: string;
  targetId: number;
  targetLogin: string;
  targetName?: string;
  targetModel?: 'user' | 'guest';
  sourceIp?: string;
  /** Until when the token issued at the start is valid. */
  expiresTokenAt?: string;
}

const PARTITION = '$portal';
const SORT = '$audit_1';

const Audit = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'audit',
      table: toolboxTable(),
      schema: item({
        auditId: string().key(),
        at: string().key(),
        action: string().enum('impersonation.start', 'impersonation.end'),
        actorId: number(),
        actorLogin: string(),
        actorName: string().optional(),
        targetId: number(),
        targetLogin: string(),
        targetName: string().optional(),
        targetModel: string().enum('user', 'guest').optional(),
        sourceIp: string().optional(),
        expiresTokenAt: string().optional(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ at, auditId }) => ({
        pk: PARTITION,
        sk: edbKey(SORT, [
          ['at', at],
          ['auditid', auditId],
        ]),
      }),
    }),
);

/** Records an event; refused over an existing one. */
export async function createAudit(audit: AuditItem): Promise<void> {
  const { TableName, Item } = new PutItemCommand(Audit(), audit).params();
  await dynamo().send(new PutCommand({ TableName, Item, ...createCondition() }));
}

/** The latest events, newest first. */
export async function recentAudits(limit: number): Promise<AuditItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Audit()],
    { partition: PARTITION, range: { beginsWith: `${SORT}#at_` } },
    { reverse: true, limit },
  ).send();
  return Items;
}
