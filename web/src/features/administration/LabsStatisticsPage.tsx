/**
 * /administration/labs-statistics (spec §2, §5, §7): a laboratory, optionally some distributors,
 * from (inclusive) and to (exclusive) → an xlsx of the imported sales of that laboratory's
 * products, saved under the name the server gives it. A job: its progress is shown until the
 * file is there, then the file is saved (and can be saved again).
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../components/FormFrame';
import { DateField } from '../../components/DateField';
import { Page } from '../../components/Page';
import { serverFieldErrors } from '../../components/validation';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { openFileUrl } from '../../lib/download';
import { i18n } from '../../lib/i18n';
import { labsStatisticsUrl, runLabsStatistics, useLaboratories, useSalesOptions, type LabsStatisticsJob } from './api';
import { useAdministrationFrame } from './nav';

export default function LabsStatisticsPage() {
  const { t } = useTranslation();
  const title = t('administration.screens.labsStatistics');
  useAdministrationFrame([{ text: title, href: paths.administrationLabsStatistics }]);
  const labs = useLaboratories();
  const options = useSalesOptions();
  const [lab, setLab] = useState<SelectProps.Option | null>(null);
  const [distributors, setDistributors] = useState<readonly MultiselectProps.Option[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<(LabsStatisticsJob & { lab: string }) | null>(null);

  const errors = {
    lab: tried && !lab ? t('validation.required') : server.lab,
    from: tried && !from ? t('validation.required') : server.from,
    to:
      tried && !to
        ? t('validation.required')
        : tried && from && to <= from
          ? t('administration.statistics.to_after_from')
          : server.to,
  };

  async function submit() {
    setTried(true);
    setServer({});
    if (!lab || !from || !to || to <= from) return;
    setBusy(true);
    setJob(null);
    const labName = String(lab.label);
    try {
      const end = await runLabsStatistics(
        { lab: Number(lab.value), distributors: distributors.map((d) => Number(d.value)), from, to },
        (state) => setJob({ ...state, lab: labName }),
      );
      if (end.status === 'done' && end.url) saveFile(end.url);
    } catch (error) {
      setServer(serverFieldErrors(error) ?? {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={title} description={t('administration.statistics.description')}>
      <SpaceBetween size="l">
        <FormFrame
          testId="statistics"
          submitLabel={t('administration.statistics.export')}
          saving={busy}
          onSubmit={() => void submit()}
        >
          <Container>
            <SpaceBetween size="m">
              <ColumnLayout columns={2}>
                <FormField label={t('administration.statistics.lab')} errorText={errors.lab}>
                  <Select
                    selectedOption={lab}
                    options={(labs.data ?? []).map((p) => ({ value: String(p.id), label: p.name, tags: [p.code] }))}
                    onChange={({ detail }) => setLab(detail.selectedOption)}
                    filteringType="auto"
                    placeholder={t('administration.choose')}
                    statusType={labs.isLoading ? 'loading' : 'finished'}
                    invalid={Boolean(errors.lab)}
                    data-testid="statistics-lab"
                  />
                </FormField>
                <FormField
                  label={t('administration.statistics.distributors')}
                  description={t('administration.statistics.distributors_hint')}
                  errorText={server.distributors}
                >
                  <Multiselect
                    selectedOptions={distributors}
                    options={(options.data?.distributors ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
                    onChange={({ detail }) => setDistributors(detail.selectedOptions)}
                    filteringType="auto"
                    placeholder={t('administration.statistics.all_distributors')}
                    statusType={options.isLoading ? 'loading' : 'finished'}
                    data-testid="statistics-distributors"
                  />
                </FormField>
              </ColumnLayout>
              <ColumnLayout columns={2}>
                <FormField
                  label={t('administration.statistics.from')}
                  description={t('administration.statistics.from_hint')}
                  errorText={errors.from}
                >
                  <DateField value={from} onChange={setFrom} invalid={Boolean(errors.from)} data-testid="statistics-from" />
                </FormField>
                <FormField
                  label={t('administration.statistics.to')}
                  description={t('administration.statistics.to_hint')}
                  errorText={errors.to}
                >
                  <DateField value={to} onChange={setTo} invalid={Boolean(errors.to)} data-testid="statistics-to" />
                </FormField>
              </ColumnLayout>
            </SpaceBetween>
          </Container>
        </FormFrame>
        {job && (
          <Container data-testid="statistics-job">
            <ProgressBar
              status={job.status === 'running' ? 'in-progress' : job.status === 'done' ? 'success' : 'error'}
              value={job.total ? Math.round((job.done / job.total) * 100) : 0}
              label={t('administration.statistics.job_label', { lab: job.lab })}
              description={t('administration.statistics.job_progress', { done: job.done, total: job.total })}
              additionalInfo={job.status === 'running' ? t('administration.statistics.job_wait') : undefined}
              resultText={
                job.status === 'done' ? t('administration.statistics.job_done') : t('administration.statistics.job_failed')
              }
              resultButtonText={job.status === 'done' ? t('administration.statistics.job_download') : undefined}
              onResultButtonClick={() => void labsStatisticsUrl(job.job_id).then((url) => url && saveFile(url))}
            />
          </Container>
        )}
      </SpaceBetween>
    </Page>
  );
}

function saveFile(url: string): void {
  if (openFileUrl(url) === 'saved') alerts.add({ type: 'success', msg: i18n.t('alerts.download') });
}
