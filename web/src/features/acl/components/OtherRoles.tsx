/**
 * Roles a pharmacy user holds that its administrator cannot grant (not in the administrator's
 * tree): shown, and kept unchanged by the server on save.
 */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { heldLeaves, walk, type RoleNode } from '../../../components/role-tree';
import type { RoleRef } from '../api';

export function OtherRoles({ roles, tree }: { roles: readonly RoleRef[]; tree: readonly RoleNode[] }) {
  const { t } = useTranslation();
  const inTree = new Set(walk(tree).map((n) => n.id));
  const others = heldLeaves(roles).filter((r) => !inTree.has(r.id));
  if (others.length === 0) return null;
  return (
    <Box color="text-body-secondary" data-testid="other-roles">
      {t('acl.own.other_roles', { roles: others.map((r) => r.name).join(', ') })}
    </Box>
  );
}
