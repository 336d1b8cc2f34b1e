/**
 * /working-time-control/admin (role 1; the inspection role 150 reads it; spec §2, §5):
 * a required user autocomplete and a month picker (no future months) in the URL, the month total
 * in hours and minutes, the days newest first all on one page each expanding to its entries,
 * create, edit and delete through amendments with a reason, the hash-chain status, and the
 * exports of the worker's month and the whole staff's. The inspection role gets no buttons that
 * change anything (the server refuses them anyway).
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORGOTTEN_AFTER_HOURS } from '../../../../shared/working-time/time';
import { currentMonth, madridParts } from '../../../../shared/time/madrid';
import { EmptyState, LoadFailed, Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { workingTimeArea } from '../../../../shared/areas/working-time';
import { may } from '../../lib/auth/roles';
import { useStaffExport, useUserOptions, useWorkerMonth, type MonthRegister, type UserOption, type WorkEntry } from './api';
import { AmendmentsTable } from './components/AmendmentsTable';
import { ChainIndicator } from './components/ChainIndicator';
import { IntegrityNotice } from './components/IntegrityNotice';
import { DeleteEntryDialog, EntryDialog } from './components/EntryDialogs';
import { ExportMenu } from './components/ExportMenu';
import { MonthPicker } from './components/MonthPicker';
import { MonthTotal } from './components/MonthTotal';
import { useWorkingTimeFrame } from './components/nav';
import { RegisterTable } from './components/RegisterTable';
import { StaffExportProgress } from './components/StaffExportProgress';
import { hasRunningEntry } from './register-format';
import { useMonthParam, useUserParam } from './use-register-params';
import { useServerClock } from './use-server-clock';
import './working-time.css';

type Dialog = { kind: 'create' } | { kind: 'edit'; entry: WorkEntry } | { kind: 'delete'; entry: WorkEntry } | null;

export default function AdminPage() {
  const { t } = useTranslation();
  const title = t('workingTime.admin.title');
  useWorkingTimeFrame(title, paths.workingTimeAdmin);
  const { user: me } = useSession();
  // Only the administrator creates, amends and deletes entries; the inspection reads.
  const writer = may(me, workingTimeArea.access.administrator);
  const [month, setMonth] = useMonthParam();
  const [user, setUser] = useUserParam();
  const users = useUserOptions();
  const register = useWorkerMonth(user, month);
  const [dialog, setDialog] = useState<Dialog>(null);
  const staffExport = useStaffExport();

  const options: SelectProps.Option[] = (users.data ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  const chosen = options.find((o) => o.value === String(user)) ?? null;
  const defaultDate = month === currentMonth() ? madridParts(new Date()).date : `${month}-01`;

  /** After a 409: read the month again and reopen the dialog on the entry as it is now. */
  async function reload() {
    const fresh = await register.refetch();
    if (!dialog || dialog.kind === 'create') return;
    const entry = fresh.data?.days.flatMap((d) => d.entries).find((e) => e.id === dialog.entry.id);
    setDialog(entry && !entry.deleted ? { kind: dialog.kind, entry } : null);
  }

  return (
    <Page
      title={title}
      description={writer ? t('workingTime.admin.description') : t('workingTime.admin.description_read_only')}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="refresh"
            ariaLabel={t('workingTime.actions.refresh')}
            disabled={user === null}
            loading={register.isFetching && !register.isLoading}
            onClick={() => void register.refetch()}
            data-testid="wtc-refresh"
          />
          <ExportMenu
            month={month}
            targets={[{ scope: 'worker', user }, { scope: 'staff' }]}
            onStaff={(format) => staffExport.start({ month, format })}
            staffPending={staffExport.pending}
          />
          {writer ? (
            <Button
              variant="primary"
              onClick={() => setDialog({ kind: 'create' })}
              disabled={!users.data}
              data-testid="wtc-create"
            >
              {t('workingTime.actions.create')}
            </Button>
          ) : null}
        </SpaceBetween>
      }
    >
      {staffExport.job ? <StaffExportProgress job={staffExport.job} onDismiss={staffExport.dismiss} /> : null}
      <Container>
        <ColumnLayout columns={3}>
          <FormField label={t('workingTime.fields.user')} controlId="wtc-user">
            <Select
              controlId="wtc-user"
              selectedOption={chosen}
              options={options}
              filteringType="auto"
              placeholder={t('workingTime.admin.choose_user')}
              filteringPlaceholder={t('workingTime.admin.search_user')}
              empty={t('workingTime.admin.no_users')}
              statusType={users.isLoading ? 'loading' : users.isError ? 'error' : 'finished'}
              loadingText={t('app.loading')}
              errorText={t('workingTime.admin.users_failed')}
              recoveryText={t('app.retry')}
              onLoadItems={() => {
                if (users.isError) void users.refetch();
              }}
              onChange={({ detail }) => setUser(Number(detail.selectedOption.value))}
              data-testid="wtc-user"
            />
          </FormField>
          <MonthPicker value={month} onChange={setMonth} />
          {register.data ? <MonthTotal register={register.data} /> : null}
        </ColumnLayout>
      </Container>
      {user === null ? (
        <Container>
          <EmptyState text={t('workingTime.admin.no_user')} />
        </Container>
      ) : register.data ? (
        <Register
          key={`${user}-${month}`}
          register={register.data}
          writer={writer}
          fetching={register.isFetching}
          onEdit={(entry) => setDialog({ kind: 'edit', entry })}
          onDelete={(entry) => setDialog({ kind: 'delete', entry })}
        />
      ) : register.isError ? (
        <LoadFailed onRetry={() => void register.refetch()} />
      ) : (
        <Loading />
      )}
      {dialog?.kind === 'delete' ? (
        <DeleteEntryDialog
          key={`${dialog.entry.id}-${dialog.entry.version}`}
          entry={dialog.entry}
          onClose={() => setDialog(null)}
          onReload={reload}
        />
      ) : dialog ? (
        <EntryDialog
          key={dialog.kind === 'edit' ? `${dialog.entry.id}-${dialog.entry.version}` : 'create'}
          entry={dialog.kind === 'edit' ? dialog.entry : null}
          user={user}
          users={users.data ?? ([] as UserOption[])}
          defaultDate={defaultDate}
          onClose={() => setDialog(null)}
          onReload={reload}
        />
      ) : null}
    </Page>
  );
}

function Register({
  register,
  writer,
  fetching,
  onEdit,
  onDelete,
}: {
  register: MonthRegister;
  writer: boolean;
  fetching: boolean;
  onEdit: (entry: WorkEntry) => void;
  onDelete: (entry: WorkEntry) => void;
}) {
  const { t } = useTranslation();
  const now = useServerClock(register.now, hasRunningEntry(register));
  return (
    <SpaceBetween size="l">
      <IntegrityNotice register={register} />
      {register.forgotten ? (
        <Alert type="warning" header={t('workingTime.forgotten.title')} data-testid="wtc-forgotten">
          {t('workingTime.forgotten.admin', { hours: FORGOTTEN_AFTER_HOURS, name: register.user.name })}
        </Alert>
      ) : null}
      <RegisterTable
        register={register}
        now={now}
        loading={fetching && register.days.length === 0}
        header={
          <Header variant="h2" counter={`(${register.days.length})`} description={<ChainIndicator user={register.user.id} />}>
            {t('workingTime.admin.days_of', { name: register.user.name })}
          </Header>
        }
        onEdit={writer ? onEdit : undefined}
        onDelete={writer ? onDelete : undefined}
      />
      <AmendmentsTable register={register} />
    </SpaceBetween>
  );
}
