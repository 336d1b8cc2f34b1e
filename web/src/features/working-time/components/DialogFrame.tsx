/**
 * The frame of the register's dialogs (§9: working-time dialogs are 1200 wide): the form, cancel
 * and submit, the form's own error, and the 409 of a concurrent change said plainly with a reload
 * that brings the entry as it is now.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/FormDialog';

const DIALOG_WIDTH = 1200;

export function DialogFrame({
  title,
  submitLabel,
  submitVariant = 'primary',
  busy,
  conflict,
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
  formError?: string;
  onSubmit: () => void;
  /** Brings the entry as it is now (the reload button spins meanwhile). */
  onReload: () => Promise<unknown>;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    void onReload().finally(() => setReloading(false));
  };
  return (
    <FormDialogFrame
      header={title}
      width={DIALOG_WIDTH}
      submitLabel={submitLabel}
      submitVariant={submitVariant}
      submitDisabled={conflict}
      submitTestId={`${testId}-submit`}
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
      noValidate
      testId={testId}
    >
      <SpaceBetween size="l">
        {conflict ? (
          <Alert
            type="error"
            header={t('workingTime.conflict.title')}
            data-testid="wtc-conflict"
            action={
              <Button onClick={reload} loading={reloading} data-testid="wtc-conflict-reload">
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
    </FormDialogFrame>
  );
}
