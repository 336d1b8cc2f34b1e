/**
 * The webinar form (add dialog and detail; spec §3, §5): both titles and the YouTube address
 * (required, a video address; text trimmed), with the preview of the video beside them. The server
 * derives the embed address from the same rule.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../components/use-locale';
import { hasIssues, issueText, type ServerErrors } from '../../../components/validation';
import type { WebinarBody } from '../api';
import { trimWebinar, webinarIssues, type WebinarField, type WebinarValues } from '../validation';
import { useFieldErrors } from './field-errors';
import { FormFrame } from '../../../components/FormFrame';
import '../operations.css';
import { VideoPreview } from './VideoPreview';

const FIELDS: readonly WebinarField[] = ['title_ca', 'title_es', 'youtube_url'];
const NO_ERRORS: ServerErrors = {};

export function WebinarForm({
  initial,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  serverErrors = NO_ERRORS,
}: {
  initial: WebinarValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (body: WebinarBody) => void;
  onCancel?: () => void;
  serverErrors?: ServerErrors;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState<WebinarValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const server = useFieldErrors(serverErrors, FIELDS);
  const found = webinarIssues(values);
  const errorOf = (field: WebinarField) => (submitted ? issueText(t, found[field]) : undefined) ?? server.server(field);
  const field = (name: WebinarField, label: string) => (
    <FormField label={label} errorText={errorOf(name)} controlId={`webinar-${name}`}>
      <Input
        value={values[name]}
        invalid={Boolean(errorOf(name))}
        type={name === 'youtube_url' ? 'url' : 'text'}
        onChange={({ detail }) => {
          setValues((v) => ({ ...v, [name]: detail.value }));
          server.edited(name);
        }}
      />
    </FormField>
  );

  function submit() {
    setSubmitted(true);
    if (hasIssues(found)) return;
    onSubmit(trimWebinar(values));
  }

  return (
    <FormFrame
      testId="webinar-form"
      submitLabel={submitLabel}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
      errorText={server.formError}
    >
      <ColumnLayout columns={2}>
        <SpaceBetween size="m">
          {field('title_ca', t('operations.fields.title_ca'))}
          {field('title_es', t('operations.fields.title_es'))}
          {field('youtube_url', t('operations.fields.youtube_url'))}
        </SpaceBetween>
        <VideoPreview url={values.youtube_url} title={locale === 'es' ? values.title_es : values.title_ca} />
      </ColumnLayout>
    </FormFrame>
  );
}
