/**
 * /administration/import-sales/config/sample/:id?: a distributor's reading profile made
 * from a sample of its files, as import tools do it. The sample's first rows are shown as the sheet
 * has them; the user picks the header row (its radio) and maps each field by clicking its column,
 * with suggestions from the header names, or from the header this distributor's profile remembers
 * (found again even at another letter); the text dates' format is guessed from the sample. Before
 * saving, the sample is read as the profile will read it. Saving remembers the sample's header, so
 * the first upload is already checked against it.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { PartyRef } from '../../../../../shared/acl/views';
import { guessDateFormat, SALE_FIELDS, suggestMapping, type Mapping } from '../../../../../shared/sales-import/mapping';
import { columnIndex } from '../../../../../shared/sales-import/rules';
import type { ProfilePreview, SaleField, SheetPreview } from '../../../../../shared/sales-import/views';
import { Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { PartySelect } from '../../../components/PartySelect';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { formatDate } from '../../../lib/format';
import { api, ApiError } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { uploadFile, useDistributors, useSaveDistributor, type Distributor } from '../api';
import { LayoutChanges, ReadRows } from '../components/ReadPreview';
import { SALES_ACCEPT } from '../components/sheet-files';
import { useSalesImportFrame } from '../nav';
import { distributorIssues, toBody, type DistributorValues } from './distributor-rules';

type SampleRow = SheetPreview['rows'][number];

const noMapping = (): Mapping => Object.fromEntries(SALE_FIELDS.map((f) => [f, null])) as Mapping;
const cellText = (c: SampleRow['cells'][number] | undefined) => (c ? (c.type === 'date' ? formatDate(c.text) : c.text) : '');

/** The first of the top rows that names at least three fields: most likely the header. */
function likelyHeader(sample: SheetPreview, remembered: Distributor | null): SampleRow | undefined {
  const known = remembered?.header ? { header: remembered.header, letters: remembered } : null;
  return (
    sample.rows.slice(0, 10).find(
      (r) =>
        Object.values(
          suggestMapping(
            r.cells.map((c) => c.text),
            known,
          ),
        ).filter(Boolean).length >= 3,
    ) ?? sample.rows[0]
  );
}

function SampleProfile({ current }: { current: Distributor | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDistributor();
  const [files, setFiles] = useState<File[]>([]);
  const [sheet, setSheet] = useState(current?.sheet ?? '1');
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [sample, setSample] = useState<SheetPreview | null>(null);
  const [header, setHeader] = useState<SampleRow | null>(null);
  const [mapping, setMapping] = useState<Mapping>(noMapping);
  const [active, setActive] = useState<SaleField>('date');
  const [dateFormat, setDateFormat] = useState(current?.date_format ?? 'd/m/Y');
  const [id, setId] = useState(current ? String(current.id) : '');
  const [name, setName] = useState(current?.name ?? '');
  const [party, setParty] = useState<PartyRef | null>(current?.party ?? null);
  const [read, setRead] = useState<ProfilePreview | null>(null);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const pickHeader = (row: SampleRow, from: SheetPreview = sample!) => {
    setHeader(row);
    const known = current?.header ? { header: current.header, letters: current } : null;
    const suggested = suggestMapping(
      row.cells.map((c) => c.text),
      known,
    );
    setMapping(suggested);
    setActive(SALE_FIELDS.find((f) => !suggested[f]) ?? 'date');
    if (suggested.date) {
      const at = columnIndex(suggested.date);
      const dates = from.rows.filter((r) => r.row > row.row).map((r) => r.cells[at] ?? { type: 'empty' as const, text: '' });
      setDateFormat(guessDateFormat(dates, current?.date_format ?? 'd/m/Y'));
    }
    setRead(null);
  };

  const readSample = useGuardedMutation({
    mutationFn: async () => {
      const file = uploadId ?? (await uploadFile(files[0]!));
      setUploadId(file);
      return (await api.call('sales_import.sample', { body: { file, sheet }, handle: [422] })).data;
    },
    onSuccess: (answer) => {
      setSample(answer);
      const row = likelyHeader(answer, current);
      if (row) pickHeader(row, answer);
    },
    onError: (error) => {
      if (error instanceof ApiError) alerts.add({ type: 'error', msg: error.message });
    },
  });

  /** Clicking a column gives it to the field being mapped, and moves on to the next one left. */
  const assign = (letter: string) => {
    const next = { ...mapping };
    for (const f of SALE_FIELDS) if (next[f] === letter) next[f] = null;
    next[active] = letter;
    setMapping(next);
    const order = [...SALE_FIELDS.slice(SALE_FIELDS.indexOf(active) + 1), ...SALE_FIELDS];
    setActive(order.find((f) => !next[f]) ?? active);
    setRead(null);
  };

  const values: DistributorValues = {
    id,
    name,
    sheet,
    first_row: header ? String(header.row + 1) : '',
    date_format: dateFormat,
    ...(Object.fromEntries(SALE_FIELDS.map((f) => [f, mapping[f] ?? ''])) as Record<SaleField, string>),
  };
  const issues = distributorIssues(values, party);
  const unmapped = SALE_FIELDS.filter((f) => !mapping[f]);
  const profile = () => {
    const { id: _id, name: _name, party_id: _party, ...rest } = toBody(values, party?.id ?? 0);
    return rest;
  };

  const check = useGuardedMutation({
    mutationFn: async () => (await api.call('sales_import.preview', { body: { file: uploadId!, profile: profile() } })).data,
    onSuccess: setRead,
  });

  const submit = () => {
    setTried(true);
    setServerErrors({});
    if (!header || unmapped.length || Object.keys(issues).length || !party) return;
    save.mutate(
      {
        id: current?.id ?? null,
        body: toBody(
          values,
          party.id,
          header.cells.map((c) => c.text),
        ),
      },
      {
        onSuccess: (saved) => {
          alerts.add({ type: 'success', msg: t('salesImport.sample.saved', { name: saved.name }) });
          navigate(paths.importSalesConfig);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422)
            setServerErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
        },
      },
    );
  };
  const error = (field: keyof DistributorValues | 'party_id') => {
    const local = tried ? issues[field] : undefined;
    return local ? t(local.key, local.vars) : serverErrors[field];
  };

  const fieldOf = (letter: string) => SALE_FIELDS.find((f) => mapping[f] === letter);
  const columns = sample?.columns ?? [];

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={t('salesImport.sample.file_hint')}>
            {t('salesImport.sample.file')}
          </Header>
        }
      >
        <ColumnLayout columns={2}>
          <FormField
            label={t('salesImport.sample.file')}
            errorText={tried && files.length === 0 ? t('validation.required') : undefined}
          >
            <div data-testid="sample-file">
              <FileInput
                value={files}
                accept={SALES_ACCEPT}
                onChange={({ detail }) => {
                  setFiles(detail.value.slice(0, 1));
                  setUploadId(null);
                  setSample(null);
                  setHeader(null);
                  setRead(null);
                }}
              >
                {t('salesImport.files.choose')}
              </FileInput>
            </div>
          </FormField>
          <FormField label={t('salesImport.distributors.sheet')} description={t('salesImport.distributors.sheet_hint')}>
            <SpaceBetween direction="horizontal" size="xs">
              <Input value={sheet} onChange={({ detail }) => setSheet(detail.value)} data-testid="sample-sheet" />
              <Button
                onClick={() => files.length && readSample.mutate()}
                disabled={files.length === 0}
                loading={readSample.isPending}
                data-testid="sample-read"
              >
                {t('salesImport.sample.read')}
              </Button>
            </SpaceBetween>
          </FormField>
        </ColumnLayout>
      </Container>

      {sample ? (
        <Container
          header={
            <Header variant="h2" description={t('salesImport.sample.rows_hint')}>
              {t('salesImport.sample.rows')}
            </Header>
          }
        >
          <SpaceBetween size="m">
            <FormField label={t('salesImport.sample.mapping')} description={t('salesImport.sample.mapping_hint')}>
              <SpaceBetween direction="horizontal" size="xs">
                {SALE_FIELDS.map((f) => (
                  <Button
                    key={f}
                    variant={active === f ? 'primary' : 'normal'}
                    onClick={() => setActive(f)}
                    data-testid={`map-field-${f}`}
                  >
                    {`${t(`salesImport.distributors.${f}`)}: ${mapping[f] ?? '—'}`}
                  </Button>
                ))}
              </SpaceBetween>
            </FormField>
            {tried && unmapped.length ? (
              <Box color="text-status-error" data-testid="sample-unmapped">
                {t('salesImport.sample.unmapped', { fields: unmapped.map((f) => t(`salesImport.distributors.${f}`)).join(', ') })}
              </Box>
            ) : null}
            <div style={{ overflowX: 'auto' }}>
              <Table<SampleRow>
                variant="embedded"
                data-testid="sample-rows"
                items={sample.rows}
                trackBy="row"
                selectionType="single"
                selectedItems={header ? [header] : []}
                onSelectionChange={({ detail }) => detail.selectedItems[0] && pickHeader(detail.selectedItems[0])}
                ariaLabels={{
                  selectionGroupLabel: t('salesImport.sample.header_row'),
                  itemSelectionLabel: (_, r) => t('salesImport.sample.header_row_label', { row: r.row }),
                }}
                columnDefinitions={[
                  { id: 'row', header: t('salesImport.read.row'), cell: (r) => r.row },
                  ...columns.map((letter, i) => ({
                    id: letter,
                    header: (
                      <Button
                        variant="inline-link"
                        onClick={() => assign(letter)}
                        ariaLabel={t('salesImport.sample.column_label', {
                          letter,
                          field: t(`salesImport.distributors.${active}`),
                        })}
                        data-testid={`map-column-${letter}`}
                      >
                        {fieldOf(letter) ? `${letter} · ${t(`salesImport.distributors.${fieldOf(letter)}`)}` : letter}
                      </Button>
                    ),
                    cell: (r: SampleRow) =>
                      header && r.row === header.row ? <Box fontWeight="bold">{cellText(r.cells[i])}</Box> : cellText(r.cells[i]),
                  })),
                ]}
              />
            </div>
          </SpaceBetween>
        </Container>
      ) : null}

      {sample ? (
        <Container header={<Header variant="h2">{t('salesImport.sample.details')}</Header>}>
          <SpaceBetween size="l">
            <ColumnLayout columns={3}>
              <FormField label={t('salesImport.distributors.id')} errorText={error('id')}>
                <Input
                  value={id}
                  inputMode="numeric"
                  onChange={({ detail }) => setId(detail.value)}
                  data-testid="distributor-id"
                />
              </FormField>
              <FormField label={t('salesImport.distributors.name')} errorText={error('name')}>
                <Input value={name} onChange={({ detail }) => setName(detail.value)} data-testid="distributor-name" />
              </FormField>
              <FormField
                label={t('salesImport.distributors.date_format')}
                description={t('salesImport.sample.date_format_hint')}
                errorText={error('date_format')}
              >
                <Input
                  value={dateFormat}
                  onChange={({ detail }) => setDateFormat(detail.value)}
                  data-testid="distributor-date-format"
                />
              </FormField>
            </ColumnLayout>
            <FormField label={t('salesImport.distributors.party')} errorText={error('party_id')}>
              <PartySelect
                value={party}
                onChange={setParty}
                invalid={Boolean(error('party_id'))}
                data-testid="distributor-party"
              />
            </FormField>
            <Box variant="small" data-testid="sample-first-row">
              {header ? t('salesImport.sample.first_row', { header: header.row, first: header.row + 1 }) : null}
            </Box>
            {read ? (
              <SpaceBetween size="s">
                <LayoutChanges preview={read} testId="sample-read" />
                <ReadRows preview={read} testId="sample-read-rows" />
              </SpaceBetween>
            ) : null}
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(paths.importSalesConfig)}>{t('acl.actions.cancel')}</Button>
              <Button
                onClick={() => check.mutate()}
                disabled={!header || unmapped.length > 0}
                loading={check.isPending}
                data-testid="sample-check"
              >
                {t('salesImport.sample.check')}
              </Button>
              <Button variant="primary" onClick={submit} loading={save.isPending} data-testid="sample-save">
                {current ? t('salesImport.save') : t('salesImport.create')}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </Container>
      ) : null}
    </SpaceBetween>
  );
}

export default function SampleProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const distributors = useDistributors();
  const current = id ? (distributors.data?.find((d) => String(d.id) === id) ?? null) : null;
  const title = current ? t('salesImport.sample.title_edit', { name: current.name }) : t('salesImport.sample.title');
  useSalesImportFrame([
    { text: t('salesImport.config.title'), href: paths.importSalesConfig },
    { text: title, href: '#' },
  ]);
  return (
    <Page title={title} description={t('salesImport.sample.description')}>
      {id && distributors.isPending ? <Loading /> : <SampleProfile key={current?.id ?? 'new'} current={current} />}
    </Page>
  );
}
