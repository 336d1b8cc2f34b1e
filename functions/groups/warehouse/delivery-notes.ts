/** Delivery notes (§2 warehouse.delivery_notes): find by direction and number, set the effective date. */
import type { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import type { DeliveryNoteView } from '../../../shared/warehouse/views';
import {
  deliveryNoteByNumber,
  getDeliveryNote,
  setDeliveryNoteEffectiveDate,
  type DeliveryNoteItem,
} from '../../lib/data/entities/delivery-note';
import { getParty } from '../../lib/data/parties';
import { notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';

type R = typeof warehouseRoutes;
type Note = DeliveryNoteItem;

async function view(note: Note): Promise<DeliveryNoteView> {
  const party = await getParty(note.partyId);
  return {
    id: note.deliveryNoteId,
    direction: note.direction,
    number: note.number,
    party: { id: note.partyId, name: party?.name ?? '' },
    date: note.date,
    effective_date: note.effectiveDate ?? null,
  };
}

export async function deliveryNotesShow({ params }: Request<R['warehouse.delivery_notes.show']>) {
  const note = await deliveryNoteByNumber(params.direction, params.number);
  if (!note) throw notFound();
  return { data: await view(note) };
}

export async function deliveryNotesUpdate({ body }: Request<R['warehouse.delivery_notes.update']>) {
  const note = await getDeliveryNote(body.id);
  // The direction the screen searched with must be the note's: a wrong pair is an unknown note.
  if (!note || note.direction !== body.direction) throw notFound();
  await setDeliveryNoteEffectiveDate(body.id, body.effective_date);
  return { data: await view({ ...note, effectiveDate: body.effective_date }) };
}
