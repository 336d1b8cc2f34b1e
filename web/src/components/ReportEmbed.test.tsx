// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render';
import { ReportEmbed, type ReportEmbedData } from './ReportEmbed';

const embedded: { element: HTMLElement; config: Record<string, unknown> }[] = [];
const updateFilters = vi.fn();
const handlers = new Map<string, () => void>();

// Power BI's client talks to its iframe by postMessage; here its service records what it is given.
vi.mock('powerbi-client', () => ({
  factories: {},
  models: { TokenType: { Embed: 1 }, FiltersOperations: { ReplaceAll: 1 } },
  service: {
    Service: class {
      embed(element: HTMLElement, config: Record<string, unknown>) {
        embedded.push({ element, config });
        return {
          on: (event: string, fn: () => void) => handlers.set(event, fn),
          getPages: () =>
            Promise.resolve(
              ['Resumen', 'Bench Productos'].map((displayName) => ({
                displayName,
                updateFilters: (...args: unknown[]) => updateFilters(displayName, ...args),
              })),
            ),
        };
      }
      reset() {}
    },
  },
}));

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../lib/http', () => ({ api }));

const filter: ReportEmbedData['filters'][number] = {
  $schema: 'http://powerbi.com/product/schema#advanced',
  filterType: 0,
  target: { table: 'Farmacia', column: 'Codi' },
  logicalOperator: 'And',
  conditions: [{ operator: 'StartsWith', value: 'S08001' }],
};

const data = (over: Partial<ReportEmbedData>): ReportEmbedData => ({
  provider: 'demo',
  embedUrl: '/api/powerbi/demo/index?token=t',
  datasetId: 'demo-index',
  token: 't',
  tokenExpiry: '2026-11-24T16:00:00.000Z',
  filters: [filter],
  filterExemptPages: ['Bench Productos'],
  ...over,
});

afterEach(() => {
  cleanup();
  embedded.length = 0;
  updateFilters.mockReset();
});

describe('<ReportEmbed>', () => {
  it('shows the demo provider in an iframe, without loading Power BI', async () => {
    api.call.mockResolvedValue({ data: data({ provider: 'demo' }) });
    renderWithApp(<ReportEmbed id="index" title="Informes" />);
    const frame = await screen.findByTestId('report-frame');
    expect(frame.getAttribute('src')).toBe('/api/powerbi/demo/index?token=t');
    expect(api.call).toHaveBeenCalledWith('bi.report', expect.objectContaining({ params: { id: 'index' } }));
    expect(embedded).toHaveLength(0);
  });

  it('embeds through powerbi-client with the embed token, filtering every page but the exempt ones', async () => {
    const embedUrl = 'https://app.powerbi.com/reportEmbed?reportId=r&groupId=g';
    api.call.mockResolvedValue({ data: data({ provider: 'powerbi', embedUrl, token: 'H4sI' }) });
    renderWithApp(<ReportEmbed id="index" title="Informes" />);
    expect(await screen.findByTestId('powerbi-report')).toBeTruthy();
    expect(screen.queryByTestId('report-frame')).toBeNull();
    expect(embedded[0]!.config).toMatchObject({ type: 'report', tokenType: 1, accessToken: 'H4sI', embedUrl });
    handlers.get('loaded')!();
    await waitFor(() => expect(updateFilters).toHaveBeenCalledTimes(1));
    expect(updateFilters).toHaveBeenCalledWith('Resumen', 1, [filter]);
  });
});
