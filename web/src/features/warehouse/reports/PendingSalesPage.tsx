/**
 * /warehouse/pending-sales (spec §2, §5, role 24): a platform (required), optionally one of its
 * purchase orders (which fills the outs), the outs as chips (required) and Download: the platform's
 * pending sales file for those outs (columns in docs/api/warehouse.md). Unknown outs come back as a
 * 422 on the outs field. Another platform starts afresh: the outs were the old platform's.
 */
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/FormFrame';
import { Page } from '../../../components/Page';
import { serverFieldErrors } from '../../../components/validation';
import { paths } from '../../../config/paths';
import { useWarehouseFrame } from '../components/nav';
import '../warehouse.css';
import { downloadPendingSales, outsOfPurchaseOrder } from './api';
import { ChipsInput } from './ChipsInput';
import { fieldError } from './field-errors';
import { PlatformOrderFields } from './PlatformOrderFields';
import { usePlatformOrder } from './use-platform-order';

export default function PendingSalesPage() {
  const { t } = useTranslation();
  const title = t('warehouse.reports.screens.pending_sales');
  useWarehouseFrame([{ text: title, href: paths.warehousePendingSales }]);
  const [outs, setOuts] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const { platform, orderError, fields } = usePlatformOrder({
    initial: null,
    contents: outsOfPurchaseOrder,
    isEmpty: (found) => !found.length,
    fill: (found) => setOuts(found.map((o) => o.number)),
    clear: () => {
      setOuts([]);
      setServer({});
      setTried(false);
    },
  });

  const submit = () => {
    setTried(true);
    setServer({});
    if (platform === null || !outs.length || busy) return;
    setBusy(true);
    downloadPendingSales(platform, outs)
      .catch((error: unknown) => setServer(serverFieldErrors(error) ?? {}))
      .finally(() => setBusy(false));
  };
  const errors = {
    platform: tried && platform === null ? t('warehouse.required') : server.platform,
    outs: tried && !outs.length ? t('warehouse.reports.outs_required') : fieldError(server, 'outs'),
  };

  return (
    <Page title={title} description={t('warehouse.reports.pending_sales_description')}>
      <FormFrame
        testId="pending-sales"
        submitLabel={t('warehouse.reports.download')}
        saving={busy}
        onSubmit={submit}
        errorText={server._form}
      >
        <Container>
          <SpaceBetween size="m">
            <PlatformOrderFields
              screen="pending_sales"
              {...fields}
              platformError={errors.platform}
              orderError={orderError}
              testId="pending-sales"
            />
            <ChipsInput
              key={platform ?? 'none'}
              label={t('warehouse.reports.outs')}
              description={t('warehouse.reports.outs_hint')}
              values={outs}
              onChange={setOuts}
              errorText={errors.outs}
              testId="pending-sales-outs"
            />
          </SpaceBetween>
        </Container>
      </FormFrame>
    </Page>
  );
}
