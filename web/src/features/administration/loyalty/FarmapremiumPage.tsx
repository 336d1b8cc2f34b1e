/**
 * /administration/farmapremium (spec §2, §3, §4, §5, §8, §9): a loyalty-programme file and its
 * invoicing month (default the previous month) → each line converted, skipped or error. The result
 * table has a search box and three filter chips (converted by default), the error text in a
 * tooltip, prices with two decimals; the export (an xlsx named with the month and year) is enabled
 * only when at least one line was converted.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetFileField } from '../SheetFileField';
import { FormFrame } from '../../../components/FormFrame';
import { defaultLoyaltyMonth, LOYALTY_RESULTS, type LoyaltyResult } from '../../../../../shared/administration/rules';
import { MonthField } from '../../../components/MonthField';
import { Page } from '../../../components/Page';
import { useLocale } from '../../../components/use-locale';
import { serverFieldErrors } from '../../../components/validation';
import { paths } from '../../../config/paths';
import { download } from '../../../lib/download';
import { formatCurrency, formatDate } from '../../../lib/format';
import { api } from '../../../lib/http';
import { onForm, uploadFile, type LoyaltyConversion, type LoyaltyLine } from '../api';
import { sheetTypeError } from '../files';
import { monthLabel } from '../format';
import { useAdministrationFrame } from '../nav';
import { ResultCell } from './ResultCell';

/** Whether a line matches the search box (any of its text fields). */
export function lineMatches(line: LoyaltyLine, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [
    line.concepto,
    line.customerCode,
    line.productCode,
    line.productDescription,
    line.invoiceNumber,
    line.invoiceNotes,
    line.error ?? '',
  ].some((v) => v.toLowerCase().includes(q));
}

export default function FarmapremiumPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('administration.screens.farmapremium');
  useAdministrationFrame([{ text: title, href: paths.administrationFarmapremium }]);
  const [file, setFile] = useState<File | null>(null);
  const [month, setMonth] = useState(defaultLoyaltyMonth());
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LoyaltyConversion | null>(null);
  const [shown, setShown] = useState<LoyaltyResult>('converted');

  const errors = {
    file: tried && !file ? t('validation.required') : (file && sheetTypeError(t, file)) || server.file,
    date: tried && !month ? t('validation.required') : server.date,
  };

  async function convert() {
    setTried(true);
    setServer({});
    if (!file || !month || sheetTypeError(t, file)) return;
    setBusy(true);
    try {
      const id = await uploadFile(file);
      const answer = await api.call('administration.farmapremium.convert', { body: { file: id, date: month }, ...onForm });
      setResult(answer.data);
      setShown('converted');
    } catch (e) {
      setServer(serverFieldErrors(e) ?? {});
    } finally {
      setBusy(false);
    }
  }

  const ofResult = useMemo(() => (result?.lines ?? []).filter((l) => l.result === shown), [result, shown]);
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(ofResult, {
    filtering: { filteringFunction: lineMatches },
    pagination: { pageSize: 50 },
  });

  return (
    <Page title={title} description={t('administration.loyalty.description')}>
      <FormFrame testId="loyalty" submitLabel={t('administration.loyalty.convert')} saving={busy} onSubmit={() => void convert()}>
        <Container>
          <ColumnLayout columns={2}>
            <SheetFileField testId="loyalty-file" file={file} onChange={setFile} errorText={errors.file} />
            <FormField
              label={t('administration.loyalty.month')}
              description={t('administration.loyalty.month_hint')}
              errorText={errors.date}
            >
              <MonthField
                value={month}
                onChange={setMonth}
                invalid={Boolean(errors.date)}
                placeholder={t('administration.month_placeholder')}
                data-testid="loyalty-month"
              />
            </FormField>
          </ColumnLayout>
        </Container>
      </FormFrame>
      {result ? (
        <Table
          {...collectionProps}
          data-testid="loyalty-lines"
          variant="container"
          header={
            <Header
              variant="h2"
              counter={`(${result.lines.length})`}
              description={monthLabel(result.month, locale)}
              actions={
                <Button
                  iconName="download"
                  disabled={result.counts.converted === 0}
                  onClick={() => void download('administration.farmapremium.export', { params: { id: result.id } })}
                  data-testid="loyalty-export"
                >
                  {t('administration.loyalty.export')}
                </Button>
              }
            >
              {t('administration.loyalty.lines')}
            </Header>
          }
          filter={
            <SpaceBetween direction="horizontal" size="m" alignItems="center">
              <TextFilter
                {...filterProps}
                filteringPlaceholder={t('administration.loyalty.search')}
                countText={t('administration.matches', { count: filteredItemsCount ?? 0 })}
                data-testid="loyalty-search"
              />
              <SegmentedControl
                selectedId={shown}
                onChange={({ detail }) => setShown(detail.selectedId as LoyaltyResult)}
                label={t('administration.loyalty.filter')}
                options={LOYALTY_RESULTS.map((r) => ({
                  id: r,
                  text: `${t(`administration.loyalty.results.${r}`)} (${result.counts[r]})`,
                }))}
                data-testid="loyalty-chips"
              />
            </SpaceBetween>
          }
          items={items}
          trackBy="row"
          empty={<Box textAlign="center">{t('administration.loyalty.none')}</Box>}
          pagination={<Pagination {...paginationProps} />}
          columnDefinitions={[
            { id: 'row', header: t('administration.loyalty.row'), cell: (l) => l.row },
            { id: 'result', header: t('administration.loyalty.result'), cell: (l) => <ResultCell line={l} /> },
            { id: 'concepto', header: t('administration.loyalty.concepto'), cell: (l) => l.concepto },
            { id: 'customer', header: t('administration.loyalty.customer'), cell: (l) => l.customerCode },
            { id: 'product', header: t('administration.loyalty.product'), cell: (l) => l.productCode },
            { id: 'description', header: t('administration.loyalty.description_column'), cell: (l) => l.productDescription },
            { id: 'pvp', header: t('administration.loyalty.pvp_unit'), cell: (l) => formatCurrency(l.pvpUnit, locale) },
            { id: 'cantidad', header: t('administration.loyalty.cantidad'), cell: (l) => l.cantidad ?? '' },
            { id: 'price', header: t('administration.loyalty.price'), cell: (l) => formatCurrency(l.price, locale) },
            { id: 'quantity', header: t('administration.loyalty.quantity'), cell: (l) => l.quantity ?? '' },
            { id: 'date', header: t('administration.loyalty.date'), cell: (l) => (l.date ? formatDate(l.date) : '') },
            { id: 'invoice', header: t('administration.loyalty.invoice_number'), cell: (l) => l.invoiceNumber },
            { id: 'notes', header: t('administration.loyalty.invoice_notes'), cell: (l) => l.invoiceNotes },
          ]}
        />
      ) : null}
    </Page>
  );
}
