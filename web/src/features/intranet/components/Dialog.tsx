/** The intranet admin's dialogs: 600 wide (spec §2, §9), cancel and a primary action. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const DIALOG_WIDTH = 600;

export function Dialog({
  title,
  submitLabel,
  busy,
  formError,
  onSubmit,
  onClose,
  children,
  testId,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  formError?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      width={DIALOG_WIDTH}
      header={title}
      onDismiss={() => {
        if (!busy) onClose();
      }}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              {t('intranet.actions.cancel')}
            </Button>
            <Button variant="primary" onClick={onSubmit} loading={busy} data-testid="dialog-submit">
              {submitLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Form errorText={formError}>{children}</Form>
        {/* Enter in a field submits. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
