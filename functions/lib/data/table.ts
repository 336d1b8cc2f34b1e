/**
 * The single DynamoDB table's physical shape. CDK and the local bootstrap both create the table
 * from this, so key names live in one place. Entities overload pk/sk and the GSIs (functions/lib/data/toolbox.ts).
 */

/** The attribute a big table's items carry for its list screen (see gsi4). */
export const COMPACT_ROW = 'row';

export interface GsiShape {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** 'ALL', or the non-key attributes the index keeps. */
  projection: 'ALL' | readonly string[];
}

export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  gsis: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
    /**
     * The compact list index of big tables: it holds only each row's `row` attribute (the columns
     * its screen shows and filters on), so paging deep and free-text search read small items.
     */
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: [COMPACT_ROW] },
  ],
} as const satisfies { gsis: readonly GsiShape[] } & Record<string, unknown>;
