/** The brand form (spec §5: name required). */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/FormFrame';
import type { ServerErrors } from '../../../components/validation';

export function BrandForm(props: {
  initial: string;
  submitLabel: string;
  saving: boolean;
  serverErrors?: ServerErrors;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const error = tried && name.trim() === '' ? t('validation.required') : props.serverErrors?.name;
  return (
    <FormFrame
      testId="brand-form"
      submitLabel={props.submitLabel}
      saving={props.saving}
      onCancel={props.onCancel}
      errorText={props.serverErrors?._form}
      onSubmit={() => {
        setTried(true);
        if (name.trim() !== '') props.onSubmit(name.trim());
      }}
    >
      <FormField label={t('salesImport.brands.name')} errorText={error} controlId="brand-name">
        <Input
          controlId="brand-name"
          value={name}
          invalid={Boolean(error)}
          onChange={({ detail }) => setName(detail.value)}
          data-testid="brand-name"
        />
      </FormField>
    </FormFrame>
  );
}
