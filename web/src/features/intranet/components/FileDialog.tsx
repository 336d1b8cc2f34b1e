/**
 * Creates or edits a file (spec §2, §3, §5): names in both languages; per language either a link
 * or an upload (required on create, optional on edit: without a new file the saved one stays);
 * novelty start and end (date pickers, weeks from Monday); a tooltip per language. Uploads go
 * straight to storage (presigned PUT) with a progress bar each, then the file is saved.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../../../shared/i18n/locale';
import {
  INTRANET_FILE_EXTENSIONS,
  INTRANET_MAX_FILE_BYTES,
  INTRANET_NAME_MAX,
  INTRANET_TOOLTIP_MAX,
  LINK_EXTENSION,
} from '../../../../../shared/portal/intranet';
import type { DirectoryChoice } from '../../../components/document-tree/tree';
import type { FileDetail, TreeFile } from '../../../../../shared/portal/tree';
import { alerts } from '../../../lib/alerts';
import { toApiDate } from '../../../lib/format';
import { checkFile, formatBytes } from '../../../lib/upload';
import { uploadToIntranet, useTreeChange, type FileBody } from '../api';
import { Dialog } from './Dialog';
import { DirectoryPicker } from './DirectoryPicker';
import { serverFieldErrors } from '../../../components/validation';
import { isWebAddress } from './form';
import { UploadField } from './UploadField';
import { DateField } from '../../../components/DateField';

type Mode = 'link' | 'upload';

interface LanguageState {
  name: string;
  mode: Mode;
  url: string;
  file: File | null;
  tooltip: string;
  progress: number | null;
}

type Errors = Record<string, string>;

function initial(file: TreeFile | undefined, lang: Locale): LanguageState {
  const isLink = file ? file[`extension_${lang}`] === LINK_EXTENSION : false;
  return {
    name: file?.[`name_${lang}`] ?? '',
    mode: file && !isLink ? 'upload' : file ? 'link' : 'upload',
    url: file?.[`url_${lang}`] ?? '',
    file: null,
    tooltip: file?.[`tooltip_${lang}`] ?? '',
    progress: null,
  };
}

/** The request body for the dialog's state (upload ids filled in after the uploads). */
export function fileBody(
  languages: Record<Locale, LanguageState>,
  dates: { start: string; end: string },
  uploads: Partial<Record<Locale, string>>,
): FileBody {
  const body: FileBody = {
    name_ca: languages.ca.name.trim(),
    name_es: languages.es.name.trim(),
    novelty_start: dates.start || null,
    novelty_end: dates.end || null,
  };
  for (const lang of LOCALES) {
    const l = languages[lang];
    body[`tooltip_${lang}`] = l.tooltip.trim() || null;
    if (l.mode === 'link') body[`url_${lang}`] = l.url.trim();
    else if (uploads[lang]) body[`upload_${lang}`] = uploads[lang];
  }
  return body;
}

export function FileDialog({
  file,
  parentId,
  choices,
  onClose,
  onSaved,
}: {
  file?: TreeFile;
  parentId?: number | null;
  choices: readonly DirectoryChoice[];
  onClose: () => void;
  onSaved?: (file: FileDetail) => void;
}) {
  const { t } = useTranslation();
  const editing = Boolean(file);
  const [parent, setParent] = useState<number | null>(parentId ?? null);
  const [languages, setLanguages] = useState<Record<Locale, LanguageState>>({
    ca: initial(file, 'ca'),
    es: initial(file, 'es'),
  });
  const [start, setStart] = useState(file?.novelty_start ?? '');
  const [end, setEnd] = useState(file?.novelty_end ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const change = useTreeChange();

  const set = (lang: Locale, patch: Partial<LanguageState>) =>
    setLanguages((all) => ({ ...all, [lang]: { ...all[lang], ...patch } }));

  const fileIssue = (issue: 'type' | 'size' | 'empty') =>
    issue === 'type'
      ? t('intranet.validation.type', { types: INTRANET_FILE_EXTENSIONS.join(', ') })
      : issue === 'size'
        ? t('intranet.validation.size', { max: formatBytes(INTRANET_MAX_FILE_BYTES) })
        : t('intranet.validation.empty_file');

  function validate(): Errors {
    const found: Errors = {};
    if (!editing && parent === null) found.directory_id = t('validation.required');
    for (const lang of LOCALES) {
      const l = languages[lang];
      if (!l.name.trim()) found[`name_${lang}`] = t('validation.required');
      else if (l.name.trim().length > INTRANET_NAME_MAX)
        found[`name_${lang}`] = t('intranet.validation.max', { max: INTRANET_NAME_MAX });
      if (l.tooltip.trim().length > INTRANET_TOOLTIP_MAX)
        found[`tooltip_${lang}`] = t('intranet.validation.max', { max: INTRANET_TOOLTIP_MAX });
      if (l.mode === 'link') {
        if (!l.url.trim()) found[`url_${lang}`] = t('validation.required');
        else if (!isWebAddress(l.url)) found[`url_${lang}`] = t('intranet.validation.url');
      } else if (l.file) {
        const issue = checkFile(l.file, INTRANET_FILE_EXTENSIONS, INTRANET_MAX_FILE_BYTES);
        if (issue) found[`upload_${lang}`] = fileIssue(issue);
      } else {
        // An upload is needed on create, and on edit when this language was a link until now.
        const hadUpload = file ? file[`extension_${lang}`] !== LINK_EXTENSION : false;
        if (!hadUpload) found[`upload_${lang}`] = t('intranet.validation.file_required');
      }
    }
    if (start && end && end < start) found.novelty_end = t('intranet.validation.novelty_end');
    return found;
  }

  async function submit() {
    if (uploading || change.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const uploads: Partial<Record<Locale, string>> = {};
    setUploading(true);
    try {
      for (const lang of LOCALES) {
        const chosen = languages[lang];
        if (chosen.mode !== 'upload' || !chosen.file) continue;
        try {
          uploads[lang] = await uploadToIntranet(chosen.file, 'file', (p) => set(lang, { progress: p.percent }));
        } catch (error) {
          const server = serverFieldErrors(error);
          setErrors({ [`upload_${lang}`]: server?.file_name ?? server?.size ?? t('intranet.upload.failed') });
          return;
        }
      }
    } finally {
      setUploading(false);
    }
    const body = fileBody(languages, { start, end }, uploads);
    try {
      const result = await change.mutateAsync(
        file ? { kind: 'file-update', id: file.id, body } : { kind: 'file-create', body: { ...body, directory_id: parent! } },
      );
      alerts.add({ type: 'success', msg: editing ? t('alerts.update') : t('alerts.create') });
      if (result.kind === 'file') onSaved?.(result.file);
      onClose();
    } catch (error) {
      const server = serverFieldErrors(error);
      if (server) setErrors(server);
    }
  }

  const busy = uploading || change.isPending;

  return (
    <Dialog
      title={editing ? t('intranet.file.edit_title') : t('intranet.file.create_title')}
      submitLabel={editing ? t('intranet.actions.save') : t('intranet.actions.create')}
      busy={busy}
      formError={errors._form}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="file-dialog"
    >
      <SpaceBetween size="l">
        {!editing ? (
          <DirectoryPicker
            label={t('intranet.file.directory')}
            choices={choices}
            value={parent}
            errorText={errors.directory_id}
            onChange={setParent}
          />
        ) : null}
        {LOCALES.map((lang) => {
          const l = languages[lang];
          const saved = file?.[`attachment_${lang}`] ?? null;
          return (
            <SpaceBetween size="s" key={lang}>
              <Header variant="h3">{lang === 'ca' ? t('intranet.file.language_ca') : t('intranet.file.language_es')}</Header>
              <FormField
                label={lang === 'ca' ? t('intranet.fields.name_ca') : t('intranet.fields.name_es')}
                errorText={errors[`name_${lang}`]}
              >
                <Input
                  value={l.name}
                  onChange={({ detail }) => set(lang, { name: detail.value })}
                  invalid={Boolean(errors[`name_${lang}`])}
                  autoFocus={lang === 'ca' && editing}
                />
              </FormField>
              <SegmentedControl
                label={t('intranet.file.kind')}
                selectedId={l.mode}
                options={[
                  { id: 'upload', text: t('intranet.file.upload'), iconName: 'upload' },
                  { id: 'link', text: t('intranet.file.link'), iconName: 'external' },
                ]}
                onChange={({ detail }) => set(lang, { mode: detail.selectedId as Mode })}
                data-testid={`file-kind-${lang}`}
              />
              {l.mode === 'link' ? (
                <FormField
                  label={lang === 'ca' ? t('intranet.fields.url_ca') : t('intranet.fields.url_es')}
                  errorText={errors[`url_${lang}`]}
                >
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={l.url}
                    onChange={({ detail }) => set(lang, { url: detail.value })}
                    invalid={Boolean(errors[`url_${lang}`])}
                  />
                </FormField>
              ) : (
                <UploadField
                  label={lang === 'ca' ? t('intranet.fields.upload_ca') : t('intranet.fields.upload_es')}
                  description={
                    editing && saved
                      ? t('intranet.file.upload_help_edit', {
                          types: INTRANET_FILE_EXTENSIONS.join(', '),
                          max: formatBytes(INTRANET_MAX_FILE_BYTES),
                        })
                      : t('intranet.file.upload_help', {
                          types: INTRANET_FILE_EXTENSIONS.join(', '),
                          max: formatBytes(INTRANET_MAX_FILE_BYTES),
                        })
                  }
                  file={l.file}
                  current={saved}
                  progress={l.progress}
                  errorText={errors[`upload_${lang}`]}
                  accept={INTRANET_FILE_EXTENSIONS}
                  onChange={(chosen) => set(lang, { file: chosen, progress: null })}
                  testId={`file-upload-${lang}`}
                />
              )}
              <FormField
                label={lang === 'ca' ? t('intranet.fields.tooltip_ca') : t('intranet.fields.tooltip_es')}
                constraintText={t('intranet.file.optional')}
                errorText={errors[`tooltip_${lang}`]}
              >
                <Input value={l.tooltip} onChange={({ detail }) => set(lang, { tooltip: detail.value })} />
              </FormField>
            </SpaceBetween>
          );
        })}
        <SpaceBetween size="s">
          <Header variant="h3" description={t('intranet.file.novelty_help')}>
            {t('intranet.file.novelty')}
          </Header>
          <ColumnLayout columns={2}>
            <FormField label={t('intranet.fields.novelty_start')} errorText={errors.novelty_start}>
              <DateField value={start} onChange={setStart} />
            </FormField>
            <FormField label={t('intranet.fields.novelty_end')} errorText={errors.novelty_end}>
              <DateField
                value={end}
                onChange={setEnd}
                invalid={Boolean(errors.novelty_end)}
                isDateEnabled={(date) => !start || toApiDate(date) >= start}
              />
            </FormField>
          </ColumnLayout>
        </SpaceBetween>
      </SpaceBetween>
    </Dialog>
  );
}
