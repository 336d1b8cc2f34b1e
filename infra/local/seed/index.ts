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
import { seedAccounts } from './accounts';
import { seedErp } from './erp';
import { DEMO_ACCOUNTS, DEMO_PARTIES } from './demo-data';
import { seedOperations } from './operations';
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

/** Writes the demo data; `doing` hears what it is writing now (shown beside "Demo data" at start). */
export async function seedDemo(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  doing: (what: string) => void = () => undefined,
): Promise<void> {
  doing('roles, parties');
  await seedRoles();
  await putParties(DEMO_PARTIES);
  await seedErp();
  await seedAccounts(cognito, userPoolId, DEMO_ACCOUNTS);
  await seedWarehouse();
  await seedAcl(cognito, userPoolId);
  await ensureCounterAtLeast('account', 100);
  await ensureCounterAtLeast('party', 10_000);

  for (const locale of ['ca', 'es'] as const) {
    const files = demoSliders(locale);
    for (const [position, f] of files.entries()) {
      const fileKey = `sliders/${locale}/${f.fileName}`;
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: env.filesBucket(), Key: fileKey, Body: f.svg, ContentType: 'image/svg+xml' }),
      );
      await putSliderItem({ locale, position, fileName: f.fileName, fileKey });
    }
  }
  await seedPortal(cognito, userPoolId);
  await seedWorkingTime();
  await seedTicketing(cognito, userPoolId);
  await seedOperations(cognito, userPoolId);
  await seedSalesImport(cognito, userPoolId);
  await seedAdministration(cognito, userPoolId);
  // Accounts saved through the API before the role rule changed (docs/roles.md, migration).
  await migrateInternalRoleSets();
}
