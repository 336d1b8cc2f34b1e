import { describe, expect, it } from 'vitest';
import { laboratoryIssues, pharmacyIssues, trimWebinar, webinarIssues, withPendingCode } from './validation';

const party = { id: 1001, code: 'S08001', name: 'Farmàcia Centre' };

describe('pharmacy form rules (spec §5)', () => {
  const good = { party, id_store: '12', codes_fede: ['F001'], selected_categories: [], date: '2026-11-24' };

  it('passes a complete pharmacy', () => {
    expect(pharmacyIssues(good)).toEqual({});
  });

  it('asks for party, store, a fede code and the date', () => {
    expect(pharmacyIssues({ party: null, id_store: '', codes_fede: [], selected_categories: [], date: '' })).toEqual({
      party_id: { key: 'validation.required' },
      id_store: { key: 'validation.required' },
      codes_fede: { key: 'operations.validation.codes_fede' },
      date: { key: 'validation.required' },
    });
  });

  it('refuses a store that is not a whole number', () => {
    expect(pharmacyIssues({ ...good, id_store: '12a' }).id_store).toEqual({ key: 'operations.validation.numeric' });
    expect(pharmacyIssues({ ...good, id_store: '-3' }).id_store).toEqual({ key: 'operations.validation.numeric' });
  });

  it('keeps a code still in the field, once and trimmed', () => {
    expect(withPendingCode(['F001'], ' F002 ')).toEqual(['F001', 'F002']);
    expect(withPendingCode(['F001'], 'F001')).toEqual(['F001']);
    expect(withPendingCode(['F001'], '  ')).toEqual(['F001']);
  });
});

describe('laboratory form rules (spec §5)', () => {
  it('asks for party, code and date; spaces alone are no code', () => {
    expect(laboratoryIssues({ party, code: 'L1', date: '2026-11-24' })).toEqual({});
    expect(laboratoryIssues({ party: null, code: '  ', date: '' })).toEqual({
      party_id: { key: 'validation.required' },
      code: { key: 'validation.required' },
      date: { key: 'validation.required' },
    });
  });
});

describe('webinar form rules (spec §5)', () => {
  const good = { title_ca: 'Dermo', title_es: 'Dermo', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };

  it('passes both titles and a video address', () => {
    expect(webinarIssues(good)).toEqual({});
    expect(webinarIssues({ ...good, youtube_url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({});
  });

  it('refuses an address that names no video', () => {
    for (const url of ['https://www.youtube.com/channel/UC123', 'https://vimeo.com/123456', 'not a url']) {
      expect(webinarIssues({ ...good, youtube_url: url }).youtube_url).toEqual({ key: 'operations.validation.video_url' });
    }
  });

  it('asks for both titles and the address', () => {
    expect(Object.keys(webinarIssues({ title_ca: ' ', title_es: '', youtube_url: '' }))).toEqual([
      'title_ca',
      'title_es',
      'youtube_url',
    ]);
  });

  it('trims every text before sending', () => {
    expect(trimWebinar({ title_ca: ' A ', title_es: ' B', youtube_url: ' https://youtu.be/dQw4w9WgXcQ ' })).toEqual({
      title_ca: 'A',
      title_es: 'B',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });
});
