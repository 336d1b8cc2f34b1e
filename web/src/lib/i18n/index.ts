/**
 * i18next set up with the two catalogues. The language is Catalan unless localStorage `locale`
 * says otherwise; changing it saves the choice and updates <html lang>. Only the active catalogue
 * is fetched at start (both up front cost the login its Lighthouse score); the other is
 * fetched on a language change, before the switch, so no key ever shows.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../../shared/i18n/locale';
import { readString, STORAGE_KEYS, writeString } from '../storage';
import { mergeCatalogue, type Catalogue, type CatalogueTree } from './catalogue';

/** Each language's files, the common one and the areas' (catalogue.ts). */
const CATALOGUES: Record<Locale, () => Promise<{ default: Record<string, CatalogueTree> }>> = {
  ca: () => import('./catalogue-ca'),
  es: () => import('./catalogue-es'),
};

/** Fetches a language's catalogue once; resolves when its strings are usable. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const { default: files } = await CATALOGUES[locale]();
  i18n.addResourceBundle(locale, 'translation', mergeCatalogue(files));
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  const saved = readString(STORAGE_KEYS.locale);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

/** Sets i18next up without strings (loadCatalogue brings them); tests may hand the catalogues in. */
export function initI18n(locale: Locale = storedLocale(), catalogues?: Partial<Record<Locale, Catalogue>>) {
  if (!i18n.isInitialized) {
    const resources = Object.fromEntries(Object.entries(catalogues ?? {}).map(([l, c]) => [l, { translation: c }]));
    void i18n.use(initReactI18next).init({
      resources,
      partialBundledLanguages: true,
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
    i18n.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  return i18n;
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function setLocale(locale: Locale): Promise<void> {
  writeString(STORAGE_KEYS.locale, locale);
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
}
