/**
 * The pending returns' new-row dialog (spec §2, §5), also the one that corrects a line: CN,
 * barcode, product (read-only, filled by lookup), quantity (required, at least 0), lot, defect (one
 * of the five of §3, required) and expiration date. Escape closes it; Enter saves it once the
 * product is found.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defectName, RETURN_DEFECTS, type PendingReturn, type ReturnDefect } from '../../../../../shared/warehouse/returns';
import { useLocale } from '../../../components/use-locale';
import { DateField } from '../../../components/DateField';
import { FormFrame } from '../../../components/FormFrame';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';
import { useCreateReturn, useUpdateReturn } from './api';
import { emptyProductChoice, ProductLookupFields, type ProductChoice } from './ProductLookupFields';
import { quantityProblem } from './return-form';

const choiceOf = (line: PendingReturn): ProductChoice => ({
  cn: line.product.national_code ?? line.product.code,
  barcode: line.product.ean13[0] ?? '',
  product: line.product,
});

/** A new line, or with `line` that line to correct. */
export function ReturnLineModal({ line, onClose }: { line?: PendingReturn; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [choice, setChoice] = useState(() => (line ? choiceOf(line) : emptyProductChoice()));
  const [quantity, setQuantity] = useState(line ? String(line.quantity) : '');
  const [lot, setLot] = useState(line?.lot ?? '');
  const [defect, setDefect] = useState<ReturnDefect | ''>(line?.defect ?? '');
  const [expiresAt, setExpiresAt] = useState(line?.expires_at ?? '');
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const create = useCreateReturn();
  const update = useUpdateReturn();
  const saving = create.isPending || update.isPending;

  const required = t('validation.required');
  const problems = {
    cn: !choice.cn.trim() ? required : !choice.product ? t('warehouse.returns.product_needed') : undefined,
    quantity: quantityProblem(quantity, t),
    defect: defect ? undefined : required,
  };
  const shown = (field: keyof typeof problems) => (checked ? problems[field] : undefined) ?? serverErrors[field];

  const submit = () => {
    setChecked(true);
    setServerErrors({});
    if (Object.values(problems).some(Boolean) || !choice.product || !defect) return;
    const body = {
      product: choice.product.id,
      quantity: Number(quantity),
      lot: lot.trim() || null,
      defect,
      expires_at: expiresAt || null,
    };
    const done = {
      onSuccess: () => {
        alerts.add({ type: 'success', msg: t(line ? 'warehouse.returns.corrected' : 'warehouse.returns.created') });
        onClose();
      },
      onError: (error: unknown) => setServerErrors(serverFieldErrors(error) ?? {}),
    };
    if (line) update.mutate({ id: line.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Modal
      visible
      size="medium"
      header={t(line ? 'warehouse.returns.edit_title' : 'warehouse.returns.new_title')}
      onDismiss={() => {
        if (!saving) onClose();
      }}
    >
      <FormFrame
        testId={line ? 'return-edit' : 'return-new'}
        submitLabel={t('warehouse.save')}
        saving={saving}
        onSubmit={submit}
        onCancel={onClose}
        errorText={serverErrors._form ?? serverErrors.product}
      >
        <ColumnLayout columns={2}>
          <ProductLookupFields value={choice} onChange={setChoice} cnError={shown('cn')} />
          <FormField label={t('warehouse.returns.fields.quantity')} errorText={shown('quantity')} controlId="return-quantity">
            <Input
              controlId="return-quantity"
              type="number"
              inputMode="numeric"
              value={quantity}
              invalid={Boolean(shown('quantity'))}
              onChange={({ detail }) => setQuantity(detail.value)}
              data-testid="return-quantity"
            />
          </FormField>
          <FormField label={t('warehouse.returns.fields.lot')} errorText={serverErrors.lot} controlId="return-lot">
            <Input controlId="return-lot" value={lot} onChange={({ detail }) => setLot(detail.value)} data-testid="return-lot" />
          </FormField>
          <FormField label={t('warehouse.returns.fields.defect')} errorText={shown('defect')} controlId="return-defect">
            <Select
              controlId="return-defect"
              selectedOption={defect ? { value: defect, label: defectName(defect, locale) } : null}
              options={RETURN_DEFECTS.map((d) => ({
                value: d,
                label: defectName(d, locale),
                description: t(`warehouse.returns.defects.${RETURN_DEFECTS.indexOf(d)}`),
              }))}
              placeholder={t('warehouse.temperatures.choose')}
              invalid={Boolean(shown('defect'))}
              onChange={({ detail }) => setDefect((detail.selectedOption.value ?? '') as ReturnDefect)}
              data-testid="return-defect"
            />
          </FormField>
          <FormField label={t('warehouse.returns.fields.expires_at')} errorText={serverErrors.expires_at}>
            <DateField
              value={expiresAt}
              onChange={setExpiresAt}
              ariaLabel={t('warehouse.returns.fields.expires_at')}
              data-testid="return-expires-at"
            />
          </FormField>
        </ColumnLayout>
      </FormFrame>
    </Modal>
  );
}
