/**
 * First-start work against the emulators: the table, the buckets, the user pool and its client.
 * What must survive restarts (pool and client ids, the API token secret) is kept in state.json.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TABLE_KEYS, type GsiShape } from '../../functions/lib/data/table';
import type { Ports } from './ports';

export const LOCAL_REGION = 'eu-west-1';
export const LOCAL_TABLE = 'portal';
export const LOCAL_FILES_BUCKET = 'portal-files';
/** The working-time register's anchors and export receipts (in AWS an S3 Object Lock bucket). */
export const LOCAL_WTC_ANCHOR_BUCKET = 'portal-wtc-anchors';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * What the handlers and scripts on the stand-in are told of AWS: its region, s3rver's fixed key pair
 * (the other emulators accept any), the table and the files bucket (each caller adds its endpoints).
 */
export const LOCAL_AWS_ENV = {
  AWS_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  TABLE_NAME: LOCAL_TABLE,
  FILES_BUCKET: LOCAL_FILES_BUCKET,
};

export interface LocalState {
  userPoolId: string;
  userPoolClientId: string;
  apiTokenSecret: string;
  /** Shared with the partner (fede) application; generated on first start, like apiTokenSecret. */
  fedeSharedSecret: string;
  /** Sent by the switchboard (and `npm run calls:simulate`) with each call; generated on first start. */
  switchboardSecret: string;
  /** Fingerprint of the seed code last written (re-seeds when it changes). */
  seedVersion: string;
}

export const stateFile = (dataDir: string) => path.join(dataDir, 'state.json');

export function readState(dataDir: string): Partial<LocalState> {
  try {
    return JSON.parse(fs.readFileSync(stateFile(dataDir), 'utf8')) as Partial<LocalState>;
  } catch {
    return {};
  }
}

export function writeState(dataDir: string, state: LocalState): void {
  fs.writeFileSync(stateFile(dataDir), JSON.stringify(state, null, 2));
}

function gsiDefinition(g: GsiShape) {
  return {
    IndexName: g.name,
    KeySchema: [
      { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection:
      g.projection === 'ALL'
        ? { ProjectionType: 'ALL' as const }
        : { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...g.projection] },
  };
}

/** A data folder made before an index existed gets it (DynamoDB adds one index per update). */
async function addMissingIndexes(client: DynamoDBClient, present: Set<string | undefined>): Promise<void> {
  for (const g of TABLE_KEYS.gsis.filter((gsi) => !present.has(gsi.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: LOCAL_TABLE,
        AttributeDefinitions: [g.partitionKey, g.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
        GlobalSecondaryIndexUpdates: [{ Create: gsiDefinition(g) }],
      }),
    );
  }
}

export async function ensureTable(ports: Ports): Promise<void> {
  const client = new DynamoDBClient({ region: LOCAL_REGION, endpoint: `http://127.0.0.1:${ports.dynamodb}`, credentials });
  const attr = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: LOCAL_TABLE }));
    await addMissingIndexes(client, new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName)));
    return;
  } catch (e) {
    if ((e as Error).name !== 'ResourceNotFoundException') throw e;
  }
  await client.send(
    new CreateTableCommand({
      TableName: LOCAL_TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        TABLE_KEYS.partitionKey,
        TABLE_KEYS.sortKey,
        ...TABLE_KEYS.gsis.flatMap((g) => [g.partitionKey, g.sortKey]),
      ].map(attr),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_KEYS.gsis.map(gsiDefinition),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: LOCAL_TABLE });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: LOCAL_TABLE,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
}

export function cognitoClient(ports: Ports) {
  return new CognitoIdentityProviderClient({ region: LOCAL_REGION, endpoint: `http://127.0.0.1:${ports.cognito}`, credentials });
}

export async function ensureUserPool(
  ports: Ports,
  previous: Partial<LocalState>,
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const cognito = cognitoClient(ports);
  if (previous.userPoolId && previous.userPoolClientId) {
    try {
      await cognito.send(new DescribeUserPoolCommand({ UserPoolId: previous.userPoolId }));
      return { userPoolId: previous.userPoolId, userPoolClientId: previous.userPoolClientId };
    } catch {
      // The emulator's data was removed: create them again.
    }
  }
  const pool = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: 'portal-local',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const client = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'portal-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  return { userPoolId, userPoolClientId: client.UserPoolClient!.ClientId! };
}

export const newSecret = () => randomBytes(32).toString('base64url');
