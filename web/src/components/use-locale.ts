import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locale';
import { isLocale } from '../lib/i18n';

/** The current language, re-rendering the caller when it changes (names per locale: name_ca, name_es). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
