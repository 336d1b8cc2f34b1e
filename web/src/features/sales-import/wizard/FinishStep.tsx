/**
 * Step 7 (spec §2, §4, §5): a date (required) for the month's sales; "download" gives the staged,
 * reconciled sales as a file for the ERP; "finish" commits them and clears the staging area, then
 * shows the finished state with a button back to step 1. Finishing cannot be undone: it asks
 * first, naming what is still unfixed, from the staging's counters.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DateField } from '../../../components/DateField';
import { alerts } from '../../../lib/alerts';
import { formatDate } from '../../../lib/format';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { exportByJob, importKeys, useImportState, useLeftToFix } from '../api';
import { formatQuantity } from '../format';
import { unfixed } from './left-to-fix';
import { StepFrame } from './StepFrame';
import { useExport } from '../../../lib/use-export';

/** The finish confirmation's text: the rows and date committed, and what is still unfixed. */
function FinishQuestion({ date }: { date: string }) {
  const { t } = useTranslation();
  const state = useImportState();
  const left = useLeftToFix();
  const open = left.data ? unfixed(left.data) : [];
  return (
    <SpaceBetween size="s">
      <Box>
        {t('salesImport.finish.confirm_text', {
          count: state.data?.rows ?? 0,
          rows: formatQuantity(state.data?.rows ?? 0),
          date: formatDate(date),
        })}
      </Box>
      {left.isPending ? (
        <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>
      ) : open.length ? (
        <SpaceBetween size="xs">
          <Box variant="strong">{t('salesImport.finish.unfixed_title')}</Box>
          <ul data-testid="finish-unfixed">
            {open.map((u) => (
              <li key={u.kind} data-testid={`finish-unfixed-${u.kind}`}>
                <StatusIndicator type="warning">{t(`salesImport.left.${u.kind}`, { count: u.count })}</StatusIndicator>
              </li>
            ))}
          </ul>
        </SpaceBetween>
      ) : (
        <StatusIndicator type="success" data-testid="finish-all-fixed">
          {t('salesImport.finish.all_fixed')}
        </StatusIndicator>
      )}
      {left.data?.building ? <Box variant="small">{t('salesImport.left.building')}</Box> : null}
      <Box variant="small">{t('salesImport.finish.irreversible')}</Box>
    </SpaceBetween>
  );
}

export function FinishStep({ finished, onFinished, onHome }: { finished: boolean; onFinished: () => void; onHome: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [date, setDate] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const downloading = useExport(() => exportByJob(() => api.call('sales_import.download', { body: { date } })));
  const dateError = tried && !date ? t('validation.required') : undefined;
  const finish = useGuardedMutation({
    mutationFn: () => api.call('sales_import.finish', { body: { date } }).then((a) => a.data.rows),
    onSuccess: async (rows) => {
      alerts.add({ type: 'success', msg: t('salesImport.finish.done', { count: rows }) });
      setDate('');
      setTried(false);
      setAsking(false);
      onFinished();
      await client.invalidateQueries({ queryKey: importKeys.state });
    },
  });
  const need = (then: () => void) => () => {
    setTried(true);
    if (date) then();
  };

  if (finished) {
    return (
      <StepFrame id="finish">
        <Alert
          type="success"
          header={t('salesImport.finish.finished_title')}
          data-testid="import-finished"
          action={
            <Button onClick={onHome} data-testid="import-home">
              {t('salesImport.finish.home')}
            </Button>
          }
        >
          {t('salesImport.finish.finished')}
        </Alert>
      </StepFrame>
    );
  }
  return (
    <StepFrame id="finish">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          need(() => setAsking(true))();
        }}
      >
        <SpaceBetween size="l">
          <Grid gridDefinition={[{ colspan: { default: 12, xs: 6, m: 3 } }]}>
            <FormField label={t('salesImport.finish.date')} errorText={dateError} controlId="finish-date">
              <DateField
                controlId="finish-date"
                value={date}
                onChange={setDate}
                invalid={Boolean(dateError)}
                data-testid="finish-date"
              />
            </FormField>
          </Grid>
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              iconName="download"
              loading={downloading.busy}
              onClick={need(downloading.run)}
              data-testid="finish-download"
            >
              {t('salesImport.finish.download')}
            </Button>
            <Button variant="primary" formAction="submit" loading={finish.isPending} data-testid="finish-submit">
              {t('salesImport.finish.submit')}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </form>
      <ConfirmModal
        visible={asking}
        title={t('salesImport.finish.confirm_title')}
        confirmLabel={t('salesImport.finish.confirm')}
        loading={finish.isPending}
        onConfirm={() => finish.mutate()}
        onCancel={() => setAsking(false)}
      >
        {asking ? <FinishQuestion date={date} /> : null}
      </ConfirmModal>
    </StepFrame>
  );
}
