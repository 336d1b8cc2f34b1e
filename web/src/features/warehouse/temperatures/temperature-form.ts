/**
 * A temperature reading as the new-row dialog and the detail form edit it (spec §2, §3, §5), its
 * checks before anything is sent (the server checks them again) and the body it becomes. The
 * time is typed as 24-hour HH:mm; the API takes 'YYYY-MM-DD HH:mm:00' (spec §7).
 */
import { toApiDate } from '../../../lib/format';
import {
  BRAND_MAX,
  EARLIEST_DAY,
  EXPEDITION_MAX,
  PACKAGES_MAX,
  TEMPERATURE_MAX_EXCLUSIVE as TEMPERATURE_MAX,
  TEMPERATURE_MIN_EXCLUSIVE as TEMPERATURE_MIN,
} from '../../../../../shared/warehouse/temperatures';

export interface TemperatureForm {
  day: string;
  time: string;
  warehouse: string;
  carrier: string;
  laboratory: string;
  brand: string;
  expedition: string;
  packages: string;
  temperature: string;
  /** The receiver who took it (optional; the fixed list of 8). */
  user: string;
}

export interface AssessmentForm {
  technical_assessment_date: string;
  technical_assessment: string;
  product_destination: string;
}

export type TemperatureField = keyof TemperatureForm | keyof AssessmentForm;
/** A field's problem: the catalogue key of its message and its values. */
export type FieldProblems = Partial<Record<TemperatureField, { key: string; vars?: Record<string, number | string> }>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A new reading opens on now (to the minute), with nothing else chosen. */
export function newTemperatureForm(now = new Date()): TemperatureForm {
  return {
    day: toApiDate(now),
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    warehouse: '',
    carrier: '',
    laboratory: '',
    brand: '',
    expedition: '',
    packages: '',
    temperature: '',
    user: '',
  };
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A typed temperature (a decimal comma or point) as a number, or null when unreadable. */
export function readTemperature(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** On a 0.5 step: twice the value is a whole number. */
export const onStep = (value: number) => Number.isInteger(value * 2);

/** 'YYYY-MM-DD HH:mm:00' from the typed day and time, or null. */
export function readingDate(form: Pick<TemperatureForm, 'day' | 'time'>): string | null {
  const time = TIME.exec(form.time.trim());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.day) || !time) return null;
  return `${form.day} ${pad(Number(time[1]))}:${time[2]}:00`;
}

const required = { key: 'validation.required' };

function temperatureProblem(text: string): FieldProblems['temperature'] {
  if (!text.trim()) return required;
  const value = readTemperature(text);
  if (value === null) return { key: 'warehouse.temperatures.problems.number' };
  if (value <= TEMPERATURE_MIN || value >= TEMPERATURE_MAX)
    return { key: 'warehouse.temperatures.problems.range', vars: { min: TEMPERATURE_MIN, max: TEMPERATURE_MAX } };
  if (!onStep(value)) return { key: 'warehouse.temperatures.problems.step' };
  return undefined;
}

const tooLong = (text: string, max: number) =>
  text.length > max ? { key: 'warehouse.temperatures.problems.max', vars: { max } } : undefined;

/** The reading's problems (§5); `now` decides what is in the future. */
export function temperatureProblems(form: TemperatureForm, now = new Date()): FieldProblems {
  const out: FieldProblems = {};
  const date = readingDate(form);
  if (!form.day) out.day = required;
  if (!form.time.trim()) out.time = required;
  else if (!TIME.test(form.time.trim())) out.time = { key: 'warehouse.temperatures.problems.time' };
  if (date) {
    const [d, hm] = date.split(' ');
    const [y, m, day] = d!.split('-').map(Number);
    const [h, min] = hm!.split(':').map(Number);
    if (new Date(y!, m! - 1, day, h, min).getTime() > now.getTime()) out.day = { key: 'warehouse.temperatures.problems.future' };
  }
  if (!form.warehouse) out.warehouse = required;
  if (!form.carrier) out.carrier = required;
  if (!form.laboratory) out.laboratory = required;
  if (!form.expedition.trim()) out.expedition = required;
  else out.expedition = tooLong(form.expedition, EXPEDITION_MAX);
  out.brand = tooLong(form.brand, BRAND_MAX);
  out.packages = tooLong(form.packages, PACKAGES_MAX);
  out.temperature = temperatureProblem(form.temperature);
  return clean(out);
}

/** The assessment's problems (§5): its date not after today nor before 1900-01-01. */
export function assessmentProblems(form: AssessmentForm, now = new Date()): FieldProblems {
  const day = form.technical_assessment_date;
  const out: FieldProblems = {};
  if (day && (day > toApiDate(now) || day < EARLIEST_DAY))
    out.technical_assessment_date = { key: 'warehouse.temperatures.problems.assessment_date' };
  return out;
}

function clean(problems: FieldProblems): FieldProblems {
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as FieldProblems;
}

/** The body of POST /temperatures (call it only when there are no problems). */
export function temperatureBody(form: TemperatureForm) {
  return {
    date: readingDate(form) ?? '',
    warehouse: Number(form.warehouse),
    carrier: Number(form.carrier),
    laboratory: Number(form.laboratory),
    brand: form.brand.trim(),
    expedition: form.expedition.trim(),
    packages: form.packages.trim(),
    temperature: readTemperature(form.temperature) ?? 0,
    user: form.user ? Number(form.user) : null,
  };
}

/** The extra fields of PUT /temperatures/{id}: an empty date is "not assessed yet". */
export function assessmentBody(form: AssessmentForm) {
  return {
    technical_assessment_date: form.technical_assessment_date || null,
    technical_assessment: form.technical_assessment.trim(),
    product_destination: form.product_destination.trim(),
  };
}
