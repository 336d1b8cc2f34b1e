/** The roles of an account in a table cell: the leaves it holds (not every ancestor), a few by name. */
import { useTranslation } from 'react-i18next';
import { heldLeaves } from '../../../components/role-tree';
import type { RoleRef } from '../api';

const SHOWN = 3;

export function RoleSummary({ roles }: { roles: readonly RoleRef[] }) {
  const { t } = useTranslation();
  const leaves = heldLeaves(roles).map((r) => r.name);
  if (leaves.length === 0) return <>{t('acl.roles.no_roles')}</>;
  const shown = leaves.slice(0, SHOWN).join(', ');
  const rest = leaves.length - SHOWN;
  return <span title={leaves.join(', ')}>{rest > 0 ? t('acl.roles.summary_more', { roles: shown, count: rest }) : shown}</span>;
}
