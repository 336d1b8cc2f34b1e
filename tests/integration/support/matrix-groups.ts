/**
 * Which endpoint groups each route-table-driven authorization matrix covers. Every matrix imports
 * its list from here so matrix-coverage.test.ts can prove no group (present or future) is left out.
 */
import type { Group } from '../../../shared/api/route';

export const MATRIX_GROUPS = {
  acl: ['acl', 'session', 'parties'],
  portal: ['intranet', 'guest-pharmacy', 'guest-pharmacy-documents', 'guest-laboratory', 'bi'],
  warehouse: ['warehouse', 'warehouse-returns', 'warehouse-reports', 'warehouse-documents'],
  workingTime: ['working-time', 'working-time-exports'],
  ticketing: ['ticketing', 'ticketing-files'],
  operations: ['operations', 'operations-imports'],
  salesImport: ['sales-import', 'sales-import-files'],
  administration: ['administration', 'administration-files'],
} as const satisfies Record<string, readonly Group[]>;
