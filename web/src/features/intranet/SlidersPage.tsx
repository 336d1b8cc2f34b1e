/**
 * /intranet/sliders (role 48): the pharmacy home carousel per language (docs/api/portal.md "Home
 * carousel"): the images in order, add one at the end (uploaded as an image), remove one (asked
 * first; the object stays recoverable).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../../shared/i18n/locale';
import { INTRANET_IMAGE_EXTENSIONS, INTRANET_MAX_IMAGE_BYTES } from '../../../../shared/portal/intranet';
import { useBreadcrumbs } from '../../components/frame-slots';
import { LoadFailed, Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { alerts } from '../../lib/alerts';
import { checkFile, formatBytes } from '../../lib/upload';
import { uploadToIntranet, useAddSlider, useRemoveSlider, useSliders, type Slider } from './api';
import { Dialog } from './components/Dialog';
import { serverFieldErrors } from '../../components/validation';
import { UploadField } from './components/UploadField';
import { INTRANET_BASE, INTRANET_SLIDERS, useIntranetNav } from './nav';
import '../../styles/portal.css';

function AddSlider({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const add = useAddSlider();

  async function submit() {
    if (!file || uploading || add.isPending) {
      if (!file) setError(t('intranet.validation.file_required'));
      return;
    }
    const issue = checkFile(file, INTRANET_IMAGE_EXTENSIONS, INTRANET_MAX_IMAGE_BYTES);
    if (issue) {
      setError(
        issue === 'type'
          ? t('intranet.validation.type', { types: INTRANET_IMAGE_EXTENSIONS.join(', ') })
          : issue === 'size'
            ? t('intranet.validation.size', { max: formatBytes(INTRANET_MAX_IMAGE_BYTES) })
            : t('intranet.validation.empty_file'),
      );
      return;
    }
    setUploading(true);
    try {
      const uploadId = await uploadToIntranet(file, 'image', (p) => setProgress(p.percent));
      await add.mutateAsync({ locale, uploadId });
      alerts.add({ type: 'success', msg: t('alerts.create') });
      setFile(null);
      setProgress(null);
    } catch (e) {
      const server = serverFieldErrors(e);
      setError(server ? Object.values(server)[0] : t('intranet.upload.failed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <SpaceBetween size="xs">
      <UploadField
        label={t('intranet.sliders.add')}
        description={t('intranet.directory.image_help', {
          types: INTRANET_IMAGE_EXTENSIONS.join(', '),
          max: formatBytes(INTRANET_MAX_IMAGE_BYTES),
        })}
        file={file}
        progress={progress}
        errorText={error}
        accept={INTRANET_IMAGE_EXTENSIONS}
        onChange={(chosen) => {
          setFile(chosen);
          setError(undefined);
          setProgress(null);
        }}
      />
      <Button onClick={() => void submit()} loading={uploading || add.isPending} disabled={!file}>
        {t('intranet.sliders.add_button')}
      </Button>
    </SpaceBetween>
  );
}

export default function SlidersPage() {
  const { t } = useTranslation();
  const sliders = useSliders();
  const remove = useRemoveSlider();
  const [removing, setRemoving] = useState<Slider | null>(null);
  useIntranetNav();
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('intranet.title'), href: INTRANET_BASE },
    { text: t('intranet.sliders.title'), href: INTRANET_SLIDERS },
  ]);

  return (
    <Page title={t('intranet.sliders.title')} description={t('intranet.sliders.description')}>
      {sliders.isPending ? (
        <Loading />
      ) : sliders.isError ? (
        <LoadFailed onRetry={() => void sliders.refetch()} />
      ) : (
        <ColumnLayout columns={2}>
          {LOCALES.map((locale) => {
            const list = sliders.data[locale] ?? [];
            return (
              <Container
                key={locale}
                header={
                  <Header variant="h2" counter={`(${list.length})`}>
                    {locale === 'ca' ? t('intranet.sliders.locale_ca') : t('intranet.sliders.locale_es')}
                  </Header>
                }
              >
                <SpaceBetween size="l">
                  {list.length === 0 ? (
                    <Box color="text-body-secondary">{t('errors.empty')}</Box>
                  ) : (
                    <ol className="slider-list">
                      {list.map((slide) => (
                        <li key={`${slide.locale}-${slide.position}`}>
                          <img src={slide.url} alt={slide.name} />
                          <span className="slider-name">{slide.name}</span>
                          <Button
                            variant="icon"
                            iconName="remove"
                            ariaLabel={t('intranet.sliders.remove', { name: slide.name })}
                            onClick={() => setRemoving(slide)}
                          />
                        </li>
                      ))}
                    </ol>
                  )}
                  <AddSlider locale={locale} />
                </SpaceBetween>
              </Container>
            );
          })}
        </ColumnLayout>
      )}
      {removing ? (
        <Dialog
          title={t('intranet.sliders.remove_title')}
          submitLabel={t('intranet.actions.delete')}
          busy={remove.isPending}
          onClose={() => setRemoving(null)}
          onSubmit={() =>
            remove.mutate(
              { locale: removing.locale, position: removing.position },
              {
                onSuccess: () => {
                  alerts.add({ type: 'success', msg: t('alerts.delete') });
                  setRemoving(null);
                },
              },
            )
          }
        >
          <Box>{t('intranet.sliders.remove_question', { name: removing.name })}</Box>
        </Dialog>
      ) : null}
    </Page>
  );
}
