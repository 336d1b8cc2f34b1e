/**
 * /opc/laboratories/{id} (operations role; spec §2): the laboratory's form with save; a link to the
 * guest access screen filtered by the laboratory's party (its laboratory guests), for users that
 * screen admits (roles 3 or 5); delete is a soft delete with an undo in the alert.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLaboratory, useSaveLaboratory, type LaboratoryRow } from './api';
import { LaboratoryForm } from './components/LaboratoryForm';
import { RecordPage, recordState } from './components/RecordFrame';
import { useIdParam } from './components/use-id-param';
import { useRecordSave } from './components/use-record-save';
import { useSoftDelete } from './components/use-soft-delete';
import { useAppRegistry } from '../../app/app-registry';
import { useSession } from '../../lib/auth/use-session';
import { guestsLink, laboratoryHref, useOpcFrame } from './nav';

export default function LaboratoryShowPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const laboratory = useLaboratory(id ?? 0);
  const title = laboratory.data?.party?.name ?? t('operations.laboratories.show_title');
  useOpcFrame([
    { text: t('operations.laboratories.title'), href: paths.opcLaboratories },
    { text: title, href: laboratoryHref(id ?? 0) },
  ]);
  const state = recordState(laboratory, id, paths.opcLaboratories, t('operations.laboratories.back'));
  if (state || !laboratory.data) return state;
  return <LaboratoryShow key={laboratory.data.id} laboratory={laboratory.data} title={title} />;
}

function LaboratoryShow({ laboratory, title }: { laboratory: LaboratoryRow; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useRecordSave(useSaveLaboratory(), laboratory.id);
  const remove = useSoftDelete({ kind: 'laboratories', listPath: paths.opcLaboratories, href: laboratoryHref });
  const { user } = useSession();
  const { canOpen } = useAppRegistry();
  // Shown only to callers the guest screen lets in (the operations role alone does not reach it).
  const guests = guestsLink(laboratory.party?.code, user, canOpen);
  return (
    <RecordPage
      title={title}
      description={laboratory.party ? `${laboratory.party.code} · ${laboratory.code}` : laboratory.code}
      deleting={remove.isPending}
      onDelete={() => remove.mutate(laboratory.id)}
      testId="laboratory"
      actions={
        guests ? (
          <Button
            iconName="user-profile"
            href={guests}
            onFollow={(event) => {
              event.preventDefault();
              navigate(guests);
            }}
            data-testid="laboratory-guests"
          >
            {t('operations.laboratories.guests')}
          </Button>
        ) : null
      }
    >
      <Container>
        <LaboratoryForm
          initial={{
            party: laboratory.party ? { id: laboratory.party_id, ...laboratory.party } : null,
            code: laboratory.code,
            date: laboratory.created_at.slice(0, 10),
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
