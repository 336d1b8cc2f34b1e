/**
 * Writes the demo data: role catalogue, parties, accounts (table + Cognito identities), sliders.
 * Idempotent: running it again overwrites the same items.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ROLES } from '../../../shared/roles/catalogue';
import { s3 } from '../../../functions/lib/aws-s3';
import { ensureCounterAtLeast } from '../../../functions/lib/data/counters';
import { putParties } from '../../../functions/lib/data/entities/party';
import { putRoles } from '../../../functions/lib/data/entities/role';
import { putSliderItem } from '../../../functions/lib/data/entities/slider';
import { env } from '../../../functions/lib/env';
import { migrateInternalRoleSets } from '../../../functions/lib/acl/migrate-roles';
import { seedAcl } from './acl';
import { seedAccountItems, seedIdentities } from './accounts';
import { seedErp } from './erp';
import { DEMO_PARTIES } from './demo-data';
import { seedOperations } from './operations';
import { SEEDED_ACCOUNTS } from './personas';
import { seedPortal } from './portal';
import { seedSalesImport } from './sales-import';
import { seedAdministration } from './administration';
import { seedWarehouse } from './warehouse';
import { seedTicketing } from './ticketing';
import { demoSliders } from './sliders';
import { seedWorkingTime } from './working-time';

export async function seedRoles(): Promise<void> {
  await putRoles(
    ROLES.map((r) => ({
      roleId: r.id,
      key: r.key,
      parentId: r.parentId ?? undefined,
      guestTypeId: r.guestTypeId ?? undefined,
      nameCa: r.name.ca,
      nameEs: r.name.es,
    })),
  );
}

type Part = readonly [name: string, seed: () => Promise<void>];

/**
 * Writes the demo data; `doing` hears what it is writing now (shown beside "Demo data" at start).
 *
 * What the rest refers to (roles, parties, account items) goes first. Then the areas run as
 * independent lanes at once, each lane in order (the warehouse and administration read the ERP
 * records): one after another they left one of the two cores idle while the other worked, the
 * seeder and DynamoDB Local taking turns.
 */
export async function seedDemo(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  doing: (what: string) => void = () => undefined,
): Promise<void> {
  doing('roles, parties, accounts');
  await Promise.all([seedRoles(), putParties(DEMO_PARTIES), seedAccountItems(SEEDED_ACCOUNTS)]);
  await ensureCounterAtLeast('account', 100);
  await ensureCounterAtLeast('party', 10_000);

  const lanes: Part[][] = [
    [
      ['ERP records', seedErp],
      ['warehouse', seedWarehouse],
      ['administration', seedAdministration],
    ],
    [
      ['sliders', seedSliders],
      ['portal', seedPortal],
    ],
    [
      ['ticketing statuses', seedAcl],
      ['ticketing', seedTicketing],
    ],
    // Its hash-chained records are written one by one: the longest single part after the ERP's.
    [['working time', seedWorkingTime]],
    [
      ['operations', seedOperations],
      ['sales import', seedSalesImport],
    ],
    [['sign-in identities', () => seedIdentities(cognito, userPoolId, SEEDED_ACCOUNTS)]],
  ];
  const total = lanes.flat().length;
  const running = new Set<string>();
  let done = 0;
  const tell = () => running.size && doing(`${[...running].join(', ')} (${done} of ${total} parts done)`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, seed] of lane) {
        running.add(name);
        tell();
        await seed();
        running.delete(name);
        done++;
        tell();
      }
    }),
  );
  // Accounts saved through the API before the role rule changed (docs/roles.md, migration).
  doing('role migration');
  await migrateInternalRoleSets();
}

async function seedSliders(): Promise<void> {
  const { sdk, client } = await s3();
  for (const locale of ['ca', 'es'] as const) {
    for (const [position, f] of demoSliders(locale).entries()) {
      const fileKey = `sliders/${locale}/${f.fileName}`;
      await client.send(
        new sdk.PutObjectCommand({ Bucket: env.filesBucket(), Key: fileKey, Body: f.svg, ContentType: 'image/svg+xml' }),
      );
      await putSliderItem({ locale, position, fileName: f.fileName, fileKey });
    }
  }
}
