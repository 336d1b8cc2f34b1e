/**
 * /opc/pharmacies/{id} (operations role; spec §2): the pharmacy's form with save, and delete: a
 * soft delete that returns to the list with an undo in the alert.
 */
import Container from '@cloudscape-design/components/container';
import { useTranslation } from 'react-i18next';
import { usePharmacy, useSavePharmacy, type PharmacyRow } from './api';
import { PharmacyForm } from './components/PharmacyForm';
import { RecordPage, useRecordRoute } from './components/RecordFrame';
import { useRecordEditing } from './components/use-record-editing';
import { TARGETS } from './components/use-soft-delete';

export default function PharmacyShowPage() {
  const { t } = useTranslation();
  const { row, title, state } = useRecordRoute(
    usePharmacy,
    TARGETS.pharmacies,
    {
      list: t('operations.pharmacies.title'),
      untitled: t('operations.pharmacies.show_title'),
      back: t('operations.pharmacies.back'),
    },
    (p) => p.party?.name,
  );
  if (state || !row) return state;
  return <PharmacyShow key={row.id} pharmacy={row} title={title} />;
}

function PharmacyShow({ pharmacy, title }: { pharmacy: PharmacyRow; title: string }) {
  const { t } = useTranslation();
  const editing = useRecordEditing(useSavePharmacy(), TARGETS.pharmacies, pharmacy.id);
  return (
    <RecordPage
      title={title}
      description={
        pharmacy.party ? `${pharmacy.party.code} · ${t('operations.fields.id_store')} ${pharmacy.id_store}` : undefined
      }
      {...editing.page}
      testId="pharmacy"
    >
      <Container>
        <PharmacyForm
          initial={{
            party: pharmacy.party ? { id: pharmacy.party_id, ...pharmacy.party } : null,
            id_store: String(pharmacy.id_store),
            codes_fede: pharmacy.codes_fede,
            selected_categories: pharmacy.selected_categories,
            date: pharmacy.created_at.slice(0, 10),
          }}
          {...editing.form}
        />
      </Container>
    </RecordPage>
  );
}
