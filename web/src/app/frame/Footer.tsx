import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="frame-footer">
      <span>{t('app.footer', { year: new Date().getFullYear() })}</span>
      <span>{t('app.tagline')}</span>
    </footer>
  );
}
