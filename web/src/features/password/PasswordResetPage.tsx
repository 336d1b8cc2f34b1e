/**
 * /password/reset (guests only; spec §2, §5, §7, §8): asks for the e-mail (required, valid) and
 * mails the reset link. The server's answer shows as a success message; a refusal (no user with
 * that e-mail, too many requests) shows on the e-mail field.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { issueText } from '../../components/validation';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/http';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import { requestReset } from './api';
import { resetRequestIssues } from './validation';

export default function PasswordResetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('password.reset.title'));
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = useGuardedMutation({
    mutationFn: (address: string) => requestReset(address),
    onMutate: () => setServerError(null),
    onError: (error) => {
      if (error instanceof ApiError) setServerError(error.fieldErrors.email?.[0] ?? error.message);
    },
  });
  const found = resetRequestIssues({ email });
  const fieldError = (submitted ? issueText(t, found.email) : undefined) ?? serverError ?? undefined;

  function submit() {
    setSubmitted(true);
    if (found.email) return;
    send.mutate(email.trim());
  }

  return (
    <div className="login">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
        aria-labelledby="password-reset-title"
      >
        <Container
          header={
            <Header variant="h1" description={t('password.reset.intro')}>
              <span id="password-reset-title">{t('password.reset.title')}</span>
            </Header>
          }
        >
          <Form
            actions={
              <Button variant="primary" formAction="submit" loading={send.isPending} data-testid="password-reset-submit">
                {t('password.reset.submit')}
              </Button>
            }
          >
            <SpaceBetween size="l">
              {send.isSuccess ? (
                <Alert type="success" data-testid="password-reset-sent">
                  {send.data.message || t('alerts.process')}
                </Alert>
              ) : null}
              <FormField label={t('password.fields.email')} errorText={fieldError} controlId="password-reset-email">
                <Input
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoFocus
                  value={email}
                  onChange={({ detail }) => {
                    setEmail(detail.value);
                    setServerError(null);
                  }}
                  invalid={Boolean(fieldError)}
                />
              </FormField>
              <RouterLink href={paths.login}>{t('password.back_to_login')}</RouterLink>
            </SpaceBetween>
          </Form>
        </Container>
      </form>
    </div>
  );
}
