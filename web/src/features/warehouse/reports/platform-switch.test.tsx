// @vitest-environment happy-dom
/**
 * Pending sales and prenotices: outs, consignments and purchase orders are a platform's, so another
 * platform drops the order and every chip (filled by the order or typed), and an order's answer
 * arriving after the switch is not taken.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import PendingSalesPage from './PendingSalesPage';
import PrenoticesPage from './PrenoticesPage';

const api = vi.hoisted(() => ({
  outsOfPurchaseOrder: vi.fn(),
  contentsOfPurchaseOrder: vi.fn(),
}));
const query = <T,>(data: T) => ({ data, isLoading: false, isFetching: false, isError: false });

vi.mock('./api', () => ({
  usePlatforms: () =>
    query([
      { id: 867, name: 'Plataforma Barcelona' },
      { id: 825, name: 'Plataforma Girona' },
    ]),
  usePurchaseOrders: (_screen: string, platform: number | null) =>
    query(platform === null ? [] : [{ number: `PO-${platform}`, date: '2026-11-02', outs: 2 }]),
  outsOfPurchaseOrder: api.outsOfPurchaseOrder,
  contentsOfPurchaseOrder: api.contentsOfPurchaseOrder,
  downloadPendingSales: vi.fn(),
  usePrenoticeRecipients: (platform: number | null) =>
    query(platform === null ? undefined : { to: [`preavisos-${platform}@example.com`], updated_at: null, updated_by: null }),
  useSendPrenotice: () => ({ mutate: vi.fn(), isPending: false }),
  useSavePrenoticeRecipients: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('../components/nav', () => ({ useWarehouseFrame: () => undefined }));
vi.mock('../../../lib/auth/use-session', () => ({ useSession: () => ({ user: { email: 'magatzem@example.com' } }) }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const wrapper = () => createWrapper(document.body);
function choose(testId: string, value: string) {
  const select = wrapper().findSelect(`[data-testid="${testId}"]`)!;
  act(() => select.openDropdown());
  act(() => select.selectOptionByValue(value));
}
const selected = (testId: string) => wrapper().findSelect(`[data-testid="${testId}"]`)!.findTrigger().getElement().textContent;
const chips = (testId: string) =>
  (wrapper().find(`[data-testid="${testId}-chips"]`)!.findTokenGroup()?.findTokens() ?? []).map(
    (t) => t.findLabel().getElement().textContent,
  );
function type(testId: string, value: string) {
  const input = wrapper().find(`[data-testid="${testId}"]`)!.findInput()!;
  act(() => input.setInputValue(value));
  act(() => input.findNativeInput().keydown({ key: 'Enter', keyCode: 13 }));
}

beforeEach(() => {
  api.outsOfPurchaseOrder.mockReset();
  api.contentsOfPurchaseOrder.mockReset();
});
afterEach(cleanup);

describe('pending sales: another platform', { timeout: 30_000 }, () => {
  it('drops the purchase order and every out, those it filled and those typed', async () => {
    api.outsOfPurchaseOrder.mockResolvedValue([{ number: 'OUT/867/1' }, { number: 'OUT/867/2' }]);
    renderWithApp(<PendingSalesPage />);
    choose('pending-sales-platform', '867');
    choose('pending-sales-order', 'PO-867');
    await waitFor(() => expect(chips('pending-sales-outs')).toEqual(['OUT/867/1', 'OUT/867/2']));
    expect(api.outsOfPurchaseOrder).toHaveBeenCalledWith(867, 'PO-867');
    type('pending-sales-outs', 'OUT/HAND/1');
    expect(chips('pending-sales-outs')).toEqual(['OUT/867/1', 'OUT/867/2', 'OUT/HAND/1']);

    choose('pending-sales-platform', '825');
    expect(selected('pending-sales-platform')).toContain('Plataforma Girona');
    expect(selected('pending-sales-order')).not.toContain('PO-867');
    expect(chips('pending-sales-outs')).toEqual([]);
  });

  it("ignores the old platform's order answering after the switch", async () => {
    const late = deferred<{ number: string }[]>();
    api.outsOfPurchaseOrder.mockReturnValueOnce(late.promise).mockResolvedValueOnce([{ number: 'OUT/825/9' }]);
    renderWithApp(<PendingSalesPage />);
    choose('pending-sales-platform', '867');
    choose('pending-sales-order', 'PO-867');
    choose('pending-sales-platform', '825');
    await act(async () => late.resolve([{ number: 'OUT/867/1' }]));
    expect(chips('pending-sales-outs')).toEqual([]);

    choose('pending-sales-order', 'PO-825');
    await waitFor(() => expect(chips('pending-sales-outs')).toEqual(['OUT/825/9']));
  });
});

describe('prenotices: another platform', { timeout: 30_000 }, () => {
  it('drops the order, its outs and consignments and the typed chips; the recipients follow', async () => {
    api.contentsOfPurchaseOrder.mockResolvedValue({ outs: [{ number: 'OUT/867/1' }], consignments: [{ id: 41 }] });
    renderWithApp(<PrenoticesPage />);
    expect(selected('prenotice-platform')).toContain('Plataforma Barcelona');
    choose('prenotice-order', 'PO-867');
    await waitFor(() => expect(chips('prenotice-outs')).toEqual(['OUT/867/1']));
    type('prenotice-outs', 'OUT/HAND/1');
    expect(screen.getByTestId('prenotice-recipients')).toHaveProperty('textContent', expect.stringContaining('preavisos-867'));

    choose('prenotice-platform', '825');
    expect(selected('prenotice-order')).not.toContain('PO-867');
    expect(chips('prenotice-outs')).toEqual([]);
    act(() => wrapper().findSegmentedControl('[data-testid="prenotice-group-by"]')!.findSegmentById('consignments')!.click());
    expect(chips('prenotice-consignments')).toEqual([]);
    expect(screen.getByTestId('prenotice-recipients').textContent).toContain('preavisos-825@example.com');
  });
});
