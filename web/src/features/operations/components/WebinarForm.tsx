/**
 * The webinar form (add dialog and detail; spec §3, §5): both titles and the YouTube address
 * (required, a video address; text trimmed), with the preview of the video beside them. The server
 * derives the embed address from the same rule.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/FormFrame';
import { useLocale } from '../../../components/use-locale';
import type { WebinarBody } from '../api';
import { trimWebinar, webinarIssues, type WebinarField, type WebinarValues } from '../validation';
import { useRecordForm, type RecordFormProps } from './use-record-form';
import '../operations.css';
import { VideoPreview } from './VideoPreview';

const FIELDS: readonly WebinarField[] = ['title_ca', 'title_es', 'youtube_url'];

export function WebinarForm({ initial, onSubmit, serverErrors, ...frame }: RecordFormProps<WebinarValues, WebinarBody>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, errorOf, set, formError, submitting } = useRecordForm(initial, serverErrors, FIELDS, webinarIssues);
  const field = (name: WebinarField, label: string) => (
    <FormField label={label} errorText={errorOf(name)} controlId={`webinar-${name}`}>
      <Input
        value={values[name]}
        invalid={Boolean(errorOf(name))}
        type={name === 'youtube_url' ? 'url' : 'text'}
        onChange={({ detail }) => set(name, detail.value, name)}
      />
    </FormField>
  );

  function submit() {
    if (submitting()) onSubmit(trimWebinar(values));
  }

  return (
    <FormFrame testId="webinar-form" {...frame} onSubmit={submit} errorText={formError}>
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
