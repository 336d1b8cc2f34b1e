/**
 * Applies the stylesheets the built index.html only preloads (vite-plugins/non-blocking-styles.ts),
 * in their order, and resolves when they are in: the first render waits for it. In development
 * there are none and it resolves at once. A stylesheet that fails still lets the app start.
 */
export function applyPreloadedStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-style]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.onload = () => resolve();
          sheet.onerror = () => resolve();
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
