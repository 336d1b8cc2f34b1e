/**
 * The account fields every user form repeats (spec §5): name, e-mail, and a password (new,
 * confirmation or current). Labels come from here; the form keeps its values, ids and rules and
 * passes the field's error text (the field is marked invalid when there is one).
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  controlId: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
  autoFocus?: boolean;
}

export function NameField({
  controlId,
  value,
  onChange,
  errorText,
  autoFocus,
  autoComplete,
}: FieldProps & { autoComplete?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('acl.fields.name')} errorText={errorText} controlId={controlId}>
      <Input
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        invalid={Boolean(errorText)}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
      />
    </FormField>
  );
}

export function EmailField({
  controlId,
  value,
  onChange,
  errorText,
  autoFocus,
  autoComplete,
}: FieldProps & { autoComplete?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('acl.fields.email')} errorText={errorText} controlId={controlId}>
      <Input
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        invalid={Boolean(errorText)}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}

export function PasswordField({
  label,
  description,
  constraintText,
  autoComplete,
  controlId,
  value,
  onChange,
  errorText,
  autoFocus,
}: FieldProps & {
  label: string;
  description?: string;
  constraintText?: string;
  autoComplete: 'new-password' | 'current-password';
}) {
  return (
    <FormField
      label={label}
      description={description}
      constraintText={constraintText}
      errorText={errorText}
      controlId={controlId}
    >
      <Input
        type="password"
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        invalid={Boolean(errorText)}
      />
    </FormField>
  );
}
