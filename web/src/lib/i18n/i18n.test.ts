// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, loadCatalogue, setLocale, storedLocale } from './index';

describe('language', () => {
  it('defaults to Catalan, saves the choice in localStorage `locale` and sets <html lang>', async () => {
    localStorage.clear();
    expect(storedLocale()).toBe('ca');
    initI18n();
    await loadCatalogue('ca');
    expect(document.documentElement.lang).toBe('ca');
    // Only the active catalogue is loaded at start; the other comes with the language change.
    expect(i18n.hasResourceBundle('ca', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    await setLocale('es');
    expect(localStorage.getItem('locale')).toBe('es');
    expect(storedLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('auth.submit')).toBe('Acceder');
    localStorage.setItem('locale', 'fr');
    expect(storedLocale()).toBe('ca');
    await setLocale('ca');
  });

  it('counts folders and files with plural forms in both languages', async () => {
    await setLocale('ca');
    const contents = () =>
      i18n.t('intranet.delete.directory_contents', {
        directories: i18n.t('intranet.delete.directories', { count: 0 }),
        files: i18n.t('intranet.delete.files', { count: 1 }),
      });
    expect(contents()).toBe("També s'eliminarà tot el que conté: 0 carpetes i 1 fitxer.");
    await setLocale('es');
    expect(contents()).toBe('También se eliminará todo lo que contiene: 0 carpetas y 1 archivo.');
  });
});
