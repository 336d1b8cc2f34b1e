/**
 * "Impersonate" (spec §4): acts as the account and goes home; the real session is kept aside and
 * comes back on logout. Shown only with the permission (35 users, 36 guests), never for oneself,
 * and hidden while an impersonation is already active.
 */
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accessArea } from '../../../../../shared/areas/access';
import { paths } from '../../../config/paths';
import { impersonate } from '../../../lib/auth/api-session';
import { may } from '../../../lib/auth/roles';
import { useSession } from '../../../lib/auth/use-session';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

export function ImpersonateButton({ kind, id }: { kind: 'users' | 'guests'; id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, impersonation } = useSession();
  const start = useGuardedMutation({
    mutationFn: () => impersonate(kind, id),
    onSuccess: () => navigate(paths.home, { replace: true }),
  });
  const permission = kind === 'users' ? accessArea.access.impersonateUsers : accessArea.access.impersonateGuests;
  if (!user || impersonation || user.impersonated_by || user.id === id || !may(user, permission)) return null;
  return (
    <Button iconName="user-profile-active" onClick={() => start.mutate()} loading={start.isPending} data-testid="impersonate">
      {t('acl.actions.impersonate')}
    </Button>
  );
}
