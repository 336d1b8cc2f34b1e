/** /logout (spec §2, §4): signs out on load; with a saved impersonation, back to the real account. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/auth/logout';

export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then((outcome) => {
      queryClient.clear();
      // Back as the real account: its home (see docs/spec-decisions.md: not the acl guests list).
      navigate(outcome === 'restored' ? '/' : '/login', { replace: true });
    });
  }, [navigate, queryClient]);
  return (
    <p role="status" className="page-status">
      {t('auth.signing_out')}
    </p>
  );
}
