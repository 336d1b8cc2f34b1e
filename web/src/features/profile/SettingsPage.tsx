/**
 * /profile/settings (role 2; spec §2, §3, §7): the user's settings as a table; the ticketing
 * default status (setting 2) is a select of the ticketing statuses, the ticketing assignment mail
 * (setting 3) a switch. Saved with POST /api/profile/settings (the changed ones); the
 * answer is the updated user.
 */
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Table from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '../../components/frame-slots';
import { useDocumentTitle } from '../../components/Page';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { session } from '../../lib/auth/session';
import { USER_QUERY_KEY } from '../../lib/auth/user';
import { useSession } from '../../lib/auth/use-session';
import { queryClient } from '../../lib/query';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import {
  ticketingAssignmentMail,
  ticketingDefaultStatus,
  TICKETING_ASSIGNMENT_MAIL_SETTING,
  TICKETING_DEFAULT_STATUS_SETTING,
} from '../../lib/auth/settings';
import { saveSettings, useTicketingStatuses } from './api';

interface SettingRow {
  id: number;
  label: string;
  description: string;
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const title = t('profile.settings.title');
  useDocumentTitle(title);
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: title, href: paths.profileSettings },
  ]);
  const statuses = useTicketingStatuses();
  const saved = ticketingDefaultStatus(user);
  const [status, setStatus] = useState<number | null>(null);
  const chosen = status ?? saved;
  const savedMail = ticketingAssignmentMail(user);
  const [mail, setMail] = useState<boolean | null>(null);
  const chosenMail = mail ?? savedMail;
  const changed = chosen !== saved || chosenMail !== savedMail;
  const save = useGuardedMutation({
    mutationFn: () =>
      saveSettings({
        ...(chosen !== saved ? { ticketing_default_status: chosen } : {}),
        ...(chosenMail !== savedMail ? { ticketing_assignment_mail: chosenMail } : {}),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      session.setUser(updated);
      setStatus(null);
      setMail(null);
      alerts.add({ type: 'success', msg: t('alerts.save') });
    },
  });

  const options: SelectProps.Option[] = (statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const rows: SettingRow[] = [
    {
      id: TICKETING_DEFAULT_STATUS_SETTING,
      label: t('profile.settings.ticketing_default_status'),
      description: t('profile.settings.ticketing_default_status_hint'),
    },
    {
      id: TICKETING_ASSIGNMENT_MAIL_SETTING,
      label: t('ticketing.profile.assignment_mail'),
      description: t('ticketing.profile.assignment_mail_hint'),
    },
  ];

  return (
    <Table<SettingRow>
      variant="container"
      data-testid="settings-table"
      items={rows}
      trackBy="id"
      header={
        <Header
          variant="h1"
          description={t('profile.settings.intro')}
          actions={
            <Button
              variant="primary"
              onClick={() => save.mutate()}
              loading={save.isPending}
              disabled={!changed}
              data-testid="settings-save"
            >
              {t('acl.actions.save')}
            </Button>
          }
        >
          {title}
        </Header>
      }
      columnDefinitions={[
        {
          id: 'setting',
          header: t('profile.settings.setting'),
          cell: (row) => (
            <div>
              <strong>{row.label}</strong>
              <div className="page-status">{row.description}</div>
            </div>
          ),
        },
        {
          id: 'value',
          header: t('profile.settings.value'),
          minWidth: 260,
          cell: (row) =>
            row.id === TICKETING_ASSIGNMENT_MAIL_SETTING ? (
              <Toggle
                checked={chosenMail}
                onChange={({ detail }) => setMail(detail.checked)}
                ariaLabel={t('ticketing.profile.assignment_mail')}
                data-testid="settings-assignment-mail"
              >
                {chosenMail ? t('ticketing.yes') : t('ticketing.no')}
              </Toggle>
            ) : (
              <Select
                ariaLabel={t('profile.settings.ticketing_default_status')}
                selectedOption={options.find((o) => o.value === String(chosen)) ?? null}
                options={options}
                statusType={statuses.isPending ? 'loading' : statuses.isError ? 'error' : 'finished'}
                loadingText={t('app.loading')}
                errorText={t('acl.load_failed')}
                recoveryText={t('app.retry')}
                onLoadItems={() => {
                  if (statuses.isError) void statuses.refetch();
                }}
                placeholder={t('profile.settings.choose_status')}
                onChange={({ detail }) => setStatus(Number(detail.selectedOption.value))}
                data-testid="settings-ticketing-status"
              />
            ),
        },
      ]}
    />
  );
}
