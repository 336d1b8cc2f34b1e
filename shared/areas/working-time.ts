/**
 * Working-time control: every internal user clocks; the administrator amends; the inspection reads
 * every register; the workers' representatives read the staff's monthly summary (art. 34.9 ET).
 */
import { anyOf, defineArea } from './define';
import { INTERNAL_PERSONAS } from './personas';

export const workingTimeArea = defineArea({
  name: 'working-time',
  title: 'Working time',
  groups: {
    'working-time': {},
    'working-time-exports': { starts: ['working-time-export'] },
  },
  access: {
    worker: anyOf('xf'),
    administrator: anyOf('admin'),
    reader: anyOf('admin', 'working_time.inspection'),
    summaryReader: anyOf('admin', 'working_time.inspection', 'working_time.representatives'),
    representative: anyOf('working_time.representatives'),
  },
  /** Every internal account clocks. */
  personas: INTERNAL_PERSONAS,
});
