// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { CommentsModal, type CommentView } from './CommentsModal';

const comment = (id: number, parent_id: number | null, minute: number, name: string, content: string): CommentView => ({
  id,
  parent_id,
  created_at: `2026-11-22T10:${String(minute).padStart(2, '0')}:00Z`,
  user: { id: minute, name },
  content,
});

afterEach(cleanup);

describe('<CommentsModal>', () => {
  it('shows replies under their comment and posts a reply with its parent', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderWithApp(
      <CommentsModal
        visible
        comments={[
          comment(2, 1, 5, 'Pere', 'Ja ho miro'),
          comment(1, null, 1, 'Anna', 'Truca demà'),
          comment(3, null, 3, 'Anna', 'Segon'),
        ]}
        sending={false}
        onSend={onSend}
        onClose={() => undefined}
      />,
    );
    const shown = screen.getAllByTestId('comment');
    expect(shown.map((c) => within(c).getByText(/^(Truca demà|Ja ho miro|Segon)$/).textContent)).toEqual([
      'Truca demà',
      'Ja ho miro',
      'Segon',
    ]);
    fireEvent.click(within(shown[0]!).getByRole('button', { name: 'Respon' }));
    expect(screen.getByText('Responent a Anna')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: "  D'acord  " } });
    fireEvent.click(screen.getByRole('button', { name: 'Envia' }));
    expect(onSend).toHaveBeenCalledWith("D'acord", 1);
    // Once stored, the box empties and the next comment starts a thread again.
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByText('Comentari nou')).toBeTruthy();
  });
});
