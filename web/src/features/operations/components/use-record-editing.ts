/**
 * Editing an existing pharmacy, laboratory or webinar on its page: saving shows the saved alert on
 * success and the server's 422 on the form's fields otherwise (cleared by the next success); delete
 * is the soft delete with its undo.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';
import { useSoftDelete, type SoftDeleteTarget } from './use-soft-delete';

interface SaveMutation<Body> {
  isPending: boolean;
  mutate: (
    variables: { id: number | null; body: Body },
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
}

/** `form` goes to the record's form, `page` to its RecordPage. */
export function useRecordEditing<Body>(save: SaveMutation<Body>, target: SoftDeleteTarget, id: number) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const remove = useSoftDelete(target);
  const onSubmit = (body: Body) =>
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          setServerErrors(undefined);
          alerts.add({ type: 'success', msg: t('alerts.update') });
        },
        onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
      },
    );
  return {
    form: { submitLabel: t('operations.actions.save'), saving: save.isPending, serverErrors, onSubmit },
    page: { deleting: remove.isPending, onDelete: () => remove.mutate(id) },
  };
}
