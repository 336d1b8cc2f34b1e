// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const cognito = await vi.hoisted(async () => {
  const { SignInError } = await import('../../testing/sign-in-error');
  return { signIn: vi.fn(), SignInError };
});

import { session } from '../../lib/auth/session';
import { renderWithApp } from '../../testing/render';
import LoginPage, { signInService } from './LoginPage';

signInService.load = async () => cognito as never;

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Usuari'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Contrasenya'), { target: { value: password } });
}

const submit = () => act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Accedeix' }).closest('form')!));

/** The error text Cloudscape links to the username input. */
function usernameError(): string {
  const input = screen.getByLabelText('Usuari');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('login screen (spec §2, §5, §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    session.reload();
    cognito.signIn.mockReset();
  });
  afterEach(cleanup);

  it('requires username and password', async () => {
    renderWithApp(<LoginPage />);
    await submit();
    expect(screen.getAllByText('Aquest camp és obligatori.')).toHaveLength(2);
    expect(cognito.signIn).not.toHaveBeenCalled();
  });

  it('shows wrong credentials under the username field', async () => {
    cognito.signIn.mockRejectedValue(new cognito.SignInError('credentials'));
    renderWithApp(<LoginPage />);
    fill('farmacia', 'dolenta');
    await submit();
    await waitFor(() => expect(usernameError()).toContain('Aquestes credencials no coincideixen'));
    expect(session.get().token).toBeNull();
  });

  it('blocks after five failures and says how many seconds to wait', async () => {
    cognito.signIn.mockRejectedValue(new cognito.SignInError('credentials'));
    renderWithApp(<LoginPage />);
    fill('farmacia', 'dolenta');
    for (let i = 0; i < 5; i++) {
      await submit();
      await waitFor(() => expect(cognito.signIn).toHaveBeenCalledTimes(i + 1));
    }
    await waitFor(() => expect(usernameError()).toMatch(/d'aquí a (60|59) segons/));
    await submit();
    expect(cognito.signIn).toHaveBeenCalledTimes(5);
  });

  it('shows Cognito throttling with the seconds too', async () => {
    cognito.signIn.mockRejectedValue(new cognito.SignInError('throttled'));
    renderWithApp(<LoginPage />, { locale: 'es' });
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'y' } });
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Acceder' }).closest('form')!));
    await waitFor(() => expect(screen.getByText(/dentro de (60|59) segundos/)).toBeTruthy());
  });

  it('stores the access token on success', async () => {
    cognito.signIn.mockResolvedValue({ accessToken: 'access-1', expiresAt: Date.now() + 3600_000 });
    renderWithApp(<LoginPage />);
    fill(' farmacia ', 'Portal-2026!');
    await submit();
    await waitFor(() => expect(session.get().token).toBe('access-1'));
    expect(cognito.signIn).toHaveBeenCalledWith('farmacia', 'Portal-2026!');
    expect(localStorage.getItem('token')).toBe('access-1');
  });
});
