/**
 * Last resort when a screen throws or its chunk fails to load (a deploy replaced the files):
 * a short message and a reload button, without the frame that may be what failed.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="route-error" role="alert">
      <h1>{t('errors.error')}</h1>
      <p>{t('errors.reload')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </main>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
