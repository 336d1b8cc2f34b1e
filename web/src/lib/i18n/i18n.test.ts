// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, setLocale, storedLocale } from './index';

describe('language', () => {
  it('defaults to Catalan, saves the choice in localStorage `locale` and sets <html lang>', async () => {
    localStorage.clear();
    expect(storedLocale()).toBe('ca');
    initI18n();
    expect(document.documentElement.lang).toBe('ca');
    await setLocale('es');
    expect(localStorage.getItem('locale')).toBe('es');
    expect(storedLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('auth.submit')).toBe('Acceder');
    localStorage.setItem('locale', 'fr');
    expect(storedLocale()).toBe('ca');
    await setLocale('ca');
  });
});
