import { describe, expect, it } from 'vitest';
import { TEMPERATURE_FILTERS, temperatureSearch, type TemperatureFilter } from './temperature-filters';
import { assessmentProblems, readingDate, temperatureBody, temperatureProblems, type TemperatureForm } from './temperature-form';

const now = new Date(2026, 10, 25, 10, 30);
const valid: TemperatureForm = {
  day: '2026-11-25',
  time: '09:05',
  warehouse: '1',
  carrier: '3',
  laboratory: '2001',
  brand: '',
  expedition: 'EXP-1',
  packages: '12',
  temperature: '21,5',
  user: '',
};

describe('a temperature reading (spec §5)', () => {
  it('a valid reading has no problems and becomes the API body', () => {
    expect(temperatureProblems(valid, now)).toEqual({});
    expect(temperatureBody(valid)).toEqual({
      date: '2026-11-25 09:05:00',
      warehouse: 1,
      carrier: 3,
      laboratory: 2001,
      brand: '',
      expedition: 'EXP-1',
      packages: '12',
      temperature: 21.5,
      user: null,
    });
  });

  it('temperature: required, above 0, below 45, on 0.5 steps', () => {
    const problem = (temperature: string) => temperatureProblems({ ...valid, temperature }, now).temperature?.key;
    expect(problem('')).toBe('validation.required');
    expect(problem('abc')).toBe('warehouse.temperatures.problems.number');
    expect(problem('0')).toBe('warehouse.temperatures.problems.range');
    expect(problem('45')).toBe('warehouse.temperatures.problems.range');
    expect(problem('44.5')).toBeUndefined();
    expect(problem('0.5')).toBeUndefined();
    expect(problem('21.3')).toBe('warehouse.temperatures.problems.step');
  });

  it('the date may not be in the future; the time is 24-hour', () => {
    expect(temperatureProblems({ ...valid, time: '10:31' }, now).day?.key).toBe('warehouse.temperatures.problems.future');
    expect(temperatureProblems({ ...valid, time: '10:30' }, now).day).toBeUndefined();
    expect(temperatureProblems({ ...valid, time: '24:00' }, now).time?.key).toBe('warehouse.temperatures.problems.time');
    expect(readingDate({ day: '2026-11-25', time: '7:05' })).toBe('2026-11-25 07:05:00');
  });

  it('required choices and the text limits (expedition 255, brand 128, packages 5)', () => {
    const problems = temperatureProblems(
      { ...valid, warehouse: '', carrier: '', laboratory: '', expedition: ' ', brand: 'b'.repeat(129), packages: '123456' },
      now,
    );
    expect(Object.keys(problems).sort()).toEqual(['brand', 'carrier', 'expedition', 'laboratory', 'packages', 'warehouse']);
    expect(temperatureProblems({ ...valid, expedition: 'e'.repeat(256) }, now).expedition?.vars).toEqual({ max: 255 });
    expect(temperatureProblems({ ...valid, brand: 'b'.repeat(128), expedition: 'e'.repeat(255) }, now)).toEqual({});
  });

  it('the technical assessment date: not after today, not before 1900', () => {
    const day = (technical_assessment_date: string) =>
      assessmentProblems({ technical_assessment_date, technical_assessment: '', product_destination: '' }, now)
        .technical_assessment_date;
    expect(day('2026-11-25')).toBeUndefined();
    expect(day('')).toBeUndefined();
    expect(day('2026-11-26')).toBeDefined();
    expect(day('1899-12-31')).toBeDefined();
  });
});

describe('the temperature list filters', () => {
  const none = Object.fromEntries(TEMPERATURE_FILTERS.map((f) => [f, ''])) as Record<TemperatureFilter, string>;
  it('sends what is set and readable; a temperature bound off the 0.5 steps is left out', () => {
    expect(temperatureSearch(none)).toEqual({});
    expect(
      temperatureSearch({
        ...none,
        date_from: '2026-11-01',
        date_to: '11/2026',
        warehouse: '3',
        brand: ' Acme ',
        temperature_from: '2,5',
        temperature_to: '8.2',
        result: 'fail',
      }),
    ).toEqual({ date_from: '2026-11-01', warehouse: 3, brand: 'Acme', temperature_from: 2.5, result: false });
    expect(temperatureSearch({ ...none, result: 'pass' })).toEqual({ result: true });
  });
});
