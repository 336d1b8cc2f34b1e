/**
 * Working-time control: every internal user clocks; the administrator amends; the inspection reads
 * every register; the workers' representatives read the staff's monthly summary (art. 34.9 ET).
 */
import { anyOf, defineArea } from './define';

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
  personas: [
    'admin',
    'staff',
    'tiquets-trucades',
    'tiquets-canals',
    'tiquets-estats',
    'tiquets-tipus',
    'operacions',
    'vendes',
    'cataleg',
    'vendes-manuals',
    'estadistiques',
    'embalatge',
    'facturacio',
    'fidelitzacio',
    'suport',
    'inspeccio',
    'representant',
    'magatzem',
    'distribucio',
  ],
});
