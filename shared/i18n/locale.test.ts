import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale';
import { MESSAGE_AREAS, SERVER_MESSAGES, serverMessage } from './server-messages';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'ca'],
    ['', 'ca'],
    ['es', 'es'],
    ['es-ES,es;q=0.9', 'es'],
    ['en-GB,en;q=0.9', 'ca'],
    ['en;q=0.9,es;q=0.8,ca;q=0.7', 'es'],
    ['es;q=0.5, ca-ES;q=0.8', 'ca'],
    ['CA', 'ca'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(MESSAGE_AREAS).map(([area, tables]) => ({ area, tables })))(
  'the server messages of $area',
  ({ tables }) => {
    it('have every key in both languages, with the same placeholders and no empty text', () => {
      const ca: Record<string, string> = tables.ca;
      const es: Record<string, string> = tables.es;
      expect(Object.keys(es).sort()).toEqual(Object.keys(ca).sort());
      for (const key of Object.keys(ca)) {
        expect(ca[key]!.trim(), key).not.toBe('');
        expect(es[key]!.trim(), key).not.toBe('');
        expect(placeholders(es[key]!), key).toEqual(placeholders(ca[key]!));
      }
    });
  },
);

describe('server messages', () => {
  it('are declared by one area each: none hides another by sharing its key', () => {
    const owners = new Map<string, string[]>();
    for (const [area, tables] of Object.entries(MESSAGE_AREAS))
      for (const key of Object.keys(tables.ca)) owners.set(key, [...(owners.get(key) ?? []), area]);
    expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
    expect(Object.keys(SERVER_MESSAGES.ca)).toHaveLength(owners.size);
  });

  it('fills placeholders', () => {
    expect(serverMessage('es', 'validation.min_string', { min: 3 })).toBe('Debe tener como mínimo 3 caracteres.');
  });
});
