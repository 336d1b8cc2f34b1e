/**
 * /login (spec §2, §5, §8): username and password (both required), Enter submits, errors under the
 * username field (wrong credentials; too many attempts with the seconds to wait). On success the
 * token is stored; the guard then moves on to the wanted URL or home and loads the user.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/Page';
import { plannedLinks } from '../../config/paths';
import { session } from '../../lib/auth/session';
import { queryClient } from '../../lib/query';
import type * as Cognito from '../../lib/auth/cognito';
import { createLoginThrottle } from './login-throttle';

type CognitoModule = typeof Cognito;

/** Where the sign-in code comes from: loaded on demand; tests put a stand-in here. */
export const signInService: { load: () => Promise<Pick<CognitoModule, 'signIn' | 'SignInError'>> } = {
  load: () => import('../../lib/auth/cognito'),
};
const loadCognito = () => signInService.load();

type FieldError = { key: string; seconds?: number } | null;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const throttle = useMemo(() => createLoginThrottle(), []);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [authError, setAuthError] = useState<FieldError>(() => {
    const seconds = throttle.secondsLeft();
    return seconds ? { key: 'auth.throttle', seconds } : null;
  });
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  useDocumentTitle(t('auth.title'));

  // While blocked, count the seconds down; the message goes when the block ends.
  const blocked = authError?.key === 'auth.throttle';
  useEffect(() => {
    if (!blocked) return;
    const timer = setInterval(() => {
      const seconds = throttle.secondsLeft();
      setAuthError(seconds ? { key: 'auth.throttle', seconds } : null);
    }, 1000);
    return () => clearInterval(timer);
  }, [blocked, throttle]);

  const usernameMissing = touched && username.trim() === '';
  const passwordMissing = touched && password === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (busy.current) return;
    if (username.trim() === '' || password === '') return;
    const seconds = throttle.secondsLeft();
    if (seconds) return setAuthError({ key: 'auth.throttle', seconds });
    busy.current = true;
    setSubmitting(true);
    setAuthError(null);
    try {
      const cognito = await loadCognito();
      try {
        const { accessToken } = await cognito.signIn(username.trim(), password);
        throttle.reset();
        queryClient.clear();
        // The guests-only guard now sends the browser to `next` (or home) and loads the user.
        session.signIn(accessToken);
        return;
      } catch (error) {
        const reason = error instanceof cognito.SignInError ? error.reason : 'unavailable';
        if (reason === 'credentials') {
          const lock = throttle.recordFailure();
          setAuthError(lock ? { key: 'auth.throttle', seconds: lock } : { key: 'auth.failed' });
        } else if (reason === 'throttled') {
          setAuthError({ key: 'auth.throttle', seconds: throttle.lock() });
        } else {
          setAuthError({ key: `auth.${reason}` });
        }
      }
    } catch {
      setAuthError({ key: 'auth.unavailable' });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const usernameError = usernameMissing
    ? t('validation.required')
    : authError
      ? t(authError.key, { seconds: authError.seconds })
      : undefined;

  return (
    <div className="login">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-title">
        <Container
          header={
            <Header variant="h1" description={t('auth.intro')}>
              <span id="login-title">{t('auth.title')}</span>
            </Header>
          }
        >
          <Form
            actions={
              <Button variant="primary" formAction="submit" loading={submitting} disabled={blocked} data-testid="login-submit">
                {t('auth.submit')}
              </Button>
            }
          >
            <SpaceBetween size="l">
              {params.get('next') ? <Alert type="info">{t('auth.unauthenticated')}</Alert> : null}
              <FormField label={t('auth.username')} errorText={usernameError} controlId="login-username">
                <Input
                  value={username}
                  onChange={({ detail }) => {
                    setUsername(detail.value);
                    // Fetch the sign-in code while the user types, not on first paint.
                    void loadCognito().catch(() => undefined);
                  }}
                  autoComplete="username"
                  autoFocus
                  name="username"
                  invalid={Boolean(usernameError)}
                />
              </FormField>
              <FormField
                label={t('auth.password')}
                errorText={passwordMissing ? t('validation.required') : undefined}
                controlId="login-password"
              >
                <Input
                  type="password"
                  value={password}
                  onChange={({ detail }) => setPassword(detail.value)}
                  autoComplete="current-password"
                  name="password"
                  invalid={passwordMissing}
                />
              </FormField>
              {plannedLinks.passwordReset.built ? (
                <Link
                  href={plannedLinks.passwordReset.path}
                  onFollow={(event) => {
                    event.preventDefault();
                    navigate(plannedLinks.passwordReset.path);
                  }}
                >
                  {t('auth.recover')}
                </Link>
              ) : null}
            </SpaceBetween>
          </Form>
        </Container>
      </form>
    </div>
  );
}
