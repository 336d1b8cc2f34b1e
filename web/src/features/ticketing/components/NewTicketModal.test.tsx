// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { newTicketForm } from '../ticket-form';
import { NewTicketModal } from './NewTicketModal';

const options = {
  channels: [{ value: 5, label: 'TELÈFON' }],
  types: [{ value: 1, label: 'COMANDA' }],
  statuses: [{ value: 3, label: 'OBERT' }],
  users: [{ value: 7, label: 'Anna' }],
};
const policy = { extensions: ['pdf', 'txt'], maxBytes: 1024 };

function renderDialog(props: Partial<Parameters<typeof NewTicketModal>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithApp(
    <NewTicketModal
      initial={newTicketForm({ me: 7 })}
      options={options}
      policy={policy}
      duplicates={[]}
      ticketHref={(id) => `/ticketing/show/${id}`}
      saving={false}
      serverErrors={{}}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      {...props}
    />,
  );
  return { onSubmit, dialog: screen.getByTestId('new-ticket-dialog') };
}

afterEach(cleanup);

describe('<NewTicketModal>', () => {
  it('says what is missing and sends nothing', () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(screen.getByTestId('new-ticket-create'));
    // Party, type and description; channel, status and assigned user start filled (§4 defaults).
    expect(screen.getAllByText('Aquest camp és obligatori.')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('upper-cases the description as typed and sends a complete form with its files', () => {
    const { onSubmit, dialog } = renderDialog({
      initial: { ...newTicketForm({ me: 7 }), type: 1, party: { kind: 'free', name: 'JOAN' } },
    });
    const description = within(dialog).getByTestId('ticket-description').querySelector('textarea')!;
    fireEvent.change(description, { target: { value: 'no arriba la comanda' } });
    expect(description.value).toBe('NO ARRIBA LA COMANDA');
    fireEvent.click(screen.getByTestId('new-ticket-create'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ description: 'NO ARRIBA LA COMANDA', type: 1 }), []);
  });

  it('refuses a file of another type before anything is sent', () => {
    const { onSubmit, dialog } = renderDialog({
      initial: { ...newTicketForm({ me: 7 }), type: 1, party: { kind: 'free', name: 'JOAN' }, description: 'X' },
    });
    const input = within(dialog).getByTestId('ticket-attachments-input').querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe')] } });
    fireEvent.click(screen.getByTestId('new-ticket-create'));
    expect(screen.getByText('virus.exe: tipus de fitxer no permès.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('warns of an open ticket of the same party and type, with its link, and still lets one create', () => {
    renderDialog({ duplicates: [{ id: 41 }] });
    const warning = screen.getByTestId('duplicate-warning');
    expect(
      within(warning)
        .getByRole('link', { name: /Tiquet 41/ })
        .getAttribute('href'),
    ).toBe('/ticketing/show/41');
    expect(screen.getByTestId('new-ticket-create').textContent).toBe("Crea'l igualment");
  });
});
