/**
 * /opc/import/stock and /opc/import/target (operations role; spec §2, §5, §7): spreadsheets sent
 * through the one upload path, then imported as a whole or not at all. Stock takes several files;
 * target needs a laboratory (the selector lists every laboratory, sorted by party name). The answer
 * is the rows stored or every refused row with its file, row number and reasons (errorInfo).
 * Below, the import history of that kind: the last import can be removed as a unit.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FILES_MAX,
  STOCK_COLUMNS,
  TARGET_COLUMNS,
} from '../../../../shared/operations/file-imports';
import type { FileImportAnswer, ImportBatchRow, ImportRowError } from '../../../../shared/operations/views';
import { FilesField } from '../../components/FileField';
import { EmptyState } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { formatDateTime } from '../../lib/format';
import { api, ApiError } from '../../lib/http';
import { checkFile, formatBytes, putPresigned } from '../../lib/upload';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import { useOpcFrame } from './nav';
import { SHEET_EXTENSIONS } from './sell-in/sheet';

export type FileImportKind = 'stock' | 'target';

const TEXT = {
  stock: { title: 'operations.imports.stock_title', description: 'operations.imports.stock_description' },
  target: { title: 'operations.imports.target_title', description: 'operations.imports.target_description' },
} as const;

/** Sends each file through an upload ticket; answers their upload ids, in order. */
async function uploadAll(files: readonly File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const ticket = await api.call('operations.import.upload_ticket', { body: { file_name: file.name, size: file.size } });
    await putPresigned(ticket, file);
    ids.push(ticket.upload_id);
  }
  return ids;
}

function ImportHistory({ kind }: { kind: FileImportKind }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['operations', 'import', 'batches', kind];
  const batches = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call('operations.import.batches', { query: { kind }, signal }).then((b) => b.data),
  });
  const remove = useGuardedMutation({
    mutationFn: (id: number) => api.call('operations.import.batches.delete', { params: { id } }),
    onSuccess: async () => {
      alerts.add({ type: 'success', msg: t('operations.imports.removed') });
      await client.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <Table<ImportBatchRow>
      data-testid="opc-import-history"
      header={<Header variant="h2">{t('operations.imports.history')}</Header>}
      items={batches.data ?? []}
      loading={batches.isPending}
      loadingText={t('app.loading')}
      trackBy="id"
      empty={<EmptyState text={t('operations.imports.no_history')} />}
      columnDefinitions={[
        { id: 'created_at', header: t('operations.imports.when'), cell: (b) => formatDateTime(b.created_at) },
        { id: 'user', header: t('operations.imports.who'), cell: (b) => b.user?.name ?? '' },
        { id: 'files', header: t('operations.imports.files'), cell: (b) => b.files.join(', ') },
        { id: 'rows', header: t('operations.imports.rows'), cell: (b) => b.rows },
        {
          id: 'remove',
          header: '',
          cell: (b) =>
            b.removable ? (
              <Button
                variant="inline-link"
                loading={remove.isPending && remove.variables === b.id}
                onClick={() => remove.mutate(b.id)}
              >
                {t('operations.imports.remove')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

function RefusedRows({ errors }: { errors: readonly ImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <Table<ImportRowError>
      variant="embedded"
      data-testid="opc-import-errors"
      items={errors.slice(0, 500)}
      columnDefinitions={[
        { id: 'file', header: t('operations.imports.file'), cell: (e) => e.file },
        { id: 'row', header: t('operations.sell_in.row_number'), cell: (e) => e.row },
        { id: 'info', header: t('operations.imports.reasons'), cell: (e) => e.errorInfo.join(' · ') },
      ]}
    />
  );
}

export function FileImportPage({ kind }: { kind: FileImportKind }) {
  const { t } = useTranslation();
  const title = t(TEXT[kind].title);
  useOpcFrame([{ text: title, href: kind === 'stock' ? paths.opcImportStock : paths.opcImportTarget }]);
  const client = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [laboratory, setLaboratory] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<FileImportAnswer | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const laboratories = useQuery({
    queryKey: ['operations', 'laboratories', 'all'],
    queryFn: ({ signal }) =>
      api
        .call('operations.laboratories.datatable', { query: { page: 1, per_page: -1, sort_by: 'party' }, signal })
        .then((b) => b.data),
    enabled: kind === 'target',
  });
  const fileIssue = files
    .map((f) => {
      const issue = checkFile(f, SHEET_EXTENSIONS, IMPORT_FILE_MAX_BYTES);
      if (issue === 'size') return t('operations.imports.too_big', { name: f.name, size: formatBytes(IMPORT_FILE_MAX_BYTES) });
      if (issue) return t('operations.sell_in.bad_type', { name: f.name, types: SHEET_EXTENSIONS.join(', ') });
      return null;
    })
    .find(Boolean);
  const filesError = fileIssue ?? (tried && files.length === 0 ? t('validation.required') : undefined);
  const labError = tried && kind === 'target' && laboratory === null ? t('validation.required') : undefined;

  const run = useGuardedMutation({
    mutationFn: async () => {
      const ids = await uploadAll(files);
      return kind === 'stock'
        ? api.call('operations.import.stock', { body: { files: ids }, handle: [422, 429] })
        : api.call('operations.import.target', { body: { laboratory: Number(laboratory), files: ids }, handle: [422, 429] });
    },
    onSuccess: async (answer) => {
      setResult(answer);
      setFailure(null);
      if (answer.rows > 0 && answer.errors.length === 0) setFiles([]);
      await client.invalidateQueries({ queryKey: ['operations', 'import', 'batches', kind] });
    },
    onError: (error) => {
      setResult(null);
      if (error instanceof ApiError && (error.status === 422 || error.status === 429)) {
        const messages = Object.values(error.fieldErrors).flat();
        setFailure(messages.length ? messages : [error.message]);
      } else setFailure([error instanceof Error ? error.message : String(error)]);
    },
  });

  function submit() {
    setTried(true);
    if (fileIssue || files.length === 0 || (kind === 'target' && laboratory === null)) return;
    run.mutate();
  }

  const columns = Object.keys(kind === 'stock' ? STOCK_COLUMNS : TARGET_COLUMNS).join(', ');
  const labOptions = (laboratories.data ?? []).map((l) => ({
    value: String(l.id),
    label: l.party?.name ?? l.code,
    labelTag: l.code,
  }));

  return (
    <Page title={title} description={t(TEXT[kind].description)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
        data-testid="opc-import-form"
      >
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={run.isPending} data-testid="opc-import-submit">
              {t('operations.sell_in.import')}
            </Button>
          }
        >
          <Container>
            <SpaceBetween size="l">
              {kind === 'target' ? (
                <FormField label={t('operations.imports.laboratory')} errorText={labError}>
                  <Select
                    selectedOption={labOptions.find((o) => o.value === laboratory) ?? null}
                    options={labOptions}
                    filteringType="auto"
                    placeholder={t('operations.imports.choose_laboratory')}
                    statusType={laboratories.isPending ? 'loading' : laboratories.isError ? 'error' : 'finished'}
                    loadingText={t('app.loading')}
                    invalid={Boolean(labError)}
                    onChange={({ detail }) => setLaboratory(detail.selectedOption.value ?? null)}
                    data-testid="opc-import-laboratory"
                  />
                </FormField>
              ) : null}
              <FilesField
                testId="opc-import-files"
                label={t('operations.imports.files')}
                description={t('operations.imports.files_hint', {
                  types: SHEET_EXTENSIONS.join(', '),
                  max: IMPORT_FILES_MAX,
                  size: formatBytes(IMPORT_FILE_MAX_BYTES),
                  columns,
                })}
                chooseLabel={t('operations.imports.choose_files')}
                removeLabel={(name) => t('operations.imports.remove_file', { name })}
                accept={SHEET_EXTENSIONS.map((e) => `.${e}`).join(',')}
                max={IMPORT_FILES_MAX}
                files={files}
                onChange={setFiles}
                errorText={filesError}
              />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      {failure ? (
        <Alert type="error" header={t('operations.sell_in.refused')} data-testid="opc-import-failed">
          <ul className="opc-errors">
            {failure.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {result ? (
        result.errors.length ? (
          <Alert
            type="warning"
            header={t('operations.imports.refused_rows', { count: result.errors.length })}
            data-testid="opc-import-refused"
            action={
              result.rejected_url ? (
                // The refused rows with an error column: fixed in a spreadsheet, then loaded again.
                <Button href={result.rejected_url} iconName="download" data-testid="opc-import-refused-download">
                  {t('operations.imports.download_refused')}
                </Button>
              ) : undefined
            }
          >
            <RefusedRows errors={result.errors} />
          </Alert>
        ) : result.rows === 0 ? (
          <Alert type="warning" data-testid="opc-import-zero">
            {t('operations.sell_in.zero_rows')}
          </Alert>
        ) : (
          <Alert type="success" data-testid="opc-import-done">
            {t('operations.sell_in.imported', { count: result.rows })}
          </Alert>
        )
      ) : null}
      <Box>
        <ImportHistory kind={kind} />
      </Box>
    </Page>
  );
}
