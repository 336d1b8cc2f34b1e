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

/** One account field: the label and hints on the FormField, the error marking the input invalid. */
function AccountField({
  label,
  description,
  constraintText,
  controlId,
  errorText,
  onChange,
  ...input
}: FieldProps & {
  label: string;
  description?: string;
  constraintText?: string;
  autoComplete?: string;
  type?: 'email' | 'password';
  inputMode?: 'email';
}) {
  return (
    <FormField
      label={label}
      description={description}
      constraintText={constraintText}
      errorText={errorText}
      controlId={controlId}
    >
      <Input {...input} onChange={({ detail }) => onChange(detail.value)} invalid={Boolean(errorText)} />
    </FormField>
  );
}

export function NameField(props: FieldProps & { autoComplete?: string }) {
  const { t } = useTranslation();
  return <AccountField label={t('acl.fields.name')} {...props} />;
}

export function EmailField(props: FieldProps & { autoComplete?: string }) {
  const { t } = useTranslation();
  return <AccountField label={t('acl.fields.email')} type="email" inputMode="email" {...props} />;
}

export function PasswordField(
  props: FieldProps & {
    label: string;
    description?: string;
    constraintText?: string;
    autoComplete: 'new-password' | 'current-password';
  },
) {
  return <AccountField type="password" {...props} />;
}
