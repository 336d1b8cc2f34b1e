/**
 * The platform and purchase order choices of pending sales and prenotices (spec §2): the platform
 * (required), then one of its purchase orders (disabled until a platform is chosen); choosing an
 * order hands it to the screen, which fills its chips from it, and another platform drops the
 * order and the chips (use-platform-order.ts).
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { usePlatforms, usePurchaseOrders } from './api';

export function PlatformOrderFields(props: {
  screen: 'pending_sales' | 'prenotices';
  platform: number | null;
  onPlatform: (platform: number | null) => void;
  order: string | null;
  onOrder: (order: string | null) => void;
  /** The order is being read (its outs fill the chips). */
  orderLoading?: boolean;
  platformError?: string;
  orderError?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const platforms = usePlatforms();
  const orders = usePurchaseOrders(props.screen, props.platform);
  const platformOptions = (platforms.data ?? []).map((p) => ({ value: String(p.id), label: p.name, tags: [String(p.id)] }));
  const orderOptions = (orders.data ?? []).map((o) => ({
    value: o.number,
    label: o.number,
    description: formatDate(o.date),
    tags: [t('warehouse.reports.order_outs', { count: o.outs })],
  }));
  return (
    <ColumnLayout columns={2}>
      <FormField label={t('warehouse.reports.platform')} errorText={props.platformError}>
        <Select
          selectedOption={platformOptions.find((o) => o.value === String(props.platform ?? '')) ?? null}
          options={platformOptions}
          filteringType="auto"
          placeholder={t('warehouse.reports.choose_platform')}
          statusType={platforms.isLoading ? 'loading' : 'finished'}
          invalid={Boolean(props.platformError)}
          onChange={({ detail }) => props.onPlatform(detail.selectedOption.value ? Number(detail.selectedOption.value) : null)}
          data-testid={`${props.testId}-platform`}
        />
      </FormField>
      <FormField
        label={t('warehouse.reports.purchase_order')}
        description={t('warehouse.reports.purchase_order_hint')}
        errorText={props.orderError}
      >
        <Select
          selectedOption={orderOptions.find((o) => o.value === props.order) ?? null}
          options={orderOptions}
          disabled={props.platform === null}
          filteringType="auto"
          placeholder={t('warehouse.reports.choose_order')}
          statusType={orders.isFetching || props.orderLoading ? 'loading' : 'finished'}
          empty={t('warehouse.reports.no_orders')}
          invalid={Boolean(props.orderError)}
          onChange={({ detail }) => props.onOrder(detail.selectedOption.value ?? null)}
          data-testid={`${props.testId}-order`}
        />
      </FormField>
    </ColumnLayout>
  );
}
