/**
 * The one browser-test helper for server tables (<ServerTable> screens): read the rows, filter by
 * a column's filter, sort by a column, page, and check that the state kept in the URL survives a
 * reload. Every table screen's spec uses it instead of its own selectors.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export function serverTable(page: Page, testId: string) {
  const root = page.getByTestId(testId);
  const rows = root.locator('tbody tr');
  /** The filter input of a filter name (test id `filter-<name>`, underscores as hyphens). */
  const filter = (name: string): Locator => page.getByTestId(`filter-${name.replace(/_/g, '-')}`);
  const api = {
    root,
    rows,
    /** Every row's cell texts, trimmed. */
    async read(): Promise<string[][]> {
      return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())));
    },
    /** One column's texts (0-based). */
    async column(index: number): Promise<string[]> {
      return (await api.read()).map((cells) => cells[index] ?? '');
    },
    /** Types into a text filter (the table follows once typing pauses). */
    async type(name: string, value: string) {
      await filter(name).locator('input').fill(value);
    },
    /** Picks an option of a select filter. */
    async choose(name: string, option: string) {
      await filter(name).getByRole('button').click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    /** Sorts by a column: clicks its header until it shows that order, each click once the last one showed. */
    async sortBy(header: string, direction: 'ascending' | 'descending' = 'ascending') {
      const th = root.locator('thead th').filter({ hasText: header });
      for (let i = 0; i < 2 && (await th.getAttribute('aria-sort')) !== direction; i++) {
        const before = (await th.getAttribute('aria-sort')) ?? 'none';
        await th.getByRole('button').first().click();
        await expect(th).not.toHaveAttribute('aria-sort', before);
      }
      await expect(th).toHaveAttribute('aria-sort', direction);
    },
    async rowsPerPage(size: number) {
      await root.getByTestId('rows-per-page').getByRole('button').click();
      await page.getByRole('option', { name: String(size), exact: true }).click();
    },
    /** Goes to page N through the page number buttons (or "next" for an open-ended table). */
    async goToPage(n: number) {
      await root.getByRole('button', { name: new RegExp(`^(Pàgina|Página) ${n} `) }).click();
      await expect(root.getByRole('button', { name: new RegExp(`^(Pàgina|Página) ${n} `) })).toHaveAttribute(
        'aria-current',
        'true',
      );
    },
    async nextPage() {
      await root.getByRole('button', { name: /^(Pàgina següent|Página siguiente)$/ }).click();
    },
    /** The URL holds these table parameters; after a reload the filter inputs and rows come back. */
    async expectUrlKeeps(params: Record<string, string>) {
      const has = (url: URL) => Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v);
      await expect.poll(() => has(new URL(page.url()))).toBe(true);
      // The rows of the query in the URL, not the previous page's still on screen while it loads.
      await expect(root).toHaveAttribute('data-fetching', 'false');
      const before = await api.read();
      await page.reload();
      expect(has(new URL(page.url()))).toBe(true);
      await expect.poll(() => api.read()).toEqual(before);
    },
  };
  return api;
}
