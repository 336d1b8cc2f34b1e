/**
 * The temperature list's new-row dialog (spec §2): Escape closes it, Enter saves it. The reading
 * is checked on screen first (§5); the server's 422 lands on its fields. A failed reading answers
 * with the ticket it opened, which the success message names. The product read is optional (found
 * by CN or barcode): where its ERP record has a storage condition, the server judges by that.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/FormFrame';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';
import { useCreateTemperature } from './api';
import { newTemperatureForm, temperatureBody, temperatureProblems, type FieldProblems } from './temperature-form';
import { TemperatureFields, type TemperatureOptions } from './TemperatureFields';
import { emptyProductChoice, ProductLookupFields } from '../returns/ProductLookupFields';

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
  const [product, setProduct] = useState(emptyProductChoice);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const create = useCreateTemperature();

  const submit = () => {
    const found = temperatureProblems(form);
    setProblems(found);
    setServerErrors({});
    if (Object.keys(found).length) return;
    create.mutate(
      { ...temperatureBody(form), product: product.product?.id ?? null },
      {
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
      },
    );
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
        <SpaceBetween size="m">
          <TemperatureFields form={form} onChange={setForm} options={options} problems={problems} serverErrors={serverErrors} />
          {/* Optional: a product whose ERP record has a storage condition is judged by it, not by its laboratory. */}
          <ExpandableSection
            headerText={t('warehouse.temperatures.product')}
            headerDescription={t('warehouse.temperatures.product_hint')}
            defaultExpanded={Boolean(serverErrors.product)}
            data-testid="temperature-product"
          >
            <ColumnLayout columns={3}>
              <ProductLookupFields value={product} onChange={setProduct} cnError={serverErrors.product} />
            </ColumnLayout>
          </ExpandableSection>
        </SpaceBetween>
      </FormFrame>
    </Modal>
  );
}
