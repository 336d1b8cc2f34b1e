/**
 * Roles a pharmacy user holds that its administrator cannot grant (not in the administrator's
 * tree): shown; such a user is the provider's to manage (the server refuses edits, 403).
 */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { heldLeaves, walk, type RoleNode } from '../../../components/role-tree';
import type { RoleRef } from '../api';

/** The held roles outside the administrator's tree. */
export function rolesBeyond(roles: readonly RoleRef[], tree: readonly RoleNode[]): RoleRef[] {
  const inTree = new Set(walk(tree).map((n) => n.id));
  return heldLeaves(roles).filter((r) => !inTree.has(r.id));
}

export function OtherRoles({ roles, tree }: { roles: readonly RoleRef[]; tree: readonly RoleNode[] }) {
  const { t } = useTranslation();
  const others = rolesBeyond(roles, tree);
  if (others.length === 0) return null;
  return (
    <Box color="text-body-secondary" data-testid="other-roles">
      {t('acl.own.other_roles', { roles: others.map((r) => r.name).join(', ') })}
    </Box>
  );
}
