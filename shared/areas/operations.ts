/** Operations (administration-operations §6, "value not shown"): the catalogue's administration.opc on every screen. */
import { anyOf, defineArea } from './define';

export const operationsArea = defineArea({
  name: 'operations',
  title: 'Operations',
  groups: {
    operations: {},
    /** Stock and target spreadsheets are held whole in memory. */
    'operations-imports': { memoryMb: 2048 },
  },
  access: { opc: anyOf('administration.opc') },
  personas: ['admin', 'operacions'],
});
