/**
 * Create or edit an entry of a lookup list (channels, types, statuses; spec §2): both names are
 * required and upper case as typed. A server 422 lands on its field.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpperCaseInput } from '../../../components/UpperCaseField';
import { check, hasIssues, issues, issueText, required, type ServerErrors } from '../../../components/validation';

export interface LookupNames {
  name_ca: string;
  name_es: string;
}

export function LookupModal({
  title,
  initial,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: LookupNames;
  saving: boolean;
  serverErrors: ServerErrors;
  onSubmit: (names: LookupNames) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const found = issues({ name_ca: check(names.name_ca, required), name_es: check(names.name_es, required) });
  const shown = submitted ? found : {};
  const submit = () => {
    setSubmitted(true);
    if (!hasIssues(found)) onSubmit({ name_ca: names.name_ca.trim(), name_es: names.name_es.trim() });
  };
  const field = (key: keyof LookupNames, label: string) => (
    <FormField label={label} errorText={issueText(t, shown[key]) ?? serverErrors[key]}>
      <UpperCaseInput
        data-testid={`lookup-${key}`}
        value={names[key]}
        onChange={(name) => setNames((n) => ({ ...n, [key]: name }))}
      />
    </FormField>
  );
  return (
    <Modal visible size="medium" header={title} onDismiss={() => !saving && onCancel()}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Form
          errorText={serverErrors._form}
          actions={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button formAction="none" variant="link" onClick={onCancel} disabled={saving}>
                  {t('ticketing.actions.cancel')}
                </Button>
                <Button variant="primary" loading={saving} data-testid="lookup-save">
                  {t('ticketing.actions.save')}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          <SpaceBetween size="m">
            {field('name_ca', t('ticketing.lookups.name_ca'))}
            {field('name_es', t('ticketing.lookups.name_es'))}
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
