/**
 * The first rows of a file as a distributor's profile reads them, before anything is staged (issue
 * 28): the day, the amounts with their decimals and the codes as they will be stored, the rows it
 * would reject with why, and the columns that moved, appeared or went missing since the layout the
 * distributor remembers (named with their letters).
 */
import Alert from '@cloudscape-design/components/alert';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ProfilePreview } from '../../../../../shared/sales-import/views';
import { formatDate } from '../../../lib/format';
import { formatQuantity } from '../format';

type Row = ProfilePreview['rows'][number];

/** An amount as read: Spanish digits, at least 2 decimals, every decimal the file had. */
export const formatAmount = (n: number) =>
  new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(n);

export function LayoutChanges({ preview, testId }: { preview: ProfilePreview; testId: string }) {
  const { t } = useTranslation();
  if (preview.changes.length === 0) return null;
  return (
    <Alert type="warning" header={t('salesImport.read.changed_title')} data-testid={`${testId}-changes`}>
      <ul>
        {preview.changes.map((c) => (
          <li key={`${c.kind}-${c.name}`}>{t(`salesImport.read.${c.kind}`, { name: c.name, from: c.from, to: c.to })}</li>
        ))}
      </ul>
    </Alert>
  );
}

export function ReadRows({ preview, testId }: { preview: ProfilePreview; testId: string }) {
  const { t } = useTranslation();
  const field = (f: keyof ProfilePreview['fields']) => {
    const name = preview.fields[f];
    return name ? `${t(`salesImport.distributors.${f}`)} (${name})` : t(`salesImport.distributors.${f}`);
  };
  const value = (r: Row, f: keyof ProfilePreview['fields']) => (r.sale ? String(r.sale[f]) : (r.values?.[f] ?? ''));
  return (
    <Table<Row>
      variant="embedded"
      wrapLines
      data-testid={testId}
      items={preview.rows}
      trackBy="row"
      empty={t('salesImport.read.empty')}
      columnDefinitions={[
        { id: 'row', header: t('salesImport.read.row'), minWidth: 64, cell: (r) => r.row },
        { id: 'date', header: field('date'), minWidth: 120, cell: (r) => (r.sale ? formatDate(r.sale.date) : value(r, 'date')) },
        { id: 'customer', header: field('customer'), cell: (r) => value(r, 'customer') },
        { id: 'delivery_note', header: field('delivery_note'), cell: (r) => value(r, 'delivery_note') },
        { id: 'product_code', header: field('product_code'), cell: (r) => value(r, 'product_code') },
        { id: 'description', header: field('description'), cell: (r) => value(r, 'description') },
        { id: 'price', header: field('price'), cell: (r) => (r.sale ? formatAmount(r.sale.price) : value(r, 'price')) },
        {
          id: 'quantity',
          header: field('quantity'),
          cell: (r) => (r.sale ? formatQuantity(r.sale.quantity) : value(r, 'quantity')),
        },
        {
          id: 'status',
          header: t('salesImport.read.status'),
          cell: (r) =>
            r.sale ? (
              <StatusIndicator type="success">{t('salesImport.read.ok')}</StatusIndicator>
            ) : (
              <StatusIndicator type="error">{r.errors.join(' · ')}</StatusIndicator>
            ),
        },
      ]}
    />
  );
}
