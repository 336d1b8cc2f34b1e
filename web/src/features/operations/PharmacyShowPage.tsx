/**
 * /opc/pharmacies/{id} (operations role; spec §2): the pharmacy's form with save, and delete: a
 * soft delete that returns to the list with an undo in the alert.
 */
import Container from '@cloudscape-design/components/container';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useIdParam } from './components/use-id-param';
import { usePharmacy, useSavePharmacy, type PharmacyRow } from './api';
import { PharmacyForm } from './components/PharmacyForm';
import { RecordPage, recordState } from './components/RecordFrame';
import { useRecordSave } from './components/use-record-save';
import { useSoftDelete } from './components/use-soft-delete';
import { pharmacyHref, useOpcFrame } from './nav';

export default function PharmacyShowPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const pharmacy = usePharmacy(id ?? 0);
  const title = pharmacy.data?.party?.name ?? t('operations.pharmacies.show_title');
  useOpcFrame([
    { text: t('operations.pharmacies.title'), href: paths.opcPharmacies },
    { text: title, href: pharmacyHref(id ?? 0) },
  ]);
  const state = recordState(pharmacy, id, paths.opcPharmacies, t('operations.pharmacies.back'));
  if (state || !pharmacy.data) return state;
  return <PharmacyShow key={pharmacy.data.id} pharmacy={pharmacy.data} title={title} />;
}

function PharmacyShow({ pharmacy, title }: { pharmacy: PharmacyRow; title: string }) {
  const { t } = useTranslation();
  const save = useRecordSave(useSavePharmacy(), pharmacy.id);
  const remove = useSoftDelete({ kind: 'pharmacies', listPath: paths.opcPharmacies, href: pharmacyHref });
  return (
    <RecordPage
      title={title}
      description={
        pharmacy.party ? `${pharmacy.party.code} · ${t('operations.fields.id_store')} ${pharmacy.id_store}` : undefined
      }
      deleting={remove.isPending}
      onDelete={() => remove.mutate(pharmacy.id)}
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
          submitLabel={t('operations.actions.save')}
          saving={save.saving}
          serverErrors={save.serverErrors}
          onSubmit={save.submit}
        />
      </Container>
    </RecordPage>
  );
}
