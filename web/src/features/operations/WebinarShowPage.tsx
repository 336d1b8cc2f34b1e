/**
 * /opc/webinars/{id} (operations role; spec §2): the webinar's form with the video preview and save;
 * delete is a soft delete (the portal stops showing it) with an undo in the alert.
 */
import Container from '@cloudscape-design/components/container';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../components/use-locale';
import { useSaveWebinar, useWebinar, type OpcWebinar } from './api';
import { RecordPage, useRecordRoute } from './components/RecordFrame';
import { useRecordEditing } from './components/use-record-editing';
import { TARGETS } from './components/use-soft-delete';
import { WebinarForm } from './components/WebinarForm';

export default function WebinarShowPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { row, title, state } = useRecordRoute(
    useWebinar,
    TARGETS.webinars,
    {
      list: t('operations.webinars.title'),
      untitled: t('operations.webinars.show_title'),
      back: t('operations.webinars.back'),
    },
    (w) => (locale === 'es' ? w.title_es : w.title_ca),
  );
  if (state || !row) return state;
  return <WebinarShow key={row.id} webinar={row} title={title} />;
}

function WebinarShow({ webinar, title }: { webinar: OpcWebinar; title: string }) {
  const editing = useRecordEditing(useSaveWebinar(), TARGETS.webinars, webinar.id);
  return (
    <RecordPage title={title} {...editing.page} testId="webinar">
      <Container>
        <WebinarForm
          // Webinars seeded before this area have no typed address: their embed address is the one to edit.
          initial={{
            title_ca: webinar.title_ca,
            title_es: webinar.title_es,
            youtube_url: webinar.youtube_url ?? webinar.embed_url,
          }}
          {...editing.form}
        />
      </Container>
    </RecordPage>
  );
}
