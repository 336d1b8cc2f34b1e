/**
 * /working-time-control/index (role 2; spec §2, §4): the clock ticking every second in Madrid
 * time, clock in only when not working and clock out only when working (the server refuses the
 * rest: a second tab or a double click never opens two entries), today's entries and total, and
 * the forgotten clock-out flag (an entry open more than 12 hours).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { FORGOTTEN_AFTER_HOURS } from '../../../../shared/working-time/time';
import { MADRID_TIME_ZONE } from '../../../../shared/time/madrid';
import { EmptyState, LoadFailed, Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { useClockStatus, useSetWorking, type ClockStatus, type WorkEntry } from './api';
import { EntryEnd, EntryStatus } from './components/EntryStatus';
import { DayBroken } from './components/IntegrityNotice';
import { useWorkingTimeFrame } from './components/nav';
import { durationText, liveDaySeconds, liveEntrySeconds, madridDateTime, madridTime } from './register-format';
import { useServerClock } from './use-server-clock';
import './working-time.css';

export default function ClockPage() {
  const { t } = useTranslation();
  const title = t('workingTime.clock.title');
  useWorkingTimeFrame(title, paths.workingTimeClock);
  const status = useClockStatus();
  return (
    <Page title={title} description={t('workingTime.clock.description')}>
      {status.data ? (
        <Clock status={status.data} />
      ) : status.isError ? (
        <LoadFailed onRetry={() => void status.refetch()} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}

function Clock({ status }: { status: ClockStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useServerClock(status.now);
  const set = useSetWorking();
  const today = new Intl.DateTimeFormat(locale === 'ca' ? 'ca-ES' : 'es-ES', {
    timeZone: MADRID_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now);

  return (
    <SpaceBetween size="l">
      {status.forgotten && status.open_entry ? (
        <Alert type="warning" header={t('workingTime.forgotten.title')} data-testid="wtc-forgotten">
          {t('workingTime.forgotten.worker', {
            hours: FORGOTTEN_AFTER_HOURS,
            since: madridDateTime(status.open_entry.time_start),
          })}
        </Alert>
      ) : null}
      {status.pending_acknowledgements > 0 ? (
        <Alert
          type="info"
          data-testid="wtc-pending"
          action={<RouterLink href={paths.workingTimeHistory}>{t('workingTime.pending.open_history')}</RouterLink>}
        >
          {t('workingTime.pending.text', { count: status.pending_acknowledgements })}
        </Alert>
      ) : null}
      <Container header={<Header variant="h2">{today}</Header>}>
        <SpaceBetween size="l">
          <div className="wtc-clock" data-testid="wtc-clock" role="timer" aria-label={t('workingTime.clock.now')}>
            {madridTime(now)}
          </div>
          <Box textAlign="center" data-testid="wtc-state">
            {status.working && status.open_entry ? (
              <StatusIndicator type="in-progress">
                {t('workingTime.clock.working_since', { time: madridTime(status.open_entry.time_start) })}
              </StatusIndicator>
            ) : (
              <StatusIndicator type="stopped">{t('workingTime.clock.not_working')}</StatusIndicator>
            )}
          </Box>
          <Box textAlign="center">
            <SpaceBetween direction="horizontal" size="m" alignItems="center">
              <Button
                variant={status.working ? 'normal' : 'primary'}
                iconName="caret-right-filled"
                disabled={status.working || set.isPending}
                loading={set.isPending && set.variables === true}
                onClick={() => set.mutate(true)}
                data-testid="wtc-clock-in"
              >
                {t('workingTime.clock.in')}
              </Button>
              <Button
                variant={status.working ? 'primary' : 'normal'}
                iconName="close"
                disabled={!status.working || set.isPending}
                loading={set.isPending && set.variables === false}
                onClick={() => set.mutate(false)}
                data-testid="wtc-clock-out"
              >
                {t('workingTime.clock.out')}
              </Button>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      </Container>
      {status.today.broken ? (
        <Alert type="error" header={t('workingTime.integrity.period_broken')} data-testid="wtc-today-broken">
          {t('workingTime.clock.today_broken')}
        </Alert>
      ) : null}
      <TodayTable status={status} now={now} />
    </SpaceBetween>
  );
}

function TodayTable({ status, now }: { status: ClockStatus; now: Date }) {
  const { t } = useTranslation();
  const total = liveDaySeconds(status.today, status.now, now);
  return (
    <Table<WorkEntry>
      data-testid="wtc-today"
      variant="container"
      header={
        <Header
          variant="h2"
          counter={`(${status.today.entries.length})`}
          actions={
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box variant="awsui-key-label" data-testid="wtc-today-total">
                {t('workingTime.clock.today_total', { total: durationText(t, total) })}
              </Box>
              {status.today.broken ? <DayBroken /> : null}
            </SpaceBetween>
          }
        >
          {t('workingTime.clock.today')}
        </Header>
      }
      items={status.today.entries}
      trackBy={(e) => String(e.id)}
      columnDefinitions={[
        { id: 'start', header: t('workingTime.columns.start'), cell: (e) => madridTime(e.time_start), isRowHeader: true },
        { id: 'end', header: t('workingTime.columns.end'), cell: (e) => <EntryEnd entry={e} /> },
        { id: 'time', header: t('workingTime.columns.time'), cell: (e) => durationText(t, liveEntrySeconds(e, now)) },
        { id: 'status', header: t('workingTime.columns.status'), cell: (e) => <EntryStatus entry={e} /> },
      ]}
      empty={<EmptyState text={t('workingTime.clock.no_entries_today')} />}
    />
  );
}
