/**
 * /warehouse/temperatures/show/:id (role 28; spec §2): the reading's editable form (date, time,
 * warehouse, carrier, laboratory, brand, expedition, packages, temperature, technical assessment
 * date, technical assessment, product destination), created-by and the result read-only (the
 * server computes it), the quality ticket a failed reading opened, and Save.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  ASSESSMENT_MAX,
  DESTINATION_MAX,
  EARLIEST_DAY,
  type TemperatureView,
} from '../../../../../shared/warehouse/temperatures';
import { ticketingArea } from '../../../../../shared/areas/ticketing';
import { DateField } from '../../../components/DateField';
import { FormFrame } from '../../../components/FormFrame';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { useDocumentTitle } from '../../../components/Page';
import { useLocale } from '../../../components/use-locale';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { paths, withParam } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { may } from '../../../lib/auth/roles';
import { useSession } from '../../../lib/auth/use-session';
import { ApiError } from '../../../lib/http';
import { formatDateTime, toApiDate } from '../../../lib/format';
import { formatNumber } from '../components/labels';
import { useWarehouseFrame } from '../components/nav';
import { useTemperature, useTemperatureOptions, useUpdateTemperature, type TemperatureOptionLists } from './api';
import { ResultIcon } from './ResultIcon';
import {
  assessmentBody,
  assessmentProblems,
  temperatureBody,
  temperatureProblems,
  type AssessmentForm,
  type FieldProblems,
  type TemperatureForm,
} from './temperature-form';
import { TemperatureFields, useFieldError } from './TemperatureFields';

export default function TemperaturePage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const reading = useTemperature(id);
  const options = useTemperatureOptions();
  const title = t('warehouse.temperatures.show_title', { id: raw });
  useDocumentTitle(title);
  useWarehouseFrame([
    { text: t('warehouse.screens.temperatures'), href: paths.warehouseTemperatures },
    { text: title, href: withParam(paths.warehouseTemperatureShow, raw) },
  ]);
  if (reading.isPending || (!options.ready && !options.failed)) return <Loading />;
  if (reading.error instanceof ApiError && reading.error.status === 404)
    return (
      <Box data-testid="temperature-not-found" color="text-status-error">
        {t('errors.found')} <Link href={paths.warehouseTemperatures}>{t('warehouse.temperatures.back')}</Link>
      </Box>
    );
  if (reading.isError || options.failed)
    return (
      <LoadFailed
        onRetry={() => {
          void reading.refetch();
          options.retry();
        }}
      />
    );
  return <TemperatureEditor key={`${reading.data.id}-${reading.data.updated_at}`} reading={reading.data} options={options} />;
}

function formOf(r: TemperatureView): TemperatureForm & AssessmentForm {
  const [day = '', time = ''] = r.date.split(' ');
  return {
    day,
    time: time.slice(0, 5),
    warehouse: String(r.warehouse.id),
    carrier: String(r.carrier.id),
    laboratory: String(r.laboratory.id),
    brand: r.brand,
    expedition: r.expedition,
    packages: r.packages,
    // With the decimal comma the screens show (the field read "30.5").
    temperature: r.temperature.toFixed(1).replace('.', ','),
    user: r.user ? String(r.user.id) : '',
    technical_assessment_date: r.technical_assessment_date ?? '',
    technical_assessment: r.technical_assessment,
    product_destination: r.product_destination,
  };
}

function TemperatureEditor({ reading, options }: { reading: TemperatureView; options: TemperatureOptionLists }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState(() => formOf(reading));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const update = useUpdateTemperature(reading.id);
  const error = useFieldError(problems, serverErrors);
  const today = toApiDate(new Date());
  const { user } = useSession();
  const canOpenTickets = may(user, ticketingArea.access.tickets);

  const submit = () => {
    const found = { ...temperatureProblems(form), ...assessmentProblems(form) };
    setProblems(found);
    setServerErrors({});
    if (Object.keys(found).length) return;
    update.mutate(
      { ...temperatureBody(form), ...assessmentBody(form) },
      {
        onSuccess: () => alerts.add({ type: 'success', msg: t('warehouse.temperatures.saved') }),
        onError: (e) => setServerErrors(serverFieldErrors(e) ?? {}),
      },
    );
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1">{t('warehouse.temperatures.show_title', { id: reading.id })}</Header>
      <Container header={<Header variant="h2">{t('warehouse.temperatures.record')}</Header>}>
        <KeyValuePairs
          columns={4}
          items={[
            {
              label: t('warehouse.temperatures.fields.result'),
              value: (
                <SpaceBetween size="xxs">
                  <ResultIcon result={reading.result} />
                  <Box variant="small" color="text-body-secondary">
                    {reading.range.basis === 'product' && reading.product
                      ? t('warehouse.temperatures.range_product', {
                          product: reading.product.label,
                          min: formatNumber(reading.range.min, locale, 1),
                          max: formatNumber(reading.range.max, locale, 1),
                        })
                      : t('warehouse.temperatures.range', {
                          min: formatNumber(reading.range.min, locale, 1),
                          max: formatNumber(reading.range.max, locale, 1),
                        })}
                  </Box>
                </SpaceBetween>
              ),
            },
            {
              label: t('warehouse.temperatures.ticket'),
              // A link for those who may open tickets (the quality team); the number for everyone else.
              value: !reading.ticket_id ? (
                '—'
              ) : canOpenTickets ? (
                <Link href={withParam(paths.ticketingShow, reading.ticket_id)} data-testid="temperature-ticket">
                  {t('warehouse.temperatures.ticket_link', { id: reading.ticket_id })}
                </Link>
              ) : (
                <span data-testid="temperature-ticket">{t('warehouse.temperatures.ticket_link', { id: reading.ticket_id })}</span>
              ),
            },
            { label: t('warehouse.temperatures.created_by'), value: reading.created_by.name },
            { label: t('warehouse.temperatures.created_at'), value: formatDateTime(reading.created_at) },
          ]}
        />
      </Container>
      <Container>
        <FormFrame
          testId="temperature-edit"
          submitLabel={t('warehouse.save')}
          saving={update.isPending}
          onSubmit={submit}
          errorText={serverErrors._form}
        >
          <SpaceBetween size="l">
            <TemperatureFields
              form={form}
              onChange={(next) => setForm({ ...form, ...next })}
              options={options}
              problems={problems}
              serverErrors={serverErrors}
            />
            <FormField
              label={t('warehouse.temperatures.fields.technical_assessment_date')}
              errorText={error('technical_assessment_date')}
            >
              <DateField
                value={form.technical_assessment_date}
                onChange={(value) => setForm({ ...form, technical_assessment_date: value })}
                invalid={Boolean(error('technical_assessment_date'))}
                isDateEnabled={(d) => toApiDate(d) <= today && toApiDate(d) >= EARLIEST_DAY}
                ariaLabel={t('warehouse.temperatures.fields.technical_assessment_date')}
                data-testid="temperature-technical-assessment-date"
              />
            </FormField>
            <FormField
              label={t('warehouse.temperatures.fields.technical_assessment')}
              errorText={error('technical_assessment')}
              controlId="temperature-technical-assessment"
            >
              <Textarea
                controlId="temperature-technical-assessment"
                value={form.technical_assessment}
                rows={3}
                invalid={Boolean(error('technical_assessment'))}
                onChange={({ detail }) => setForm({ ...form, technical_assessment: detail.value.slice(0, ASSESSMENT_MAX) })}
                data-testid="temperature-technical-assessment"
              />
            </FormField>
            <FormField
              label={t('warehouse.temperatures.fields.product_destination')}
              errorText={error('product_destination')}
              controlId="temperature-product-destination"
            >
              <Input
                controlId="temperature-product-destination"
                value={form.product_destination}
                invalid={Boolean(error('product_destination'))}
                onChange={({ detail }) => setForm({ ...form, product_destination: detail.value.slice(0, DESTINATION_MAX) })}
                data-testid="temperature-product-destination"
              />
            </FormField>
          </SpaceBetween>
        </FormFrame>
      </Container>
    </SpaceBetween>
  );
}
