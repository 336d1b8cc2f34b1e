// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { ConflictModal } from './ConflictModal';

afterEach(cleanup);

describe('<ConflictModal>', () => {
  it('lists what someone else changed and lets the user reload or overwrite knowingly', () => {
    const onReload = vi.fn();
    const onOverwrite = vi.fn();
    renderWithApp(
      <ConflictModal
        rows={[{ field: 'status', opened: 'OBERT', theirs: 'TANCAT', mine: 'EN CURS' }]}
        saving={false}
        onReload={onReload}
        onOverwrite={onOverwrite}
        onCancel={() => undefined}
      />,
    );
    const row = screen.getByText('TANCAT').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Estat', 'OBERT', 'TANCAT', 'EN CURS']);
    fireEvent.click(screen.getByTestId('conflict-overwrite'));
    expect(onOverwrite).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTestId('conflict-reload'));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
