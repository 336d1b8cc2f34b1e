/** The intranet admin's dialogs: 600 wide (spec §2, §9), cancel and a primary action, Enter in a field submits. */
import Form from '@cloudscape-design/components/form';
import type { ReactNode } from 'react';
import { FormDialogFrame } from '../../../components/FormDialog';

const DIALOG_WIDTH = 600;

export function Dialog({
  title,
  formError,
  children,
  ...frame
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
  return (
    <FormDialogFrame header={title} width={DIALOG_WIDTH} submitTestId="dialog-submit" enterSubmits {...frame}>
      <Form errorText={formError}>{children}</Form>
    </FormDialogFrame>
  );
}
