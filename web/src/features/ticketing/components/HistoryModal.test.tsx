// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { HistoryModal, type NameOf } from './HistoryModal';

const names: Record<string, Record<number, string>> = { status_id: { 3: 'OBERT', 4: 'TANCAT' }, user_assigned_id: { 8: 'Pere' } };
const nameOf: NameOf = (field, value) =>
  typeof value === 'number' ? (names[field]?.[value] ?? String(value)) : value === null ? '—' : value ? 'Sí' : 'No';

afterEach(cleanup);

describe('<HistoryModal>', () => {
  it('says who changed what, from what to what, in the page language', () => {
    renderWithApp(
      <HistoryModal
        visible
        entries={[
          {
            id: 1,
            created_at: '2026-11-22T09:05:09Z',
            user: { id: 1, name: 'Anna' },
            changes: '{"status_id":[3,4],"user_assigned_id":8,"new":false}',
          },
        ]}
        nameOf={nameOf}
        onClose={() => undefined}
      />,
      { locale: 'es' },
    );
    expect(screen.getByText('Anna')).toBeTruthy();
    const lines = [...screen.getByTestId('history-changes').children].map((c) => c.textContent);
    expect(lines).toEqual(['Estado: OBERT → TANCAT', 'Asignado a: Pere', 'Nuevo: No']);
  });
});
