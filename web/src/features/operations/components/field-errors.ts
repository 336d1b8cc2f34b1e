/**
 * The messages a form shows by field: the form's own check once submitted, else the server's 422
 * message for that field (or one of its items, `codes_fede.0`) until the field is edited. Messages
 * of fields the form does not show go on the form as a whole.
 */
import { useState } from 'react';
import type { FieldIssue, ServerErrors } from '../../../components/validation';

const belongsTo = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

export function useFieldErrors<F extends string>(serverErrors: ServerErrors, fields: readonly F[]) {
  const [edited, setEdited] = useState<{ answer: ServerErrors; fields: string[] }>({ answer: serverErrors, fields: [] });
  const editedNow = edited.answer === serverErrors ? edited.fields : [];
  return {
    /** The server's message for the field, unless it was edited since. */
    server: (field: F): string | undefined =>
      editedNow.includes(field) ? undefined : Object.entries(serverErrors).find(([key]) => belongsTo(key, field))?.[1],
    edited: (field: F) => {
      if (!editedNow.includes(field)) setEdited({ answer: serverErrors, fields: [...editedNow, field] });
    },
    formError:
      Object.entries(serverErrors)
        .filter(([key]) => !fields.some((f) => belongsTo(key, f)))
        .map(([, message]) => message)
        .join(' ') || undefined,
  };
}

export type { FieldIssue };
