/**
 * Delivering a pending shipment (spec §4, §5): a signed delivery note file is required. It is
 * checked here first (PDF or image, 10 MB, as the server's upload policy signs), then sent
 * straight to storage through the one upload path with its progress, then the delivery is saved.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts';
import { checkFile, formatBytes } from '../../../lib/upload';
import { useDeliverShipment, type FreightShipmentRow } from '../api';

/** What the server's signed-note upload policy accepts (it refuses anything else again). */
export const SIGNED_NOTE_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const SIGNED_NOTE_MAX_BYTES = 10 * 1024 * 1024;

interface DeliverModalProps {
  shipment: FreightShipmentRow | null;
  onClose: () => void;
  onDelivered: (shipment: FreightShipmentRow) => void;
}

/** Mounted only while open, so each opening starts with no file. */
export function DeliverModal(props: DeliverModalProps) {
  return props.shipment ? <OpenDeliverModal {...props} /> : null;
}

function OpenDeliverModal({ shipment, onClose, onDelivered }: DeliverModalProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const deliver = useDeliverShipment();

  const issue = file ? checkFile(file, SIGNED_NOTE_TYPES, SIGNED_NOTE_MAX_BYTES) : 'missing';
  const problem =
    issue === 'missing'
      ? t('warehouse.deliver.file_required')
      : issue === 'size'
        ? t('warehouse.deliver.too_big', { size: formatBytes(SIGNED_NOTE_MAX_BYTES) })
        : issue
          ? t('warehouse.deliver.bad_type')
          : undefined;

  const submit = () => {
    setTried(true);
    if (!shipment || !file || problem) return;
    deliver.mutate(
      { id: shipment.id, file, onProgress: (p) => setPercent(p.percent) },
      {
        onSuccess: (delivered) => {
          alerts.add({ type: 'success', msg: t('warehouse.deliver.done', { id: delivered.id }) });
          onDelivered(delivered);
        },
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <Modal
      visible={shipment !== null}
      header={t('warehouse.deliver.title', { id: shipment?.id ?? '' })}
      onDismiss={() => {
        if (!deliver.isPending) onClose();
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={deliver.isPending}>
              {t('warehouse.cancel')}
            </Button>
            <Button variant="primary" onClick={submit} loading={deliver.isPending} data-testid="deliver-confirm">
              {t('warehouse.shipments.deliver')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{t('warehouse.deliver.help', { party: shipment?.party.name ?? '' })}</Box>
        <FormField
          label={t('warehouse.deliver.file')}
          description={t('warehouse.deliver.file_hint', { size: formatBytes(SIGNED_NOTE_MAX_BYTES) })}
          errorText={tried ? problem : undefined}
        >
          <div data-testid="deliver-file">
            <FileInput
              value={file ? [file] : []}
              accept={SIGNED_NOTE_TYPES.map((e) => `.${e}`).join(',')}
              invalid={tried && Boolean(problem)}
              onChange={({ detail }) => setFile(detail.value[0] ?? null)}
            >
              {t('warehouse.deliver.choose')}
            </FileInput>
          </div>
        </FormField>
        {file ? (
          <Box data-testid="deliver-file-name">
            {file.name} ({formatBytes(file.size)})
          </Box>
        ) : null}
        {percent !== null ? <ProgressBar value={percent} label={t('warehouse.deliver.uploading')} /> : null}
      </SpaceBetween>
    </Modal>
  );
}
