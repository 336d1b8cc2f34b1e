/**
 * The one dialog frame. FormDialog: the add/edit dialog around a form: the form is mounted while the dialog is open (so it starts
 * from its initial values each time), the server's 422 lands on its fields, a save says so in an
 * alert and closes the dialog, and Escape or the close button do nothing while saving.
 * FormDialogFrame: the same dialog with cancel and submit in its footer, for forms that keep their
 * own state and save themselves (intranet, working time, consignments, add user).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../lib/alerts';
import { serverFieldErrors, type ServerErrors } from './validation';

/** What the form inside gets. */
export interface FormDialogContext<Saved> {
  serverErrors: ServerErrors | undefined;
  onCancel: () => void;
  /** For the mutation's onSuccess. */
  onSaved: (saved: Saved) => void;
  /** For the mutation's onError: a 422 shows on the fields. */
  onFailed: (error: unknown) => void;
}

export function FormDialog<Saved = unknown>(props: {
  visible: boolean;
  header: string;
  size?: ModalProps.Size;
  saving: boolean;
  /** The success alert says created, else updated. */
  creating: boolean;
  onClose: () => void;
  /** After the alert and closing, e.g. to open what was created. */
  onSaved?: (saved: Saved) => void;
  form: (context: FormDialogContext<Saved>) => ReactNode;
}) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const close = () => {
    setServerErrors(undefined);
    props.onClose();
  };
  const context: FormDialogContext<Saved> = {
    serverErrors,
    onCancel: close,
    onSaved: (saved) => {
      alerts.add({ type: 'success', msg: t(props.creating ? 'alerts.create' : 'alerts.update') });
      close();
      props.onSaved?.(saved);
    },
    onFailed: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
  };
  return (
    <Modal visible={props.visible} size={props.size ?? 'large'} header={props.header} onDismiss={() => !props.saving && close()}>
      {props.visible ? props.form(context) : null}
    </Modal>
  );
}

export function FormDialogFrame(props: {
  visible?: boolean;
  header: string;
  size?: ModalProps.Size;
  /** Pixels, where the spec sets a width of its own (intranet 600, working time 1200). */
  width?: number;
  submitLabel: string;
  submitVariant?: 'primary' | 'normal';
  submitDisabled?: boolean;
  submitTestId: string;
  /** Saving: cancel, Escape and the close button do nothing meanwhile. */
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** Enter in any field submits (a hidden submit button; a form of one field submits anyway). */
  enterSubmits?: boolean;
  /** The browser's own checks off: the form's rules say what is wrong. */
  noValidate?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={props.visible ?? true}
      size={props.size}
      width={props.width}
      header={props.header}
      onDismiss={() => {
        if (!props.busy) props.onClose();
      }}
      data-testid={props.testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose} disabled={props.busy}>
              {t('app.cancel')}
            </Button>
            <Button
              variant={props.submitVariant ?? 'primary'}
              onClick={props.onSubmit}
              loading={props.busy}
              disabled={props.submitDisabled}
              data-testid={props.submitTestId}
            >
              {props.submitLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        noValidate={props.noValidate}
      >
        {props.children}
        {props.enterSubmits ? <button type="submit" hidden /> : null}
      </form>
    </Modal>
  );
}
