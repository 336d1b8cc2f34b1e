/**
 * The one frame of a form (add dialogs, detail pages, account forms): a form that Enter submits,
 * with its cancel (when there is somewhere to go back to) and submit buttons, and the server's
 * message for the whole form when no field shows it. `testId` names the form and its submit.
 */
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a page passes through a form to its frame. */
export interface FramedFormProps {
  submitLabel: string;
  saving: boolean;
  onCancel?: () => void;
  header?: ReactNode;
}

export function FormFrame(
  props: FramedFormProps & {
    testId: string;
    onSubmit: () => void;
    errorText?: string;
    children: ReactNode;
  },
) {
  const { t } = useTranslation();
  return (
    <SubmitForm onSubmit={props.onSubmit} testId={props.testId}>
      <Form
        header={props.header}
        errorText={props.errorText}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {props.onCancel ? (
              <Button formAction="none" variant="link" onClick={props.onCancel} disabled={props.saving}>
                {t('app.cancel')}
              </Button>
            ) : null}
            <Button variant="primary" formAction="submit" loading={props.saving} data-testid={`${props.testId}-submit`}>
              {props.submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        {props.children}
      </Form>
    </SubmitForm>
  );
}

/** A form element that Enter submits, without the browser's own checks (the form's rules say what is wrong). */
export function SubmitForm({ onSubmit, testId, children }: { onSubmit: () => void; testId?: string; children: ReactNode }) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
      data-testid={testId}
    >
      {children}
    </form>
  );
}
