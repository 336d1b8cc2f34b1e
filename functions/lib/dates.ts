import { once } from '../../shared/once';
/** Dates as people here read them (spec §9), in the company's time zone, for mails and server pages. */
// Made on first use: the first Intl object of a process loads ICU data, milliseconds of every cold start (bench:lambda).
const dateTime = /* @__PURE__ */ once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** DD/MM/YYYY HH:mm:ss */
export const formatDateTime = (at: Date) => dateTime().format(at).replace(',', '');
