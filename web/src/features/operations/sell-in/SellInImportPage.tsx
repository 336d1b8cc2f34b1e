/**
 * /opc/import/sell-in-fede and /opc/import/sell-in-platform (operations role; spec §2, §4, §5, §8):
 * the four-step import wizard. 1 upload: the first sheet is read in the browser. 2 map: every
 * expected column matched to a header (by name, then position; a header set mapped before is
 * mapped the same way again). 3 verify: the rows in an editable grid with the §5 checks (the fede
 * import also checks client and laboratory codes), errors-only filter, delete selected. 4 submit:
 * a spinner, then the server's errors with a way back, or the rows imported; restart resets all.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerDifference } from '../../../../../shared/operations/mappings';
import { cellText, type SellInCodeSets, type SellInColumn, type SellInInputRow } from '../../../../../shared/operations/sell-in';
import type { SellInImportAnswer } from '../../../../../shared/operations/views';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { api, ApiError } from '../../../lib/http';
import { extensionOf } from '../../../lib/upload';
import { useOpcFrame } from '../nav';
import { EditableGrid } from '../../../components/grid/EditableGrid';
import { pasteBlock } from '../../../components/grid/clipboard';
import { firstErrors, gridErrors, hasErrors, RULE_TEXT, SELL_IN_COLUMNS, shownRows } from './rules';
import {
  autoMap,
  buildRows,
  readFirstSheet,
  recalledMapping,
  SHEET_EXTENSIONS,
  unmapped,
  type Mapping,
  type Sheet,
} from './sheet';
import '../operations.css';

export type SellInKind = 'fede' | 'platform';

const STEPS = ['upload', 'map', 'verify', 'submit'] as const;
type Step = 1 | 2 | 3 | 4;

type Outcome = { kind: 'done'; answer: SellInImportAnswer } | { kind: 'failed'; messages: string[] };

/** The server's refusal as the list the result step shows (§8: 422/429 messages, else the message). */
function refusal(error: unknown, rowLabel: (n: number) => string): string[] {
  if (error instanceof ApiError && (error.status === 422 || error.status === 429)) {
    const out: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const m = /^rows\.(\d+)\.?(.*)$/.exec(field);
      const where = m ? `${rowLabel(Number(m[1]) + 1)}${m[2] ? ` · ${m[2]}` : ''}` : field;
      for (const message of messages) out.push(`${where}: ${message}`);
    }
    return out.length ? out : [error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
}

export function SellInImportPage({ kind }: { kind: SellInKind }) {
  const { t } = useTranslation();
  const title = t(kind === 'fede' ? 'operations.sell_in.title_fede' : 'operations.sell_in.title_platform');
  useOpcFrame([{ text: title, href: kind === 'fede' ? paths.opcImportSellInFede : paths.opcImportSellInPlatform }]);
  const lookups = useQuery({
    queryKey: ['operations', 'import', 'sell_in_fede', 'lookups'],
    queryFn: ({ signal }) => api.call('operations.import.sell_in_fede.lookups', { signal }),
    enabled: kind === 'fede',
  });
  const codes = useMemo<SellInCodeSets | undefined>(
    () =>
      kind === 'fede' && lookups.data
        ? { pharmacies: new Set(lookups.data.pharmacies), laboratories: new Set(lookups.data.laboratories) }
        : undefined,
    [kind, lookups.data],
  );

  const client = useQueryClient();
  const importKind = kind === 'fede' ? 'sell_in_fede' : 'sell_in_platform';
  const mappingsKey = ['operations', 'import', 'mappings', importKind];
  const remembered = useQuery({
    queryKey: mappingsKey,
    queryFn: ({ signal }) => api.call('operations.import.mappings', { query: { kind: importKind }, signal }).then((b) => b.data),
  });
  const [changed, setChanged] = useState<{ missing: string[]; added: string[] } | null>(null);
  const [step, setStep] = useState<Step>(1);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string>();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [recalled, setRecalled] = useState(false);
  const [mapTried, setMapTried] = useState(false);
  const [rows, setRows] = useState<SellInInputRow[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [verifyTried, setVerifyTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const errors = useMemo(() => gridErrors(rows, codes), [rows, codes]);
  const badRows = useMemo(() => errors.filter(hasErrors).length, [errors]);
  const shown = useMemo(() => shownRows(errors, errorsOnly), [errors, errorsOnly]);

  function restart() {
    setStep(1);
    setSheet(null);
    setMapping(null);
    setRows([]);
    setSelected(new Set());
    setErrorsOnly(false);
    setMapTried(false);
    setVerifyTried(false);
    setOutcome(null);
    setReadError(undefined);
    setChanged(null);
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setReadError(undefined);
    if (!(SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      setReadError(t('operations.sell_in.bad_type', { name: file.name, types: SHEET_EXTENSIONS.join(', ') }));
      return;
    }
    setReading(true);
    try {
      const read = await readFirstSheet(file);
      if (!read.headers.some(Boolean)) {
        setReadError(t('operations.sell_in.no_header', { name: file.name }));
        return;
      }
      const known = remembered.data ?? [];
      const before = recalledMapping(known, read.headers);
      setSheet(read);
      setMapping(before ?? autoMap(read.headers));
      setRecalled(before !== null);
      // A source whose headers changed since its last mapping: say what changed rather than guess silently.
      const latest = known[0];
      const diff = before === null && latest ? headerDifference(latest.headers, read.headers) : null;
      setChanged(diff && (diff.missing.length || diff.added.length) ? diff : null);
      setMapTried(false);
      setStep(2);
    } catch {
      setReadError(t('operations.sell_in.unreadable', { name: file.name }));
    } finally {
      setReading(false);
    }
  }

  function toVerify() {
    setMapTried(true);
    if (!sheet || !mapping || unmapped(mapping).length) return;
    void api
      .call('operations.import.mappings.save', { body: { kind: importKind, headers: sheet.headers, mapping } })
      .then(() => client.invalidateQueries({ queryKey: mappingsKey }))
      .catch(() => undefined);
    // Loading replaces the rows verified before (§4).
    setRows(buildRows(sheet.rows, mapping));
    setSelected(new Set());
    setErrorsOnly(false);
    setVerifyTried(false);
    setStep(3);
  }

  function submit() {
    setVerifyTried(true);
    if (badRows > 0 || !sheet) return;
    setStep(4);
    setSubmitting(true);
    setOutcome(null);
    const body = { rows, files: [sheet.fileName] };
    const call =
      kind === 'fede'
        ? api.call('operations.import.sell_in_fede', { body, handle: [422, 429] })
        : api.call('operations.import.sell_in_platform', { body, handle: [422, 429] });
    call
      .then((answer) => setOutcome({ kind: 'done', answer }))
      .catch((error: unknown) =>
        setOutcome({ kind: 'failed', messages: refusal(error, (n) => t('operations.sell_in.row', { n })) }),
      )
      .finally(() => setSubmitting(false));
  }

  const headerOptions = (sheet?.headers ?? []).map((h, i) => ({
    value: String(i),
    label: h || t('operations.sell_in.column_n', { n: i + 1 }),
    tags: [t('operations.sell_in.column_n', { n: i + 1 })],
  }));

  return (
    <Page title={title} description={t('operations.sell_in.description')}>
      <nav aria-label={t('operations.sell_in.steps_label')}>
        <ol className="opc-steps" data-testid="sell-in-steps">
          {STEPS.map((s, i) => (
            <li key={s} aria-current={step === i + 1 ? 'step' : undefined}>
              {t('operations.sell_in.step', { n: i + 1 })} · {t(STEP_TEXT[s])}
            </li>
          ))}
        </ol>
      </nav>

      {step === 1 ? (
        <Container header={<Header variant="h2">{t(STEP_TEXT.upload)}</Header>}>
          <FormField
            label={t('operations.sell_in.file')}
            description={t('operations.sell_in.file_hint', { types: SHEET_EXTENSIONS.join(', ') })}
            errorText={readError}
          >
            <div data-testid="sell-in-file">
              <FileInput
                value={[]}
                accept={SHEET_EXTENSIONS.map((e) => `.${e}`).join(',')}
                onChange={({ detail }) => void choose(detail.value[0])}
              >
                {t('operations.sell_in.choose_file')}
              </FileInput>
            </div>
          </FormField>
          {reading ? (
            <Box margin={{ top: 's' }}>
              <Spinner /> {t('operations.sell_in.reading')}
            </Box>
          ) : null}
        </Container>
      ) : null}

      {step === 2 && sheet && mapping ? (
        <Container
          header={
            <Header
              variant="h2"
              description={t('operations.sell_in.map_hint', { file: sheet.fileName, rows: sheet.rows.length })}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={restart}>{t('operations.sell_in.back')}</Button>
                  <Button variant="primary" onClick={toVerify} data-testid="sell-in-to-verify">
                    {t('operations.sell_in.next')}
                  </Button>
                </SpaceBetween>
              }
            >
              {t(STEP_TEXT.map)}
            </Header>
          }
        >
          <SpaceBetween size="m">
            {recalled ? <Alert type="info">{t('operations.sell_in.recalled')}</Alert> : null}
            {changed ? (
              <Alert type="warning" header={t('operations.sell_in.changed')} data-testid="sell-in-changed">
                {changed.missing.length ? (
                  <div>{t('operations.sell_in.changed_missing', { headers: changed.missing.join(', ') })}</div>
                ) : null}
                {changed.added.length ? (
                  <div>{t('operations.sell_in.changed_added', { headers: changed.added.join(', ') })}</div>
                ) : null}
              </Alert>
            ) : null}
            {mapTried && unmapped(mapping).length ? (
              <Alert type="error">{t('operations.sell_in.unmapped', { columns: unmapped(mapping).join(', ') })}</Alert>
            ) : null}
            <div className="opc-mapping" data-testid="sell-in-mapping">
              {SELL_IN_COLUMNS.map((col) => (
                <FormField
                  key={col}
                  label={col}
                  errorText={mapTried && mapping[col] === null ? t('validation.required') : undefined}
                >
                  <Select
                    selectedOption={mapping[col] === null ? null : (headerOptions[mapping[col]] ?? null)}
                    options={headerOptions}
                    placeholder={t('operations.sell_in.choose_column')}
                    invalid={mapTried && mapping[col] === null}
                    onChange={({ detail }) => setMapping({ ...mapping, [col]: Number(detail.selectedOption.value) })}
                    data-testid={`sell-in-map-${col}`}
                  />
                </FormField>
              ))}
            </div>
          </SpaceBetween>
        </Container>
      ) : null}

      {step === 3 ? (
        <Container
          header={
            <Header
              variant="h2"
              counter={`(${rows.length})`}
              description={
                badRows ? t('operations.sell_in.rows_with_errors', { count: badRows }) : t('operations.sell_in.rows_ok')
              }
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => setStep(2)}>{t('operations.sell_in.back')}</Button>
                  <Button
                    disabled={selected.size === 0}
                    onClick={() => {
                      setRows(rows.filter((_, i) => !selected.has(i)));
                      setSelected(new Set());
                    }}
                    data-testid="sell-in-delete-selected"
                  >
                    {t('operations.sell_in.delete_selected', { count: selected.size })}
                  </Button>
                  <Button variant="primary" onClick={submit} data-testid="sell-in-submit">
                    {t('operations.sell_in.import')}
                  </Button>
                </SpaceBetween>
              }
            >
              {t(STEP_TEXT.verify)}
            </Header>
          }
        >
          <SpaceBetween size="s">
            {verifyTried && badRows ? (
              <Alert type="error" data-testid="sell-in-fix-first">
                {t('operations.sell_in.fix_first', { count: badRows })}
              </Alert>
            ) : null}
            {kind === 'fede' && lookups.isError ? <Alert type="warning">{t('operations.sell_in.lookups_failed')}</Alert> : null}
            {badRows ? (
              <ul className="opc-errors" data-testid="sell-in-error-list">
                {firstErrors(errors, 5).map((e) => (
                  <li key={`${e.row}-${e.column}`}>
                    {t('operations.sell_in.row', { n: e.row })} · {e.column}: {t(RULE_TEXT[e.rule])}
                  </li>
                ))}
              </ul>
            ) : null}
            <Toggle
              checked={errorsOnly}
              onChange={({ detail }) => setErrorsOnly(detail.checked)}
              data-testid="sell-in-errors-only"
            >
              {t('operations.sell_in.errors_only')}
            </Toggle>
            <EditableGrid
              columns={GRID_COLUMNS}
              rows={rows}
              text={(row, col) => cellText(row[col])}
              error={(index, col) => {
                const rule = errors[index]?.[col];
                return rule ? t(RULE_TEXT[rule]) : undefined;
              }}
              shown={shown}
              selection={{
                selected,
                onSelect: (index, on) => {
                  const next = new Set(selected);
                  if (on) next.add(index);
                  else next.delete(index);
                  setSelected(next);
                },
                label: (n) => t('operations.sell_in.select_row', { n }),
              }}
              onEdit={(index: number, column: SellInColumn, value: string) =>
                setRows(rows.map((row, i) => (i === index ? { ...row, [column]: value } : row)))
              }
              onPaste={(index, column, block) => setRows(pasteBlock(rows, index, column, block, SELL_IN_COLUMNS, () => ({})))}
              label={t('operations.sell_in.grid')}
              rowNumberLabel={t('operations.sell_in.row_number')}
              data-testid="sell-in-grid"
              rowTestIdPrefix="sell-in-row"
            />
          </SpaceBetween>
        </Container>
      ) : null}

      {step === 4 ? (
        <Container header={<Header variant="h2">{t(STEP_TEXT.submit)}</Header>}>
          {submitting || !outcome ? (
            <Box data-testid="sell-in-submitting">
              <Spinner /> {t('operations.sell_in.submitting', { count: rows.length })}
            </Box>
          ) : outcome.kind === 'failed' ? (
            <SpaceBetween size="s">
              <Alert type="error" header={t('operations.sell_in.refused')} data-testid="sell-in-refused">
                <ul className="opc-errors">
                  {outcome.messages.slice(0, 200).map((m, i) => (
                    <li key={i}>{m}</li>
                  ))}
                </ul>
              </Alert>
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => setStep(3)} data-testid="sell-in-back-to-grid">
                  {t('operations.sell_in.back')}
                </Button>
                <Button onClick={restart}>{t('operations.sell_in.restart')}</Button>
              </SpaceBetween>
            </SpaceBetween>
          ) : (
            <SpaceBetween size="s">
              {outcome.answer.errors.length ? (
                <Alert type="warning" header={t('operations.sell_in.imported_rows_with_errors', { count: outcome.answer.rows })}>
                  <ul className="opc-errors">
                    {outcome.answer.errors.slice(0, 200).map((m, i) => (
                      <li key={i}>{m}</li>
                    ))}
                  </ul>
                </Alert>
              ) : outcome.answer.rows === 0 ? (
                <Alert type="warning" data-testid="sell-in-zero">
                  {t('operations.sell_in.zero_rows')}
                </Alert>
              ) : (
                <Alert type="success" data-testid="sell-in-done">
                  {t('operations.sell_in.imported', { count: outcome.answer.rows })}
                </Alert>
              )}
              <Button variant="primary" onClick={restart} data-testid="sell-in-restart">
                {t('operations.sell_in.restart')}
              </Button>
            </SpaceBetween>
          )}
        </Container>
      ) : null}
    </Page>
  );
}

/** The grid's columns are the sheet's column names, as mapped in step 2. */
const GRID_COLUMNS = SELL_IN_COLUMNS.map((key) => ({ key, label: key }));

const STEP_TEXT = {
  upload: 'operations.sell_in.steps.upload',
  map: 'operations.sell_in.steps.map',
  verify: 'operations.sell_in.steps.verify',
  submit: 'operations.sell_in.steps.submit',
} as const;
