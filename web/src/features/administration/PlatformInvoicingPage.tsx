/**
 * /administration/platform-invoicing (spec §2, §3, §4, §5, §7, §9): a platform; its purchase orders
 * reload with it; choosing one fills the outs, direct outs and consignments (clearing it empties
 * them); file and date required; a purchase order number asked for on 867 (optional), 748 and 9023
 * (required); group by outs, direct or consignments → the invoice file the server generates
 * downloads (what it holds: docs/spec-decisions.md).
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetFileField } from './SheetFileField';
import { FormFrame } from '../../components/FormFrame';
import { GROUP_BY, orderNumberRule, type GroupBy } from '../../../../shared/administration/rules';
import { DateField } from '../../components/DateField';
import { Page } from '../../components/Page';
import { serverFieldErrors } from '../../components/validation';
import { paths } from '../../config/paths';
import { download } from '../../lib/download';
import { formatDate } from '../../lib/format';
import { api } from '../../lib/http';
import { adminKeys, onForm, uploadFile, usePlatforms } from './api';
import { sheetTypeError } from './files';
import { useAdministrationFrame } from './nav';

/** A list typed one per line or comma separated: trimmed, blanks dropped. */
const splitList = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

export default function PlatformInvoicingPage() {
  const { t } = useTranslation();
  const title = t('administration.screens.platformInvoicing');
  useAdministrationFrame([{ text: title, href: paths.administrationPlatformInvoicing }]);
  const platforms = usePlatforms();
  const [platform, setPlatform] = useState<SelectProps.Option | null>(null);
  const [purchase, setPurchase] = useState<SelectProps.Option | null>(null);
  const [outs, setOuts] = useState('');
  const [direct, setDirect] = useState('');
  const [consignments, setConsignments] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [date, setDate] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [groupBy, setGroupBy] = useState<GroupBy>('outs');
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const platformId = platform ? Number(platform.value) : null;
  const rule = platformId === null ? 'none' : orderNumberRule(platformId);

  const orders = useQuery({
    queryKey: adminKeys.purchaseOrders(platformId ?? 0),
    queryFn: ({ signal }) =>
      api
        .call('administration.platform_invoicing.purchase_orders', { params: { platform: platformId! }, signal })
        .then((a) => a.data),
    enabled: platformId !== null,
  });

  async function choosePurchase(option: SelectProps.Option | null) {
    setPurchase(option);
    if (!option) {
      setOuts('');
      setDirect('');
      setConsignments('');
      return;
    }
    const answer = await api.call('administration.platform_invoicing.by_purchase_order', {
      body: { purchase: Number(option.value) },
    });
    setOuts(answer.data.outs.join('\n'));
    setDirect(answer.data.direct.join('\n'));
    setConsignments(answer.data.consignments.join('\n'));
  }

  const errors = {
    platform: tried && !platform ? t('validation.required') : server.platform,
    file: tried && !file ? t('validation.required') : (file && sheetTypeError(t, file)) || server.file,
    date: tried && !date ? t('validation.required') : server.date,
    purchase_order_number:
      tried && rule === 'required' && !orderNumber.trim() ? t('validation.required') : server.purchase_order_number,
  };
  const consignmentIds = splitList(consignments).map(Number);
  const badConsignment = consignmentIds.some((n) => !Number.isInteger(n) || n <= 0);

  async function submit() {
    setTried(true);
    setServer({});
    if (!platform || !file || !date || sheetTypeError(t, file) || badConsignment) return;
    if (rule === 'required' && !orderNumber.trim()) return;
    setBusy(true);
    try {
      const id = await uploadFile(file);
      await download('administration.platform_invoicing.download', {
        body: {
          platform: Number(platform.value),
          file: id,
          date,
          outs: splitList(outs),
          direct: splitList(direct),
          consignments: consignmentIds,
          groupBy,
          purchase_order_number: rule === 'none' ? null : orderNumber.trim() || null,
        },
        ...onForm,
      });
    } catch (e) {
      setServer(serverFieldErrors(e) ?? {});
    } finally {
      setBusy(false);
    }
  }

  const listError = (key: string) => server[key] ?? Object.entries(server).find(([k]) => k.startsWith(`${key}.`))?.[1];

  return (
    <Page title={title} description={t('administration.invoicing.description')}>
      <FormFrame
        testId="invoicing"
        submitLabel={t('administration.invoicing.download')}
        saving={busy}
        onSubmit={() => void submit()}
      >
        <SpaceBetween size="m">
          <Container>
            <ColumnLayout columns={2}>
              <FormField label={t('administration.invoicing.platform')} errorText={errors.platform}>
                <Select
                  selectedOption={platform}
                  options={(platforms.data ?? []).map((p) => ({ value: String(p.id), label: p.name, tags: [p.code] }))}
                  onChange={({ detail }) => {
                    setPlatform(detail.selectedOption);
                    void choosePurchase(null);
                    setOrderNumber('');
                  }}
                  placeholder={t('administration.choose')}
                  statusType={platforms.isLoading ? 'loading' : 'finished'}
                  invalid={Boolean(errors.platform)}
                  data-testid="invoicing-platform"
                />
              </FormField>
              <FormField
                label={t('administration.invoicing.purchase_order')}
                description={t('administration.invoicing.purchase_order_hint')}
              >
                <Select
                  selectedOption={purchase}
                  options={Object.entries(orders.data ?? {}).map(([label, order]) => ({
                    value: String(order.id),
                    label,
                    description: formatDate(order.date),
                  }))}
                  onChange={({ detail }) => void choosePurchase(detail.selectedOption)}
                  disabled={platformId === null}
                  filteringType="auto"
                  placeholder={t('administration.choose')}
                  statusType={orders.isFetching ? 'loading' : 'finished'}
                  empty={t('administration.invoicing.no_orders')}
                  data-testid="invoicing-purchase"
                />
              </FormField>
            </ColumnLayout>
            {purchase ? (
              <Button variant="link" onClick={() => void choosePurchase(null)} data-testid="invoicing-clear-purchase">
                {t('administration.invoicing.clear_purchase')}
              </Button>
            ) : null}
          </Container>
          <Container>
            <ColumnLayout columns={3}>
              <FormField
                label={t('administration.invoicing.outs')}
                description={t('administration.invoicing.list_hint')}
                errorText={listError('outs')}
              >
                <Textarea value={outs} onChange={({ detail }) => setOuts(detail.value)} rows={5} data-testid="invoicing-outs" />
              </FormField>
              <FormField
                label={t('administration.invoicing.direct')}
                description={t('administration.invoicing.list_hint')}
                errorText={listError('direct')}
              >
                <Textarea
                  value={direct}
                  onChange={({ detail }) => setDirect(detail.value)}
                  rows={5}
                  data-testid="invoicing-direct"
                />
              </FormField>
              <FormField
                label={t('administration.invoicing.consignments')}
                description={t('administration.invoicing.list_hint')}
                errorText={badConsignment ? t('administration.invoicing.bad_consignment') : listError('consignments')}
              >
                <Textarea
                  value={consignments}
                  onChange={({ detail }) => setConsignments(detail.value)}
                  rows={5}
                  data-testid="invoicing-consignments"
                />
              </FormField>
            </ColumnLayout>
          </Container>
          <Container>
            <SpaceBetween size="m">
              <ColumnLayout columns={2}>
                <SheetFileField testId="invoicing-file" file={file} onChange={setFile} errorText={errors.file} />
                <FormField label={t('administration.invoicing.date')} errorText={errors.date}>
                  <DateField value={date} onChange={setDate} invalid={Boolean(errors.date)} data-testid="invoicing-date" />
                </FormField>
              </ColumnLayout>
              <ColumnLayout columns={2}>
                {rule !== 'none' ? (
                  <FormField
                    label={t('administration.invoicing.order_number')}
                    description={t(
                      rule === 'required'
                        ? 'administration.invoicing.order_number_required'
                        : 'administration.invoicing.order_number_optional',
                    )}
                    errorText={errors.purchase_order_number}
                  >
                    <Input
                      value={orderNumber}
                      onChange={({ detail }) => setOrderNumber(detail.value)}
                      invalid={Boolean(errors.purchase_order_number)}
                      data-testid="invoicing-order-number"
                    />
                  </FormField>
                ) : (
                  <div />
                )}
                <FormField label={t('administration.invoicing.group_by')} errorText={server.groupBy}>
                  <RadioGroup
                    value={groupBy}
                    onChange={({ detail }) => setGroupBy(detail.value as GroupBy)}
                    items={GROUP_BY.map((g) => ({ value: g, label: t(`administration.invoicing.groups.${g}`) }))}
                    data-testid="invoicing-group-by"
                  />
                </FormField>
              </ColumnLayout>
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </FormFrame>
    </Page>
  );
}
