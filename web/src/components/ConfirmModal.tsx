/**
 * Asks before something is destroyed (spec §4: guest deletion and internal user removal need a
 * confirmation). 600 wide, as every dialog (§9). The confirm button shows the call in progress.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmModal({
  visible,
  title,
  children,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: {
  visible: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={visible}
      size="medium"
      header={title}
      onDismiss={() => {
        if (!loading) onCancel();
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={loading}>
              {t('acl.actions.cancel')}
            </Button>
            <Button variant="primary" onClick={onConfirm} loading={loading} data-testid="confirm-modal-confirm">
              {confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
