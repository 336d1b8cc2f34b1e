/**
 * The out-number search of every logistics screen (spec §2, §5: value required; §8: not found on
 * the field). The dialog (max width 500, §9) says where the out is (delivered or pending
 * shipments, consignments or outs list) with its consignment and shipment, links to that screen,
 * and shows the out's whole trail with who and when.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fillPath, paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { locateOut, type OutLocation } from '../api';
import { ScanField } from '../components/ScanField';
import { outStateLabel } from '../components/labels';

/** The ERP gives some steps a date only: shown without a made-up 00:00:00. */
const when = (at: string | null) => (at && /^\d{4}-\d{2}-\d{2}$/.test(at) ? formatDate(at) : formatDateTime(at));

export function OutSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<OutLocation | null>(null);

  const search = async () => {
    const number = text.trim();
    if (!number) {
      setProblem(t('warehouse.required'));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      setFound(await locateOut(number));
      setProblem(undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setProblem(t('warehouse.logistics.out_not_found', { number }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wh-out-search" data-testid="out-search">
      <ScanField
        label={t('warehouse.logistics.out_search')}
        value={text}
        onChange={(value) => {
          setText(value);
          setProblem(undefined);
        }}
        onSubmit={() => void search()}
        errorText={problem}
        testId="out-search-number"
        action={
          <Button iconName="search" onClick={() => void search()} loading={busy} ariaLabel={t('warehouse.search')}>
            {t('warehouse.search')}
          </Button>
        }
      />
      <OutLocationModal location={found} onClose={() => setFound(null)} />
    </div>
  );
}

function listLink(location: OutLocation): { href: string; key: string } | null {
  switch (location.list) {
    case 'outs':
      return { href: paths.warehouseOuts, key: 'warehouse.logistics.lists.outs' };
    case 'consignments':
      return { href: paths.warehouseConsignments, key: 'warehouse.logistics.lists.consignments' };
    case 'pending':
    case 'delivered':
      return {
        href: fillPath(paths.warehouseShipments, { direction: location.list, number: location.shipment?.id }),
        key: location.list === 'pending' ? 'warehouse.logistics.lists.pending' : 'warehouse.logistics.lists.delivered',
      };
    default:
      return null;
  }
}

function OutLocationModal({ location, onClose }: { location: OutLocation | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = location ? listLink(location) : null;
  const stepLabels: Record<OutLocation['trail'][number]['step'], string> = {
    placed: t('warehouse.logistics.trail.placed'),
    out: t('warehouse.logistics.trail.out'),
    consignment: t('warehouse.logistics.trail.consignment'),
    shipment: t('warehouse.logistics.trail.shipment'),
    delivered: t('warehouse.logistics.trail.delivered'),
  };
  return (
    <Modal
      visible={location !== null}
      size="small"
      header={t('warehouse.logistics.out_title', { number: location?.shipment_out.number ?? '' })}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button onClick={onClose}>{t('warehouse.close')}</Button>
        </Box>
      }
    >
      {location ? (
        <SpaceBetween size="m">
          <div data-testid="out-location">
            <KeyValuePairs
              columns={2}
              items={[
                { label: t('warehouse.fields.out'), value: location.shipment_out.number },
                { label: t('warehouse.fields.state'), value: outStateLabel(t, location.shipment_out.state) },
                {
                  label: t('warehouse.logistics.where'),
                  value: link ? (
                    <Link
                      href={link.href}
                      data-testid="out-location-list"
                      onFollow={(event) => {
                        event.preventDefault();
                        onClose();
                        navigate(link.href);
                      }}
                    >
                      {t(link.key)}
                    </Link>
                  ) : location.removed ? (
                    t('warehouse.logistics.removed', { by: location.removed.by, at: formatDateTime(location.removed.at) })
                  ) : (
                    t('warehouse.logistics.lists.none')
                  ),
                },
                { label: t('warehouse.fields.consignment'), value: location.consignment ? String(location.consignment.id) : '—' },
                { label: t('warehouse.fields.shipment'), value: location.shipment ? String(location.shipment.id) : '—' },
                {
                  label: t('warehouse.fields.delivery_date'),
                  value: location.shipment?.delivery_date ? formatDateTime(location.shipment.delivery_date) : '—',
                },
              ]}
            />
          </div>
          <div>
            <Box variant="h3">{t('warehouse.logistics.trail.title')}</Box>
            <ol className="wh-trail" data-testid="out-trail">
              {location.trail.map((step) => (
                <li key={step.step}>
                  <StatusIndicator type={step.at ? 'success' : 'pending'} />
                  <span>
                    <strong>{stepLabels[step.step]}</strong>
                    {step.ref ? ` ${step.ref}` : ''}
                    {step.at ? (
                      <Box variant="small" display="block" color="text-body-secondary">
                        {[when(step.at), step.by].filter(Boolean).join(' · ')}
                      </Box>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </SpaceBetween>
      ) : null}
    </Modal>
  );
}
