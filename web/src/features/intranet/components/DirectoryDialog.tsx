/**
 * Creates or edits a directory (spec §2): names in both languages (required), order (numeric) and
 * an image (uploaded first, then saved with the directory).
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTRANET_IMAGE_EXTENSIONS, INTRANET_MAX_IMAGE_BYTES, INTRANET_NAME_MAX } from '../../../../../shared/portal/intranet';
import type { DirectoryChoice } from '../../../components/document-tree/tree';
import type { TreeDirectory } from '../../../../../shared/portal/tree';
import { alerts } from '../../../lib/alerts';
import { checkFile, formatBytes } from '../../../lib/upload';
import { uploadToIntranet, useTreeChange, type DirectoryBody } from '../api';
import { Dialog } from './Dialog';
import { DirectoryPicker } from './DirectoryPicker';
import { serverFieldErrors } from '../../../components/validation';
import { parseOrder } from './form';
import { UploadField } from './UploadField';
import '../../../styles/portal.css';

type Field = 'directory_id' | 'name_ca' | 'name_es' | 'order' | 'img' | '_form';

export function DirectoryDialog({
  directory,
  parentId,
  choices,
  onClose,
  onSaved,
}: {
  /** Edit this one; create when absent. */
  directory?: TreeDirectory;
  parentId?: number | null;
  choices: readonly DirectoryChoice[];
  onClose: () => void;
  onSaved?: (directory: TreeDirectory) => void;
}) {
  const { t } = useTranslation();
  const editing = Boolean(directory);
  const [parent, setParent] = useState<number | null>(parentId ?? null);
  const [nameCa, setNameCa] = useState(directory?.name_ca ?? '');
  const [nameEs, setNameEs] = useState(directory?.name_es ?? '');
  const [order, setOrder] = useState(String(directory?.order ?? 0));
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [uploading, setUploading] = useState(false);
  const change = useTreeChange();

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!editing && parent === null) found.directory_id = t('validation.required');
    for (const [field, value] of [
      ['name_ca', nameCa],
      ['name_es', nameEs],
    ] as const) {
      if (!value.trim()) found[field] = t('validation.required');
      else if (value.trim().length > INTRANET_NAME_MAX) found[field] = t('intranet.validation.max', { max: INTRANET_NAME_MAX });
    }
    if (parseOrder(order) === null) found.order = t('intranet.validation.order');
    if (image) {
      const issue = checkFile(image, INTRANET_IMAGE_EXTENSIONS, INTRANET_MAX_IMAGE_BYTES);
      if (issue) found.img = imageIssue(issue);
    }
    return found;
  }

  const imageIssue = (issue: 'type' | 'size' | 'empty') =>
    issue === 'type'
      ? t('intranet.validation.type', { types: INTRANET_IMAGE_EXTENSIONS.join(', ') })
      : issue === 'size'
        ? t('intranet.validation.size', { max: formatBytes(INTRANET_MAX_IMAGE_BYTES) })
        : t('intranet.validation.empty_file');

  async function submit() {
    if (uploading || change.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: DirectoryBody = { name_ca: nameCa.trim(), name_es: nameEs.trim(), order: parseOrder(order) ?? 0 };
    try {
      if (image) {
        setUploading(true);
        body.img_upload_id = await uploadToIntranet(image, 'image', (p) => setProgress(p.percent));
      } else if (editing && removeImage) {
        body.img_remove = true;
      }
    } catch (error) {
      setErrors({ img: serverFieldErrors(error)?.file_name ?? serverFieldErrors(error)?.size ?? t('intranet.upload.failed') });
      return;
    } finally {
      setUploading(false);
    }
    try {
      const result = await change.mutateAsync(
        directory
          ? { kind: 'directory-update', id: directory.id, body }
          : { kind: 'directory-create', body: { ...body, directory_id: parent! } },
      );
      alerts.add({ type: 'success', msg: editing ? t('alerts.update') : t('alerts.create') });
      if (result.kind === 'directory') onSaved?.(result.directory);
      onClose();
    } catch (error) {
      const server = serverFieldErrors(error);
      if (server) setErrors({ ...server, img: server.img_upload_id ?? server.img });
    }
  }

  return (
    <Dialog
      title={editing ? t('intranet.directory.edit_title') : t('intranet.directory.create_title')}
      submitLabel={editing ? t('intranet.actions.save') : t('intranet.actions.create')}
      busy={uploading || change.isPending}
      formError={errors._form}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="directory-dialog"
    >
      <SpaceBetween size="m">
        {!editing ? (
          <DirectoryPicker
            label={t('intranet.directory.parent')}
            choices={choices}
            value={parent}
            errorText={errors.directory_id}
            onChange={setParent}
          />
        ) : null}
        <FormField label={t('intranet.fields.name_ca')} errorText={errors.name_ca}>
          <Input value={nameCa} onChange={({ detail }) => setNameCa(detail.value)} invalid={Boolean(errors.name_ca)} autoFocus />
        </FormField>
        <FormField label={t('intranet.fields.name_es')} errorText={errors.name_es}>
          <Input value={nameEs} onChange={({ detail }) => setNameEs(detail.value)} invalid={Boolean(errors.name_es)} />
        </FormField>
        <FormField label={t('intranet.fields.order')} description={t('intranet.directory.order_help')} errorText={errors.order}>
          <Input
            type="number"
            inputMode="numeric"
            value={order}
            onChange={({ detail }) => setOrder(detail.value)}
            invalid={Boolean(errors.order)}
          />
        </FormField>
        <UploadField
          label={t('intranet.fields.image')}
          description={t('intranet.directory.image_help', {
            types: INTRANET_IMAGE_EXTENSIONS.join(', '),
            max: formatBytes(INTRANET_MAX_IMAGE_BYTES),
          })}
          file={image}
          progress={progress}
          errorText={errors.img}
          accept={INTRANET_IMAGE_EXTENSIONS}
          onChange={(file) => {
            setImage(file);
            setProgress(null);
            if (file) setRemoveImage(false);
          }}
        />
        {editing && directory?.img && !image ? (
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <img className="directory-image-preview" src={directory.img} alt={t('intranet.directory.current_image')} />
            <Checkbox checked={removeImage} onChange={({ detail }) => setRemoveImage(detail.checked)}>
              {t('intranet.directory.remove_image')}
            </Checkbox>
          </SpaceBetween>
        ) : null}
      </SpaceBetween>
    </Dialog>
  );
}
