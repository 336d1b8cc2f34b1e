/**
 * /guest/laboratory/statistics (role 33): the laboratory's sales from a date (included) to a date
 * (excluded), both required (spec §2, §5), exported as an xlsx named with the range.
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '../../components/frame-slots';
import { Page } from '../../components/Page';
import { download } from '../../lib/download';
import { toApiDate } from '../../lib/format';
import { ApiError } from '../../lib/http';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import { DateField } from '../../components/DateField';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type StatisticsIssues = Partial<Record<'from' | 'to', 'required' | 'after_from'>>;

/** Both dates are required; `to` (excluded) must come after `from` (included). */
export function statisticsIssues(from: string, to: string): StatisticsIssues {
  const out: StatisticsIssues = {};
  if (!ISO_DAY.test(from)) out.from = 'required';
  if (!ISO_DAY.test(to)) out.to = 'required';
  else if (ISO_DAY.test(from) && to <= from) out.to = 'after_from';
  return out;
}

/** The first day of this month and of the next: a whole month, `to` excluded. */
function thisMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return { from: toApiDate(first), to: toApiDate(next) };
}

export default function StatisticsPage() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => thisMonth().from);
  const [to, setTo] = useState(() => thisMonth().to);
  const [shown, setShown] = useState<StatisticsIssues>({});
  const [server, setServer] = useState<Partial<Record<'from' | 'to', string>>>({});
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('laboratory.statistics.title'), href: '/guest/laboratory/statistics' },
  ]);
  const exporting = useGuardedMutation({
    mutationFn: () => download('guest-laboratory.statistics.export', { query: { from, to }, handle: [422] }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        const fields = error.fieldErrors;
        setServer({ from: fields.from?.[0], to: fields.to?.[0] });
      }
    },
  });

  const text = (field: 'from' | 'to') =>
    server[field] ??
    (shown[field] === 'required'
      ? t('validation.required')
      : shown[field] === 'after_from'
        ? t('laboratory.statistics.after_from')
        : undefined);

  const submit = () => {
    const found = statisticsIssues(from, to);
    setShown(found);
    setServer({});
    if (Object.keys(found).length === 0) exporting.mutate();
  };

  return (
    <Page title={t('laboratory.statistics.title')} description={t('laboratory.statistics.description')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Form
          actions={
            <Button variant="primary" iconName="download" loading={exporting.isPending} formAction="submit" data-testid="export">
              {t('laboratory.statistics.export')}
            </Button>
          }
        >
          <Container header={<Header variant="h2">{t('laboratory.statistics.range')}</Header>}>
            <ColumnLayout columns={2}>
              <FormField
                label={t('laboratory.statistics.from')}
                description={t('laboratory.statistics.from_help')}
                errorText={text('from')}
              >
                <DateField value={from} onChange={setFrom} invalid={Boolean(text('from'))} ariaRequired data-testid="from" />
              </FormField>
              <FormField
                label={t('laboratory.statistics.to')}
                description={t('laboratory.statistics.to_help')}
                errorText={text('to')}
              >
                <DateField value={to} onChange={setTo} invalid={Boolean(text('to'))} ariaRequired data-testid="to" />
              </FormField>
            </ColumnLayout>
          </Container>
        </Form>
      </form>
    </Page>
  );
}
