/** Labels of the warehouse's fixed values in the page language. */
import type { TFunction } from 'i18next';
import type { OutState } from '../../../../../shared/erp/constants';

export function outStateLabel(t: TFunction, state: OutState): string {
  const labels: Record<OutState, string> = {
    draft: t('warehouse.out_states.draft'),
    waiting: t('warehouse.out_states.waiting'),
    assigned: t('warehouse.out_states.assigned'),
    picked: t('warehouse.out_states.picked'),
    packed: t('warehouse.out_states.packed'),
    done: t('warehouse.out_states.done'),
    cancelled: t('warehouse.out_states.cancelled'),
  };
  return labels[state];
}

const decimals = new Map<string, Intl.NumberFormat>();

/** 1.234,50 with the given decimals (both locales use a decimal comma). */
export function formatNumber(value: number, locale: string, digits = 2): string {
  const key = `${locale}-${digits}`;
  let f = decimals.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'ca' ? 'ca-ES' : 'es-ES', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: 'always',
    } as Intl.NumberFormatOptions);
    decimals.set(key, f);
  }
  return f.format(value);
}
