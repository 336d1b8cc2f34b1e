import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale';
import { SERVER_MESSAGES, serverMessage } from './server-messages';

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

describe('server messages', () => {
  it('has every key in both languages, with the same placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(SERVER_MESSAGES.es).sort()).toEqual(Object.keys(SERVER_MESSAGES.ca).sort());
    for (const key of Object.keys(SERVER_MESSAGES.ca) as (keyof typeof SERVER_MESSAGES.ca)[])
      expect(placeholders(SERVER_MESSAGES.es[key]), key).toEqual(placeholders(SERVER_MESSAGES.ca[key]));
  });

  it('fills placeholders', () => {
    expect(serverMessage('es', 'validation.min_string', { min: 3 })).toBe('Debe tener como mínimo 3 caracteres.');
  });
});
