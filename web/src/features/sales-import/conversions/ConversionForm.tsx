/**
 * The conversion forms (spec §5): product (cn, xf, description) and customer (customer_code,
 * sl_code, sl, pf_code), used by the new-row dialog and the detail page alike.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame, type FramedFormProps } from '../../../components/FormFrame';
import type { FieldIssue, ServerErrors } from '../../../components/validation';

export interface ConversionFormProps<V extends Record<string, string>> extends FramedFormProps {
  initial: V;
  serverErrors?: ServerErrors;
  onSubmit: (values: V) => void;
}

/** A form of text fields named by V's keys, their labels under salesImport.fields. */
export function ConversionForm<V extends Record<string, string>>({
  testId,
  fields,
  check,
  initial,
  serverErrors,
  onSubmit,
  ...frame
}: ConversionFormProps<V> & {
  testId: string;
  fields: readonly (keyof V & string)[];
  check: (values: V) => Partial<Record<keyof V, FieldIssue>>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const local = check(values);
  const error = (field: keyof V & string) => {
    const issue = tried ? local[field] : undefined;
    return issue ? t(issue.key, issue.vars) : serverErrors?.[field];
  };
  return (
    <FormFrame
      testId={testId}
      {...frame}
      errorText={serverErrors?._form}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(local).length === 0) onSubmit(values);
      }}
    >
      <ColumnLayout columns={fields.length > 3 ? 2 : fields.length}>
        {fields.map((field) => (
          <FormField
            key={field}
            label={t(`salesImport.fields.${field}`)}
            errorText={error(field)}
            controlId={`${testId}-${field}`}
          >
            <Input
              controlId={`${testId}-${field}`}
              value={values[field] ?? ''}
              invalid={Boolean(error(field))}
              onChange={({ detail }) => setValues((v) => ({ ...v, [field]: detail.value }))}
              data-testid={`${testId}-${field.replace(/_/g, '-')}`}
            />
          </FormField>
        ))}
      </ColumnLayout>
    </FormFrame>
  );
}
