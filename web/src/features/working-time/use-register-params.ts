/**
 * The month (and on the administration screen the user) a register screen shows, kept in the URL
 * (?month=YYYY-MM&user=ID) so a reload or a shared link shows the same month. A value the screen
 * cannot show (a future month, a malformed one) falls back to the default, never to a 422.
 */
import { useSearchParams } from 'react-router';
import { currentMonth } from '../../../../shared/time/madrid';
import { isPickableMonth } from './components/MonthPicker';

/**
 * The address's parameters now: react-router hands a functional update the parameters of its last
 * render, so two changes in a row (a user, then a month) would drop the first.
 */
const latestParams = () => new URLSearchParams(window.location.search);

export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month') ?? '';
  const month = isPickableMonth(raw) ? raw : currentMonth();
  const setMonth = (next: string) =>
    setParams(() => {
      const out = latestParams();
      if (next === currentMonth()) out.delete('month');
      else out.set('month', next);
      return out;
    });
  return [month, setMonth];
}

export function useUserParam(): [number | null, (user: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('user'));
  const user = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const setUser = (next: number | null) =>
    setParams(() => {
      const out = latestParams();
      if (next === null) out.delete('user');
      else out.set('user', String(next));
      return out;
    });
  return [user, setUser];
}
