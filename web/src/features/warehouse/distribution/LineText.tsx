/** What a distribution line says: party, quantity, product, lot, sale month and reference. */
import { useTranslation } from 'react-i18next';
import type { DistributionLine } from '../api';
import { saleMonth } from './products';

export function LineText({ line }: { line: DistributionLine }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="wh-line-party">{line.party_obj.name}</span>
      <span className="wh-line-quantity" aria-label={t('warehouse.fields.quantity')}>
        {line.quantity}
      </span>
      <span className="wh-line-meta">
        {line.product_obj.code} · {line.product_obj.description}
      </span>
      <span className="wh-line-meta">
        {t('warehouse.fields.lot')}: {line.lot_obj?.number ?? '—'} · {t('warehouse.fields.sale_month')}:{' '}
        {saleMonth(line.sale_obj.sale_date)} · {t('warehouse.fields.reference')}: {line.sale_obj.reference}
      </span>
    </>
  );
}
