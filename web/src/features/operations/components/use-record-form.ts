/**
 * The state every operations record form keeps: its values, whether it was submitted, and the
 * message each field shows (the form's own check once submitted, else the server's 422 until that
 * field is edited). `set` changes one value and marks its field edited.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FramedFormProps } from '../../../components/FormFrame';
import { hasIssues, issueText, type Issues, type ServerErrors } from '../../../components/validation';
import { useFieldErrors } from './field-errors';

/** What the pages pass to a record form: its first values, where a valid body goes, the frame's labels. */
export interface RecordFormProps<Values, Body> extends FramedFormProps {
  initial: Values;
  onSubmit: (body: Body) => void;
  serverErrors?: ServerErrors;
}

const NO_ERRORS: ServerErrors = {};

export function useRecordForm<Values, F extends string>(
  initial: Values,
  serverErrors: ServerErrors | undefined,
  fields: readonly F[],
  check: (values: Values) => Issues<F>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  const [submitted, setSubmitted] = useState(false);
  const server = useFieldErrors(serverErrors ?? NO_ERRORS, fields);
  const found = check(values);
  const errorOf = (field: F) => (submitted ? issueText(t, found[field]) : undefined) ?? server.server(field);
  const set = <K extends keyof Values>(key: K, value: Values[K], field: F) => {
    setValues((v) => ({ ...v, [key]: value }));
    server.edited(field);
  };
  return {
    values,
    setValues,
    errorOf,
    set,
    formError: server.formError,
    /** Marks the form submitted; true when its own check passes. */
    submitting: () => {
      setSubmitted(true);
      return !hasIssues(found);
    },
  };
}
