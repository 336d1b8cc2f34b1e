/** How the administration shows months and file sizes. */

/** 'YYYY-MM' as "desembre de 2026" / "diciembre de 2026". */
export function monthLabel(month: string, locale: 'ca' | 'es'): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale === 'ca' ? 'ca-ES' : 'es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}
