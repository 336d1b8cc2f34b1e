/**
 * The one add/edit dialog around a form: the form is mounted while the dialog is open (so it starts
 * from its initial values each time), the server's 422 lands on its fields, a save says so in an
 * alert and closes the dialog, and Escape or the close button do nothing while saving.
 */
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
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
