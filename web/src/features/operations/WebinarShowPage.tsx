/**
 * /opc/webinars/{id} (operations role; spec §2): the webinar's form with the video preview and save;
 * delete is a soft delete (the portal stops showing it) with an undo in the alert.
 */
import Container from '@cloudscape-design/components/container';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { useSaveWebinar, useWebinar, type OpcWebinar } from './api';
import { RecordPage, recordState } from './components/RecordFrame';
import { useIdParam } from './components/use-id-param';
import { useRecordSave } from './components/use-record-save';
import { useSoftDelete } from './components/use-soft-delete';
import { WebinarForm } from './components/WebinarForm';
import { useOpcFrame, webinarHref } from './nav';

export default function WebinarShowPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useIdParam();
  const webinar = useWebinar(id ?? 0);
  const title = webinar.data
    ? locale === 'es'
      ? webinar.data.title_es
      : webinar.data.title_ca
    : t('operations.webinars.show_title');
  useOpcFrame([
    { text: t('operations.webinars.title'), href: paths.opcWebinars },
    { text: title, href: webinarHref(id ?? 0) },
  ]);
  const state = recordState(webinar, id, paths.opcWebinars, t('operations.webinars.back'));
  if (state || !webinar.data) return state;
  return <WebinarShow key={webinar.data.id} webinar={webinar.data} title={title} />;
}

function WebinarShow({ webinar, title }: { webinar: OpcWebinar; title: string }) {
  const { t } = useTranslation();
  const save = useRecordSave(useSaveWebinar(), webinar.id);
  const remove = useSoftDelete({ kind: 'webinars', listPath: paths.opcWebinars, href: webinarHref });
  return (
    <RecordPage title={title} deleting={remove.isPending} onDelete={() => remove.mutate(webinar.id)} testId="webinar">
      <Container>
        <WebinarForm
          // Webinars seeded before this area have no typed address: their embed address is the one to edit.
          initial={{
            title_ca: webinar.title_ca,
            title_es: webinar.title_es,
            youtube_url: webinar.youtube_url ?? webinar.embed_url,
          }}
          submitLabel={t('operations.actions.save')}
          saving={save.saving}
          serverErrors={save.serverErrors}
          onSubmit={save.submit}
        />
      </Container>
    </RecordPage>
  );
}
