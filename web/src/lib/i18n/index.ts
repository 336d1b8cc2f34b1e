/**
 * i18next set up with the two catalogues. The language is Catalan unless localStorage `locale`
 * says otherwise; changing it saves the choice and updates <html lang>.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../../shared/i18n/locale';
import ca from '../../locales/ca.json';
import es from '../../locales/es.json';
import { readString, STORAGE_KEYS, writeString } from '../storage';

export const resources = { ca: { translation: ca }, es: { translation: es } } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  const saved = readString(STORAGE_KEYS.locale);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

export function initI18n(locale: Locale = storedLocale()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
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
  await i18n.changeLanguage(locale);
}
