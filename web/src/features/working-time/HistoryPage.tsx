/**
 * /working-time-control/history (role 2; spec §2): the worker's own
 * register by month (up to the current one), days with their entries and totals (an open entry
 * counted up to now), the month total, the administration's changes with their trace to
 * acknowledge, and the month as PDF or xlsx; whether the month's figures are the register as
 * written, and each altered day marked.
 */
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { FORGOTTEN_AFTER_HOURS } from '../../../../shared/working-time/time';
import { LoadFailed, Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { useAcknowledge, useHistory, type MonthRegister } from './api';
import { AmendmentsTable } from './components/AmendmentsTable';
import { ExportMenu } from './components/ExportMenu';
import { IntegrityNotice } from './components/IntegrityNotice';
import { MonthPicker } from './components/MonthPicker';
import { useWorkingTimeFrame } from './components/nav';
import { MonthTotal } from './components/MonthTotal';
import { RegisterTable } from './components/RegisterTable';
import { hasRunningEntry } from './register-format';
import { useMonthParam } from './use-register-params';
import { useServerClock } from './use-server-clock';
import './working-time.css';

export default function HistoryPage() {
  const { t } = useTranslation();
  const title = t('workingTime.history.title');
  useWorkingTimeFrame(title, paths.workingTimeHistory);
  const [month, setMonth] = useMonthParam();
  const history = useHistory(month);
  return (
    <Page
      title={title}
      description={t('workingTime.history.description')}
      actions={<ExportMenu month={month} targets={[{ scope: 'own' }]} />}
    >
      <Container>
        <ColumnLayout columns={2}>
          <MonthPicker value={month} onChange={setMonth} />
          {history.data ? <MonthTotal register={history.data} /> : null}
        </ColumnLayout>
      </Container>
      {history.data ? (
        <History key={month} register={history.data} />
      ) : history.isError ? (
        <LoadFailed onRetry={() => void history.refetch()} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}

function History({ register }: { register: MonthRegister }) {
  const { t } = useTranslation();
  const now = useServerClock(register.now, hasRunningEntry(register));
  const acknowledge = useAcknowledge();
  const onAcknowledge = (seqs: number[]) =>
    acknowledge.mutate(seqs, {
      onSuccess: () => alerts.add({ type: 'success', msg: t('workingTime.trace.acknowledged_alert') }),
    });
  return (
    <SpaceBetween size="l">
      <IntegrityNotice register={register} />
      {register.forgotten ? (
        <Alert type="warning" header={t('workingTime.forgotten.title')} data-testid="wtc-forgotten">
          {t('workingTime.forgotten.history', { hours: FORGOTTEN_AFTER_HOURS })}
        </Alert>
      ) : null}
      {register.pending_acknowledgements > 0 ? (
        <Alert type="info" data-testid="wtc-pending">
          {t('workingTime.pending.history', { count: register.pending_acknowledgements })}
        </Alert>
      ) : null}
      <RegisterTable register={register} now={now} expandAll />
      <AmendmentsTable register={register} onAcknowledge={onAcknowledge} acknowledging={acknowledge.isPending} />
    </SpaceBetween>
  );
}
