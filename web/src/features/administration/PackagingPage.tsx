/**
 * /administration/packaging (spec §2, §3, §5, §7): a packaging spreadsheet → the products not
 * found, updated and inserted, as three lists (each with the file's row, code and description).
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetFileField } from './SheetFileField';
import { FormFrame } from '../../components/FormFrame';
import { Page } from '../../components/Page';
import { serverFieldErrors } from '../../components/validation';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { api } from '../../lib/http';
import { onForm, uploadFile, type PackagingResult, type PackagingRow } from './api';
import { sheetTypeError } from './files';
import { useAdministrationFrame } from './nav';

const LISTS = ['products_not_found', 'products_updated', 'products_inserted'] as const;

function ResultList({ kind, rows }: { kind: (typeof LISTS)[number]; rows: PackagingRow[] }) {
  const { t } = useTranslation();
  return (
    <Table
      data-testid={`packaging-${kind}`}
      variant="container"
      header={
        <Header variant="h3" counter={`(${rows.length})`}>
          {t(`administration.packaging.${kind}`)}
        </Header>
      }
      items={rows}
      trackBy={(r) => `${r.row}-${r.code}`}
      empty={<Box textAlign="center">{t('administration.packaging.none')}</Box>}
      columnDefinitions={[
        { id: 'row', header: t('administration.packaging.row'), cell: (r) => r.row },
        { id: 'code', header: t('administration.packaging.code'), cell: (r) => r.code },
        { id: 'description', header: t('administration.packaging.description_column'), cell: (r) => r.description ?? '' },
      ]}
    />
  );
}

export default function PackagingPage() {
  const { t } = useTranslation();
  const title = t('administration.screens.packaging');
  useAdministrationFrame([{ text: title, href: paths.administrationPackaging }]);
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PackagingResult | null>(null);

  const fileError = tried && !file ? t('validation.required') : (file && sheetTypeError(t, file)) || error;

  async function submit() {
    setTried(true);
    setError(undefined);
    if (!file || sheetTypeError(t, file)) return;
    setBusy(true);
    try {
      const id = await uploadFile(file);
      const answer = await api.call('administration.packaging.import', { body: { file: id }, ...onForm });
      setResult(answer.data);
      alerts.add({ type: 'success', msg: t('administration.packaging.done') });
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) setError(Object.values(fields).join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={title} description={t('administration.packaging.description')}>
      <FormFrame
        testId="packaging"
        submitLabel={t('administration.packaging.import')}
        saving={busy}
        onSubmit={() => void submit()}
      >
        <Container>
          <SheetFileField testId="packaging-file" file={file} onChange={setFile} errorText={fileError} />
        </Container>
      </FormFrame>
      {result ? (
        <SpaceBetween size="m">
          <ColumnLayout columns={1}>
            {LISTS.map((kind) => (
              <ResultList key={kind} kind={kind} rows={result[kind]} />
            ))}
          </ColumnLayout>
        </SpaceBetween>
      ) : null}
    </Page>
  );
}
