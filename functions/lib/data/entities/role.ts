import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { writeItems } from '../batch';
import { putRequests, edbKey, toolboxTable } from '../toolbox';

/**
 * A role of the catalogue (shared/roles/catalogue.ts is its source; seeding writes it here), every
 * role under one partition. Callers see only the declared type and functions (see warehouse-send.ts).
 */
export interface RoleItem {
  roleId: number;
  key: string;
  parentId?: number;
  guestTypeId?: number;
  nameCa: string;
  nameEs: string;
}

const Role = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'role',
      table: toolboxTable(),
      schema: item({
        roleId: number().key(),
        key: string(),
        parentId: number().optional(),
        guestTypeId: number().optional(),
        nameCa: string(),
        nameEs: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ roleId }) => ({ pk: edbKey('$portal', []), sk: edbKey('$role_1', [['roleid', roleId]]) }),
    }),
);

/** Puts roles whole (unconditionally), in batches. */
export async function putRoles(roles: readonly RoleItem[]): Promise<void> {
  await writeItems(putRequests(Role(), roles));
}
