/**
 * The frame of the register's dialogs (§9: working-time dialogs are 1200 wide): the form, cancel
 * and submit, the form's own error, and the 409 of a concurrent change said plainly with a reload
 * that brings the entry as it is now.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const DIALOG_WIDTH = 1200;

export function DialogFrame({
  title,
  submitLabel,
  submitVariant = 'primary',
  busy,
  conflict,
  reloading = false,
  formError,
  onSubmit,
  onReload,
  onClose,
  testId,
  children,
}: {
  title: string;
  submitLabel: string;
  submitVariant?: 'primary' | 'normal';
  busy: boolean;
  /** Someone changed the entry since the dialog opened (409): saving again would be refused. */
  conflict: boolean;
  reloading?: boolean;
  formError?: string;
  onSubmit: () => void;
  onReload: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      width={DIALOG_WIDTH}
      header={title}
      data-testid={testId}
      onDismiss={() => {
        if (!busy) onClose();
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              {t('workingTime.actions.cancel')}
            </Button>
            <Button
              variant={submitVariant}
              onClick={onSubmit}
              loading={busy}
              disabled={conflict}
              data-testid={`${testId}-submit`}
            >
              {submitLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <SpaceBetween size="l">
          {conflict ? (
            <Alert
              type="error"
              header={t('workingTime.conflict.title')}
              data-testid="wtc-conflict"
              action={
                <Button onClick={onReload} loading={reloading} data-testid="wtc-conflict-reload">
                  {t('workingTime.conflict.reload')}
                </Button>
              }
            >
              {t('workingTime.conflict.text')}
            </Alert>
          ) : null}
          {formError ? (
            <Alert type="error" data-testid="wtc-form-error">
              {formError}
            </Alert>
          ) : null}
          {children}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
