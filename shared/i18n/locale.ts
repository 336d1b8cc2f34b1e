export const LOCALES = ['ca', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ca';

/** Picks ca or es from an Accept-Language header (first supported tag wins, default ca). */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.lang && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q);
  for (const t of tags) if ((LOCALES as readonly string[]).includes(t.lang)) return t.lang as Locale;
  return DEFAULT_LOCALE;
}
