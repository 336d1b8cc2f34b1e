/**
 * Step 1 (spec §2, §4, §5, §8): a distributor (required), a brand (optional, clearable) and one or
 * more spreadsheet or CSV files; Enter uploads. Each file goes to storage through the one upload
 * path (its bytes' progress shown) and its first rows are shown as the distributor's profile will
 * read them, with any column moved since the layout it remembers; the second Enter
 * stages them: the sales-import workflow reads them: each file's rows
 * read, then its rows staged, or why it failed (in the page's language) or when it was already
 * loaded. With rows staged from every file the wizard moves to step 2 and the form is cleared; with
 * 0 rows the import_sales error is shown and the wizard stays here; when only some files staged,
 * their results stay on screen with a link on to step 2.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALES_FILES_MAX } from '../../../../../shared/sales-import/rules';
import type { ImportJobView, ImportState } from '../../../../../shared/sales-import/views';
import { FilesField } from '../../../components/FileField';
import { FormFrame } from '../../../components/FormFrame';
import { alerts } from '../../../lib/alerts';
import { api, ApiError } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { followJob, importKeys, rememberJob, uploadFile, useBrands, useDistributors } from '../api';
import { fileProblem, SALES_ACCEPT, SALES_EXTENSIONS } from '../components/sheet-files';
import { FileResults, type SendingFile } from './FileResults';
import { UploadPreview, type FilePreview } from './UploadPreview';
import { StepFrame } from './StepFrame';

export function UploadStep({ onStaged }: { onStaged: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const distributors = useDistributors();
  const brands = useBrands();
  const [distributor, setDistributor] = useState<string | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState<SendingFile[]>([]);
  const [job, setJob] = useState<ImportJobView | null>(null);
  /** The files sent and read ahead: staged by the next submit, unless the choice changes. */
  const [previewed, setPreviewed] = useState<{ ids: string[]; files: FilePreview[] } | null>(null);
  /** Stops polling when the step is left. */
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => () => leaving.current?.abort(), []);

  const finish = (done: ImportJobView) => {
    rememberJob(done);
    // The wizard opens step 2 only with rows staged: say so at once, before the refetch lands, or
    // the step-2 guard reads the stale "no rows" and sends the user back here.
    if (done.rows > 0) client.setQueryData<ImportState>(importKeys.state, (s) => s && { ...s, has_rows: true });
    void client.invalidateQueries({ queryKey: importKeys.state });
    if (done.rows === 0) {
      alerts.add({ type: 'error', msg: t('salesImport.upload.no_rows') });
      return;
    }
    alerts.add({ type: 'success', msg: t('salesImport.upload.imported_rows', { count: done.rows }) });
    if (done.files.every((f) => f.status === 'staged')) {
      setFiles([]);
      setDistributor(null);
      setBrand(null);
      setTried(false);
      setPreviewed(null);
      onStaged();
    }
  };

  /** Sends the files and reads their first rows by the distributor's profile; nothing is staged. */
  const preview = useGuardedMutation({
    mutationFn: async () => {
      const ids: string[] = [];
      for (const [i, file] of files.entries()) {
        const id = await uploadFile(file, (p) =>
          setSending((all) => all.map((s, j) => (j === i ? { ...s, percent: p.percent } : s))),
        );
        ids.push(id);
      }
      const read: FilePreview[] = [];
      for (const [i, id] of ids.entries()) {
        const name = files[i]!.name;
        try {
          const body = { file: id, distributor: Number(distributor) };
          read.push({ name, preview: (await api.call('sales_import.preview', { body, handle: [422] })).data, error: null });
        } catch (error) {
          // An unreadable file says why here; the workflow will say it again for the file alone.
          if (!(error instanceof ApiError) || error.status !== 422) throw error;
          read.push({ name, preview: null, error: error.message });
        }
      }
      return { ids, files: read };
    },
    onSuccess: (answer) => {
      setPreviewed(answer);
      setSending([]);
    },
    onError: () => setSending([]),
  });

  const upload = useGuardedMutation({
    mutationFn: async (ids: string[]) => {
      const signal = (leaving.current = new AbortController()).signal;
      const body = { distributor: Number(distributor), brand: brand ? Number(brand) : null, files: ids };
      const { job_id } = (await api.call('sales_import.upload', { body, signal })).data;
      return follow(job_id, signal);
    },
    onSuccess: (done) => {
      // Those uploads are used now: another submit reads the files afresh.
      setPreviewed(null);
      finish(done);
    },
    onError: () => setSending([]),
  });

  /** The workflow reads the files: its progress is polled until it is over. */
  const follow = (jobId: string, signal: AbortSignal) => followJob(jobId, { signal, onProgress: setJob });

  // An interrupted job runs again on its unfinished files; the staged ones stay as they are.
  const resume = useGuardedMutation({
    mutationFn: async (jobId: string) => {
      const signal = (leaving.current = new AbortController()).signal;
      await api.call('sales_import.jobs.resume', { params: { job: jobId }, signal });
      return follow(jobId, signal);
    },
    onSuccess: finish,
  });

  const done = job && job.status !== 'running' ? job : null;
  const busy = upload.isPending || resume.isPending || preview.isPending;
  const problems = files.map((f) => fileProblem(t, f)).filter((p): p is string => p !== null);
  const filesError = problems[0] ?? (tried && files.length === 0 ? t('validation.required') : undefined);
  const distributorError = tried && !distributor ? t('validation.required') : undefined;
  const distributorOptions = (distributors.data ?? []).map((d) => ({
    value: String(d.id),
    label: d.name,
    labelTag: String(d.id),
  }));
  const brandOptions = (brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }));

  const submit = () => {
    setTried(true);
    if (!distributor || files.length === 0 || problems.length > 0 || busy) return;
    setJob(null);
    setSending(files.map((f) => ({ name: f.name, size: f.size, percent: 100 })));
    if (previewed) upload.mutate(previewed.ids);
    else {
      setSending(files.map((f) => ({ name: f.name, size: f.size, percent: 0 })));
      preview.mutate();
    }
  };

  return (
    <StepFrame id="upload">
      <SpaceBetween size="l">
        <FormFrame
          testId="upload-form"
          submitLabel={
            previewed ? t('salesImport.upload.stage', { count: previewed.ids.length }) : t('salesImport.upload.preview')
          }
          saving={busy}
          onSubmit={submit}
        >
          <SpaceBetween size="l">
            <ColumnLayout columns={2}>
              <FormField label={t('salesImport.upload.distributor')} errorText={distributorError} controlId="upload-distributor">
                <Select
                  controlId="upload-distributor"
                  data-testid="upload-distributor"
                  selectedOption={distributorOptions.find((o) => o.value === distributor) ?? null}
                  options={distributorOptions}
                  filteringType="auto"
                  placeholder={t('salesImport.upload.choose_distributor')}
                  statusType={distributors.isPending ? 'loading' : distributors.isError ? 'error' : 'finished'}
                  loadingText={t('app.loading')}
                  empty={t('salesImport.distributors.empty')}
                  invalid={Boolean(distributorError)}
                  onChange={({ detail }) => {
                    setDistributor(detail.selectedOption.value ?? null);
                    setPreviewed(null);
                  }}
                />
              </FormField>
              <FormField
                label={t('salesImport.upload.brand')}
                controlId="upload-brand"
                secondaryControl={
                  brand ? (
                    <Button
                      formAction="none"
                      variant="icon"
                      iconName="close"
                      ariaLabel={t('salesImport.upload.clear_brand')}
                      onClick={() => setBrand(null)}
                      data-testid="upload-brand-clear"
                    />
                  ) : undefined
                }
              >
                <Select
                  controlId="upload-brand"
                  data-testid="upload-brand"
                  selectedOption={brandOptions.find((o) => o.value === brand) ?? null}
                  options={brandOptions}
                  placeholder={t('salesImport.upload.no_brand')}
                  statusType={brands.isPending ? 'loading' : brands.isError ? 'error' : 'finished'}
                  loadingText={t('app.loading')}
                  empty={t('salesImport.brands.empty')}
                  onChange={({ detail }) => setBrand(detail.selectedOption.value ?? null)}
                />
              </FormField>
            </ColumnLayout>
            <FilesField
              testId="upload-files"
              label={t('salesImport.upload.files')}
              description={t('salesImport.upload.files_hint', {
                types: SALES_EXTENSIONS.join(', '),
                max: SALES_FILES_MAX,
              })}
              chooseLabel={t('salesImport.files.choose')}
              removeLabel={(name) => t('salesImport.files.remove', { name })}
              accept={SALES_ACCEPT}
              max={SALES_FILES_MAX}
              files={files}
              onChange={(chosen) => {
                setPreviewed(null);
                setFiles(chosen);
              }}
              same={(a, b) => a.name === b.name && a.size === b.size}
              errorText={filesError}
            />
          </SpaceBetween>
        </FormFrame>
        {previewed && !upload.isPending && !job ? <UploadPreview files={previewed.files} /> : null}
        {sending.length ? <FileResults sending={sending} job={job} /> : null}
        {job?.status === 'running' && job.files.every((f) => f.status !== 'queued' && f.status !== 'reading') ? (
          // The files are read; the workflow now reconciles the month's rows and builds the step lists.
          <StatusIndicator type="in-progress" data-testid="upload-building">
            {t('salesImport.upload.building')}
          </StatusIndicator>
        ) : null}
        {done?.resumable ? (
          <Alert
            type="error"
            data-testid="upload-interrupted"
            action={
              <Button onClick={() => resume.mutate(done.id)} loading={resume.isPending} data-testid="upload-resume">
                {t('salesImport.upload.resume')}
              </Button>
            }
          >
            {t('salesImport.upload.interrupted')}
            {done.message ? <div data-testid="upload-failure">{done.message}</div> : null}
          </Alert>
        ) : null}
        {done && done.rows > 0 && !done.resumable && !done.files.every((f) => f.status === 'staged') ? (
          <Alert
            type="warning"
            data-testid="upload-partial"
            action={
              <Button onClick={onStaged} data-testid="upload-continue">
                {t('salesImport.upload.continue')}
              </Button>
            }
          >
            {t('salesImport.upload.partial', { count: done.rows })}
          </Alert>
        ) : null}
      </SpaceBetween>
    </StepFrame>
  );
}
