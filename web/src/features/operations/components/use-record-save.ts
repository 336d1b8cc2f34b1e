/**
 * Saving an existing pharmacy, laboratory or webinar from its page: the saved alert on success, the
 * server's 422 on the form's fields otherwise (cleared by the next success).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';

interface SaveMutation<Body> {
  isPending: boolean;
  mutate: (
    variables: { id: number | null; body: Body },
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
}

export function useRecordSave<Body>(save: SaveMutation<Body>, id: number) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const submit = (body: Body) =>
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
  return { serverErrors, submit, saving: save.isPending };
}
