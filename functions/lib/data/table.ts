/**
 * The single DynamoDB table's physical shape. CDK and the local bootstrap both create the table
 * from this, so key names live in one place. Entities overload pk/sk and the GSIs through ElectroDB.
 */
import { dynamo } from '../aws';
import { env } from '../env';

export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  gsis: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

/** ElectroDB configuration shared by every entity (client and table resolved lazily). */
export const entityConfig = () => ({ client: dynamo(), table: env.tableName() });
