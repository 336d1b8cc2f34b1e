/**
 * The frame of the account forms (guest, own pharmacy user): a form that Enter submits, with the
 * header, cancel and submit buttons; `testId` names the form and its submit button.
 */
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function AccountFormFrame(props: {
  testId: string;
  header?: ReactNode;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** A message for the whole form (a server answer no field shows). */
  errorText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
      noValidate
      data-testid={props.testId}
    >
      <Form
        header={props.header}
        errorText={props.errorText}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={props.onCancel} disabled={props.saving}>
              {t('acl.actions.cancel')}
            </Button>
            <Button variant="primary" formAction="submit" loading={props.saving} data-testid={`${props.testId}-submit`}>
              {props.submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        {props.children}
      </Form>
    </form>
  );
}
