/**
 * The form rules of spec §5 for the operations records, checked on screen before anything is sent
 * (the server checks them again): pharmacy (party, id_store numeric, at least one fede code, date),
 * laboratory (party, code, date), webinar (both titles, a YouTube video address; text trimmed).
 */
import type { PartyRef } from '../../../../shared/acl/views';
import { youtubeVideoId } from '../../../../shared/operations/youtube';
import { check, issues, required, type Issues, type Rule } from '../../components/validation';

const numeric: Rule = (v) => (v.trim() === '' || /^\d+$/.test(v.trim()) ? null : { key: 'operations.validation.numeric' });
const chosen = (party: PartyRef | null) => (party ? null : { key: 'validation.required' });

export interface PharmacyValues {
  party: PartyRef | null;
  id_store: string;
  codes_fede: string[];
  selected_categories: number[];
  /** YYYY-MM-DD or '' (DateField). */
  date: string;
}

export type PharmacyField = 'party_id' | 'id_store' | 'codes_fede' | 'selected_categories' | 'date';

/** A code typed in the field but not yet added counts as added: Save keeps what the user sees. */
export function withPendingCode(codes: readonly string[], pending: string): string[] {
  const code = pending.trim();
  return code && !codes.includes(code) ? [...codes, code] : [...codes];
}

export function pharmacyIssues(v: PharmacyValues): Issues<PharmacyField> {
  return issues<PharmacyField>({
    party_id: chosen(v.party),
    id_store: check(v.id_store, required, numeric),
    codes_fede: v.codes_fede.length ? null : { key: 'operations.validation.codes_fede' },
    selected_categories: null,
    date: check(v.date, required),
  });
}

export interface LaboratoryValues {
  party: PartyRef | null;
  code: string;
  date: string;
}

export type LaboratoryField = 'party_id' | 'code' | 'date';

export function laboratoryIssues(v: LaboratoryValues): Issues<LaboratoryField> {
  return issues<LaboratoryField>({ party_id: chosen(v.party), code: check(v.code, required), date: check(v.date, required) });
}

export interface WebinarValues {
  title_ca: string;
  title_es: string;
  youtube_url: string;
}

export type WebinarField = keyof WebinarValues;

const videoUrl: Rule = (v) => (v.trim() === '' || youtubeVideoId(v) ? null : { key: 'operations.validation.video_url' });

export function webinarIssues(v: WebinarValues): Issues<WebinarField> {
  return issues<WebinarField>({
    title_ca: check(v.title_ca, required),
    title_es: check(v.title_es, required),
    youtube_url: check(v.youtube_url, required, videoUrl),
  });
}

export const trimWebinar = (v: WebinarValues): WebinarValues => ({
  title_ca: v.title_ca.trim(),
  title_es: v.title_es.trim(),
  youtube_url: v.youtube_url.trim(),
});
