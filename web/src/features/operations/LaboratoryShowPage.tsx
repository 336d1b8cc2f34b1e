/**
 * /opc/laboratories/{id} (operations role; spec §2): the laboratory's form with save; a link to the
 * guest access screen filtered by the laboratory's party (its laboratory guests), for users that
 * screen admits (roles 3 or 5); delete is a soft delete with an undo in the alert.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLaboratory, useSaveLaboratory, type LaboratoryRow } from './api';
import { LaboratoryForm } from './components/LaboratoryForm';
import { RecordPage, useRecordRoute } from './components/RecordFrame';
import { useRecordEditing } from './components/use-record-editing';
import { TARGETS } from './components/use-soft-delete';
import { useAppRegistry } from '../../app/app-registry';
import { useSession } from '../../lib/auth/use-session';
import { guestsLink } from './nav';

export default function LaboratoryShowPage() {
  const { t } = useTranslation();
  const { row, title, state } = useRecordRoute(
    useLaboratory,
    TARGETS.laboratories,
    {
      list: t('operations.laboratories.title'),
      untitled: t('operations.laboratories.show_title'),
      back: t('operations.laboratories.back'),
    },
    (l) => l.party?.name,
  );
  if (state || !row) return state;
  return <LaboratoryShow key={row.id} laboratory={row} title={title} />;
}

function LaboratoryShow({ laboratory, title }: { laboratory: LaboratoryRow; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = useRecordEditing(useSaveLaboratory(), TARGETS.laboratories, laboratory.id);
  const { user } = useSession();
  const { canOpen } = useAppRegistry();
  // Shown only to callers the guest screen lets in (the operations role alone does not reach it).
  const guests = guestsLink(laboratory.party?.code, user, canOpen);
  return (
    <RecordPage
      title={title}
      description={laboratory.party ? `${laboratory.party.code} · ${laboratory.code}` : laboratory.code}
      {...editing.page}
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
          {...editing.form}
        />
      </Container>
    </RecordPage>
  );
}
