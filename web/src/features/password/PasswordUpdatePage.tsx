/**
 * /password/update/{token} (guests only; spec §2, §4, §5, §8): the token is checked on load. An
 * invalid, used or expired token shows passwords.token with contact instructions. A valid one
 * shows the form: new password and its confirmation, with the §5 rules stated and checked on
 * screen too; success shows passwords.reset and a link to sign in.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PasswordField } from '../../components/AccountFields';
import { Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { issueText, PASSWORD_MIN } from '../../components/validation';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/http';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import { findToken, resetPassword } from './api';
import { newPasswordFormIssues } from './validation';
import { SubmitForm } from '../../components/FormFrame';

export default function PasswordUpdatePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  useDocumentTitle(t('password.update.title'));
  const found = useQuery({
    queryKey: ['password', 'find', token],
    queryFn: ({ signal }) => findToken(token, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  let body;
  const refused = found.error instanceof ApiError && (found.error.status === 404 || found.error.status === 422);
  if (found.isPending) body = <Loading />;
  else if (refused || invalidMessage) {
    // A malformed token (422) names the token's format rule; the visitor only needs to hear the link is invalid.
    const notFound = found.error instanceof ApiError && found.error.status === 404;
    body = <InvalidToken message={invalidMessage ?? (notFound ? (found.error as ApiError).message : '')} />;
  } else if (found.isError) {
    body = <Alert type="error">{t('password.update.check_failed')}</Alert>;
  } else {
    body = <NewPasswordForm email={found.data.email} token={token} onInvalidToken={setInvalidMessage} />;
  }

  return (
    <div className="login">
      <Container
        header={
          <Header variant="h1" description={t('password.update.intro')}>
            {t('password.update.title')}
          </Header>
        }
      >
        {body}
      </Container>
    </div>
  );
}

function InvalidToken({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="l">
      <Alert type="error" header={message || t('password.update.invalid')} data-testid="password-token-invalid">
        {t('password.update.contact')}
      </Alert>
      <SpaceBetween direction="horizontal" size="l">
        <RouterLink href={paths.passwordReset}>{t('password.update.request_again')}</RouterLink>
        <RouterLink href={paths.login}>{t('password.back_to_login')}</RouterLink>
      </SpaceBetween>
    </SpaceBetween>
  );
}

function NewPasswordForm({
  email,
  token,
  onInvalidToken,
}: {
  email: string;
  token: string;
  onInvalidToken: (m: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const reset = useGuardedMutation({
    mutationFn: () => resetPassword({ email, token, password, password_confirmation: confirmation }),
    onMutate: () => setServerErrors({}),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fields = error.fieldErrors;
      if (fields.token?.[0]) return onInvalidToken(fields.token[0]);
      setServerErrors({
        password: fields.password?.[0] ?? error.message,
        password_confirmation: fields.password_confirmation?.[0] ?? '',
      });
    },
  });
  const found = newPasswordFormIssues({ password, password_confirmation: confirmation });
  const shown = submitted ? found : {};

  if (reset.isSuccess) {
    return (
      <SpaceBetween size="l">
        <Alert type="success" data-testid="password-reset-done">
          {reset.data.message || t('password.update.done')}
        </Alert>
        <RouterLink href={paths.login}>{t('password.update.sign_in')}</RouterLink>
      </SpaceBetween>
    );
  }

  function submit() {
    setSubmitted(true);
    if (Object.keys(found).length > 0) return;
    reset.mutate();
  }

  const passwordError = issueText(t, shown.password) ?? (serverErrors.password || undefined);
  const confirmationError = issueText(t, shown.password_confirmation) ?? (serverErrors.password_confirmation || undefined);

  return (
    <SubmitForm onSubmit={submit}>
      {/* For password managers: the account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={reset.isPending} data-testid="password-update-submit">
            {t('password.update.submit')}
          </Button>
        }
      >
        <SpaceBetween size="l">
          <FormField label={t('password.fields.email')} controlId="password-update-email">
            <Box data-testid="password-update-email">{email}</Box>
          </FormField>
          <PasswordField
            label={t('password.fields.new')}
            constraintText={t('password.rules', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            autoFocus
            controlId="password-update-new"
            value={password}
            onChange={setPassword}
            errorText={passwordError}
          />
          <PasswordField
            label={t('password.fields.confirmation')}
            autoComplete="new-password"
            controlId="password-update-confirmation"
            value={confirmation}
            onChange={setConfirmation}
            errorText={confirmationError}
          />
        </SpaceBetween>
      </Form>
    </SubmitForm>
  );
}
