import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * The warehouse's party priority list: one item holding the whole ordered list, so a save replaces
 * it atomically and positions can never be half-renumbered. Callers see only the declared type and
 * functions: toolbox's types are worked out here once (see warehouse-send.ts).
 */
export interface SavedPriorityList {
  /** YYYY-MM-DD the list applies from. */
  date: string;
  /** Party ids in priority order (position = index + 1). */
  partyIds: number[];
  savedAt: string;
  savedBy: string;
}

const PriorityList = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'priorityList',
      table: toolboxTable(),
      schema: item({
        listId: string().enum('current').key(),
        date: string(),
        partyIds: list(number()),
        savedAt: string(),
        savedBy: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ listId }) => ({ pk: edbKey('$portal', [['listid', listId]]), sk: edbKey('$prioritylist_1', []) }),
    }),
);

/** The current list, null before the first save. */
export async function getPriorityList(): Promise<SavedPriorityList | null> {
  const { Item } = await new GetItemCommand(PriorityList(), { listId: 'current' }).send();
  if (!Item) return null;
  const { listId: _, ...saved } = Item;
  return saved;
}

/** Replaces the current list. */
export async function savePriorityList(saved: SavedPriorityList): Promise<void> {
  await new PutItemCommand(PriorityList(), { listId: 'current', ...saved }).send();
}
