/**
 * /login-fede/{token} (guests only; spec §2, §7): partner sign-in. The token from the path goes to
 * POST /api/login-fede; on success the API's token is the session (the guests-only guard then goes
 * home), on failure the browser goes to login with an error alert.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { signInWithFede } from '../../lib/auth/api-session';
import { ApiError } from '../../lib/http';

export default function LoginFedePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const started = useRef(false);
  useDocumentTitle(t('fede.title'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signInWithFede(token).catch((error: unknown) => {
      const detail = error instanceof ApiError ? (error.fieldErrors.credentials?.[0] ?? error.message) : undefined;
      alerts.add({ type: 'error', msg: t('fede.failed'), details: detail });
      navigate(paths.login, { replace: true });
    });
  }, [token, navigate, t]);

  return (
    <div>
      <Loading />
      <p className="page-status" style={{ textAlign: 'center' }}>
        {t('fede.signing_in')}
      </p>
    </div>
  );
}
