/**
 * The temperature list's new-row dialog (spec §2): Escape closes it, Enter saves it. The reading
 * is checked on screen first (§5); the server's 422 lands on its fields. A failed reading answers
 * with the ticket it opened, which the success message names.
 */
import Modal from '@cloudscape-design/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/FormFrame';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';
import { useCreateTemperature } from './api';
import { newTemperatureForm, temperatureBody, temperatureProblems, type FieldProblems } from './temperature-form';
import { TemperatureFields, type TemperatureOptions } from './TemperatureFields';

export function NewTemperatureModal({
  options,
  onClose,
  onCreated,
}: {
  options: TemperatureOptions;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => newTemperatureForm());
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const create = useCreateTemperature();

  const submit = () => {
    const found = temperatureProblems(form);
    setProblems(found);
    setServerErrors({});
    if (Object.keys(found).length) return;
    create.mutate(temperatureBody(form), {
      onSuccess: (reading) => {
        alerts.add({
          type: reading.result ? 'success' : 'warning',
          msg: reading.ticket_id
            ? t('warehouse.temperatures.created_failed', { ticket: reading.ticket_id })
            : t('warehouse.temperatures.created'),
        });
        onCreated(reading.id);
      },
      onError: (error) => setServerErrors(serverFieldErrors(error) ?? {}),
    });
  };

  return (
    <Modal
      visible
      size="large"
      header={t('warehouse.temperatures.new_title')}
      onDismiss={() => {
        if (!create.isPending) onClose();
      }}
    >
      <FormFrame
        testId="temperature-new"
        submitLabel={t('warehouse.save')}
        saving={create.isPending}
        onSubmit={submit}
        onCancel={onClose}
        errorText={serverErrors._form}
      >
        <TemperatureFields form={form} onChange={setForm} options={options} problems={problems} serverErrors={serverErrors} />
      </FormFrame>
    </Modal>
  );
}
