import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * A training video of the "Advance" area, managed by operations (/opc/webinars) and shown on the
 * pharmacy portal. Deleting sets deletedAt (undo clears it); deleted ones are never shown.
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface WebinarItem {
  webinarId: number;
  titleCa: string;
  titleEs: string;
  /** Thumbnail image in the files bucket (seeded webinars); others show YouTube's own thumbnail. */
  thumbnailKey?: string;
  thumbnailWidth?: number;
  thumbnailHeight?: number;
  /** The YouTube address as typed on the operations form. */
  youtubeUrl?: string;
  /** A YouTube embed address, derived from youtubeUrl by the server. */
  embedUrl: string;
  deletedAt?: string;
  /** ISO date-time; now by default. */
  createdAt: string;
}

export type NewWebinar = Omit<WebinarItem, 'createdAt'> & Partial<Pick<WebinarItem, 'createdAt'>>;
/** What the operations form edits. */
export type WebinarFields = Pick<WebinarItem, 'titleCa' | 'titleEs' | 'youtubeUrl' | 'embedUrl'>;

const SORT = '$webinar_1';
const PARTITION = edbKey('$portal', []);

const Webinar = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'webinar',
      table: toolboxTable(),
      schema: item({
        webinarId: number().key(),
        titleCa: string(),
        titleEs: string(),
        thumbnailKey: string().optional(),
        thumbnailWidth: number().optional(),
        thumbnailHeight: number().optional(),
        youtubeUrl: string().optional(),
        embedUrl: string(),
        deletedAt: string().optional(),
        createdAt: string().putDefault(() => new Date().toISOString()),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ webinarId }) => ({ pk: PARTITION, sk: edbKey(SORT, [['webinarid', webinarId]]) }),
    }),
);

// The schema-version marker (toolbox.ts) is written on every update too.
const MARKER = { __edb_v__: '1' } as const;

export async function getWebinar(webinarId: number): Promise<WebinarItem | null> {
  const { Item } = await new GetItemCommand(Webinar(), { webinarId }).send();
  return Item ?? null;
}

/** Every webinar, deleted ones included (tens: one partition). */
export async function listWebinars(): Promise<WebinarItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Webinar()],
    { partition: PARTITION, range: { beginsWith: `${SORT}#webinarid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** A new webinar (refuses to overwrite one); answers it as stored. */
export async function createWebinar(webinar: NewWebinar): Promise<WebinarItem> {
  const stored = { ...webinar, createdAt: webinar.createdAt ?? new Date().toISOString() };
  await new PutItemCommand(Webinar(), stored).options({ condition: { attr: 'webinarId', exists: false } }).send();
  return stored;
}

export async function putWebinars(webinars: NewWebinar[]): Promise<void> {
  await Promise.all(webinars.map((w) => new PutItemCommand(Webinar(), w).send()));
}

/** The condition of a change to a webinar: it exists, and is deleted or not. */
const existing = ({ deleted }: { deleted: boolean }) => ({
  and: [
    { attr: 'webinarId' as const, exists: true },
    { attr: 'deletedAt' as const, exists: deleted },
  ],
});

/**
 * Edits a webinar that is not deleted: a conditional failure (isConditionalFailure) when it is
 * missing or deleted.
 */
export async function patchActiveWebinar(webinarId: number, fields: WebinarFields): Promise<void> {
  await new UpdateItemCommand(Webinar(), { ...MARKER, webinarId, ...fields })
    .options({ condition: existing({ deleted: false }) })
    .send();
}

/** Marks a webinar deleted; a conditional failure when it is missing or already deleted. */
export async function softDeleteWebinar(webinarId: number, at: string): Promise<void> {
  await new UpdateItemCommand(Webinar(), { ...MARKER, webinarId, deletedAt: at })
    .options({ condition: existing({ deleted: false }) })
    .send();
}

/** Undoes the delete; a conditional failure when it is missing or not deleted. */
export async function restoreWebinar(webinarId: number): Promise<void> {
  await new UpdateItemCommand(Webinar(), { ...MARKER, webinarId, deletedAt: $remove() })
    .options({ condition: existing({ deleted: true }) })
    .send();
}
