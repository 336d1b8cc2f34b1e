/**
 * Guest profile, guest.{type}.profile (/guest/pharmacy/profile, /guest/laboratory/profile; spec §2,
 * §5, §7, §8): name, e-mail, current password (checked by the server on every save), an optional
 * new password with its confirmation. A wrong current password (400) shows on its field.
 * An impersonated session may look but not change another person's credentials.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, NameField, PasswordField } from '../../components/AccountFields';
import { useBreadcrumbs } from '../../components/frame-slots';
import { Page } from '../../components/Page';
import { issueText, PASSWORD_MIN } from '../../components/validation';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { session } from '../../lib/auth/session';
import type { User } from '../../lib/auth/types';
import { USER_QUERY_KEY } from '../../lib/auth/user';
import { useSession } from '../../lib/auth/use-session';
import { ApiError } from '../../lib/http';
import { queryClient } from '../../lib/query';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import { updateProfile, type ProfileBody } from './api';
import { profileIssues, type ProfileField, type ProfileValues } from './validation';
import { SubmitForm } from '../../components/FormFrame';

export default function GuestProfilePage() {
  const { t } = useTranslation();
  const { user, impersonation } = useSession();
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: t('nav.profile'), href: user?.type_id === 2 ? paths.laboratoryProfile : paths.pharmacyProfile },
  ]);
  if (!user) return null;
  return (
    <Page title={t('profile.title')} description={user.party ? `${user.party.code} · ${user.party.name}` : undefined}>
      <ProfileForm key={user.id} user={user} impersonating={Boolean(impersonation || user.impersonated_by)} />
    </Page>
  );
}

function ProfileForm({ user, impersonating }: { user: User; impersonating: boolean }) {
  const { t } = useTranslation();
  const empty = { password_current: '', password: '', password_confirmation: '' };
  const [values, setValues] = useState<ProfileValues>({ name: user.name, email: user.email ?? '', ...empty });
  const [submitted, setSubmitted] = useState(false);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const save = useGuardedMutation({
    mutationFn: (body: ProfileBody) => updateProfile(user.id, body),
    onMutate: () => setCurrentError(null),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      session.setUser(updated);
      alerts.add({ type: 'success', msg: t('alerts.update') });
      setValues({ name: updated.name, email: updated.email ?? '', ...empty });
      setSubmitted(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        setCurrentError(error.fieldErrors.password_current?.[0] ?? error.message);
      }
    },
  });
  const found = profileIssues(values);
  const shown = submitted ? found : {};
  const set = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'password_current') setCurrentError(null);
  };

  function submit() {
    setSubmitted(true);
    if (Object.keys(found).length > 0 || impersonating) return;
    const body: ProfileBody = { name: values.name.trim(), email: values.email.trim(), password_current: values.password_current };
    if (values.password) {
      body.password = values.password;
      body.password_confirmation = values.password_confirmation;
    }
    save.mutate(body);
  }

  const currentText = issueText(t, shown.password_current) ?? currentError ?? undefined;
  const field = (name: ProfileField) => issueText(t, shown[name]);

  return (
    <SubmitForm onSubmit={submit} testId="profile-form">
      <Form
        actions={
          <Button
            variant="primary"
            formAction="submit"
            loading={save.isPending}
            disabled={impersonating}
            data-testid="profile-submit"
          >
            {t('acl.actions.save')}
          </Button>
        }
      >
        <SpaceBetween size="l">
          {impersonating ? <Alert type="info">{t('profile.impersonating')}</Alert> : null}
          <Container header={<Header variant="h2">{t('profile.account')}</Header>}>
            <ColumnLayout columns={2}>
              <NameField
                controlId="profile-name"
                value={values.name}
                onChange={set('name')}
                errorText={field('name')}
                autoComplete="name"
              />
              <EmailField
                controlId="profile-email"
                value={values.email}
                onChange={set('email')}
                errorText={field('email')}
                autoComplete="email"
              />
              <FormField label={t('acl.fields.login')} controlId="profile-login">
                <Input value={user.login} readOnly />
              </FormField>
            </ColumnLayout>
          </Container>
          <Container
            header={
              <Header variant="h2" description={t('profile.password_intro')}>
                {t('profile.password')}
              </Header>
            }
          >
            <ColumnLayout columns={2}>
              <PasswordField
                label={t('profile.fields.current')}
                description={t('profile.current_hint', { min: PASSWORD_MIN })}
                autoComplete="current-password"
                controlId="profile-current"
                value={values.password_current}
                onChange={set('password_current')}
                errorText={currentText}
              />
              <div />
              <PasswordField
                label={t('password.fields.new')}
                constraintText={t('password.rules_optional', { min: PASSWORD_MIN })}
                autoComplete="new-password"
                controlId="profile-new"
                value={values.password}
                onChange={set('password')}
                errorText={field('password')}
              />
              <PasswordField
                label={t('password.fields.confirmation')}
                autoComplete="new-password"
                controlId="profile-confirmation"
                value={values.password_confirmation}
                onChange={set('password_confirmation')}
                errorText={field('password_confirmation')}
              />
            </ColumnLayout>
          </Container>
        </SpaceBetween>
      </Form>
    </SubmitForm>
  );
}
