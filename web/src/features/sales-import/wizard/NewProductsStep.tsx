/**
 * Step 3 (spec §2, §5, §8): the staged rows whose product code has no conversion, each with a
 * field for its internal code (xf, exactly 7 characters; one code per product code, shared by its
 * rows). "Add conversions" sends the typed ones (unique by product code) and applies them to the
 * staged rows; a code that already has a conversion comes back as the server's message naming it.
 * Product codes whose CN or EAN-13 check digit is wrong are flagged.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerTable, type ServerColumn, type SortOf } from '../../../components/table';
import { useLocale } from '../../../components/use-locale';
import { alerts } from '../../../lib/alerts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { api, ApiError } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { runJob, type NewProductRow, useRefreshLeft } from '../api';
import { xfIssue } from '../conversions/conversion-rules';
import { formatQuantity } from '../format';
import { StepFilters, stepFilterOptions, StepTable } from './StepFilters';
import { StepFrame } from './StepFrame';

/** The conversions to send: one per product code with a typed xf, in the rows' order. */
export function conversionsOf(rows: readonly NewProductRow[], codes: Record<string, string>) {
  const seen = new Set<string>();
  const out: { cn: string; xf: string; description: string | null }[] = [];
  for (const r of rows) {
    const xf = (codes[r.product_code] ?? '').trim();
    if (!xf || seen.has(r.product_code)) continue;
    seen.add(r.product_code);
    out.push({ cn: r.product_code, xf, description: r.description.trim() || null });
  }
  return out;
}

export function NewProductsStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const refreshLeft = useRefreshLeft();
  const locale = useLocale();
  const [codes, setCodes] = useState<Record<string, string>>({});
  /** The rows a code was typed for, by product code (they may be on other pages by now). */
  const [typedRows, setTypedRows] = useState<Record<string, NewProductRow>>({});
  const [tried, setTried] = useState(false);
  /** Product codes the server refused, with its message. */
  const [refused, setRefused] = useState<Record<string, string>>({});
  const wanted = conversionsOf(Object.values(typedRows), codes);
  const badCodes = Object.entries(codes).filter(([, xf]) => xf.trim() && xfIssue(xf));

  const afterApply = async (added: number) => {
    alerts.add({ type: 'success', msg: t('salesImport.new_products.added', { count: added }) });
    setCodes({});
    setTypedRows({});
    setTried(false);
    await Promise.all([table.result.refetch(), refreshLeft()]);
  };
  const add = useGuardedMutation({
    mutationFn: async (conversions: typeof wanted) => {
      const { added } = (await api.call('sales_import.convert_cn_add', { body: { conversions }, handle: [422] })).data;
      await runJob(() => api.call('sales_import.convert_cn_apply'));
      return added;
    },
    onSuccess: afterApply,
    onError: (error, conversions) => {
      if (!(error instanceof ApiError) || error.status !== 422) return;
      const marks: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const index = /^conversions\.(\d+)\./.exec(field)?.[1];
        const code = index === undefined ? undefined : conversions[Number(index)]?.cn;
        if (code) marks[code] = messages[0] ?? '';
        // Each message its own alert, as the common handler shows a 422 (spec §8).
        for (const msg of messages) alerts.add({ type: 'error', msg, field });
      }
      if (Object.keys(error.fieldErrors).length === 0) alerts.add({ type: 'error', msg: error.message });
      setRefused(marks);
    },
  });
  const apply = useGuardedMutation({
    mutationFn: () => runJob(() => api.call('sales_import.convert_cn_apply')).then((job) => job.updated ?? 0),
    onSuccess: async (updated) => {
      alerts.add({ type: 'success', msg: t('salesImport.new_products.applied', { count: updated }) });
      await Promise.all([table.result.refetch(), refreshLeft()]);
    },
  });

  const submit = () => {
    setTried(true);
    setRefused({});
    if (wanted.length === 0) {
      alerts.add({ type: 'error', msg: t('salesImport.new_products.none_typed') });
      return;
    }
    if (badCodes.length === 0) add.mutate(wanted);
  };

  const xfError = (code: string): string | undefined => {
    const xf = codes[code] ?? '';
    const issue = tried && xf.trim() ? xfIssue(xf) : null;
    return issue ? t(issue.key, issue.vars) : refused[code];
  };

  const columns: ServerColumn<NewProductRow, SortOf<'sales_import.new_products'>>[] = [
    { id: 'date', header: t('salesImport.fields.date'), cell: (r) => formatDate(r.date) },
    { id: 'customer', header: t('salesImport.fields.customer'), cell: (r) => r.customer },
    { id: 'delivery_note', header: t('salesImport.fields.delivery_note'), cell: (r) => r.delivery_note },
    {
      id: 'product_code',
      header: t('salesImport.fields.product_code'),
      cell: (r) => (
        <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
          <span>{r.product_code}</span>
          {r.cn_check_failed ? <Badge color="red">{t('salesImport.new_products.cn_check')}</Badge> : null}
          {r.ean_check_failed ? <Badge color="red">{t('salesImport.new_products.ean_check')}</Badge> : null}
        </SpaceBetween>
      ),
    },
    {
      id: 'xf',
      header: t('salesImport.fields.xf'),
      minWidth: 140,
      cell: (r) => {
        const error = xfError(r.product_code);
        return (
          <div title={error}>
            <Input
              value={codes[r.product_code] ?? ''}
              invalid={Boolean(error)}
              ariaLabel={t('salesImport.new_products.xf_for', { code: r.product_code })}
              onChange={({ detail }) => {
                setCodes((c) => ({ ...c, [r.product_code]: detail.value }));
                setTypedRows((typed) => ({ ...typed, [r.product_code]: r }));
              }}
              onKeyDown={({ detail }) => {
                if (detail.key === 'Enter') submit();
              }}
              data-testid={`xf-${r.product_code}`}
            />
            {error ? (
              <Box variant="small" color="text-status-error">
                {error}
              </Box>
            ) : null}
          </div>
        );
      },
    },
    { id: 'description', header: t('salesImport.fields.description'), cell: (r) => r.description },
    { id: 'price', header: t('salesImport.fields.price'), cell: (r) => formatCurrency(r.price, locale) },
    { id: 'quantity', header: t('salesImport.fields.quantity'), cell: (r) => formatQuantity(r.quantity) },
  ];
  const table = useServerTable('sales_import.new_products', { ...stepFilterOptions, columns });

  return (
    <StepFrame
      id="new_products"
      onNext={onNext}
      actions={
        <>
          <Button onClick={() => apply.mutate()} loading={apply.isPending} data-testid="new-products-apply">
            {t('salesImport.new_products.apply')}
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={table.items.length === 0} data-testid="new-products-add">
            {t('salesImport.new_products.add')}
          </Button>
        </>
      }
    >
      <StepTable
        table={table}
        emptyText={t('salesImport.new_products.empty')}
        trackBy="id"
        filter={<StepFilters table={table} />}
        data-testid="new-products-table"
      />
    </StepFrame>
  );
}
