/**
 * The business metrics' names, in one place for the code that records them (metrics.ts) and the
 * dashboards and alarms that read them (infra/constructs/dashboards.ts). Plain values only, so CDK
 * imports them without Powertools.
 */
export const METRICS_NAMESPACE = 'Portal';
/** The `service` dimension of every business metric (not the function's service name: one dimension set per area). */
export const METRICS_SERVICE = 'portal';

export const BUSINESS_METRICS = {
  'sales-import': ['RowsStaged', 'RowsRejected', 'ImportsFinished', 'ImportsFailed'],
  erp: ['RecordsReceived', 'RecordsUpserted', 'RecordsSkipped', 'RecordsRejected', 'LoadsFailed'],
  warehouse: ['FailedReadings'],
  workflows: ['StepDuration', 'StepFailed'],
} as const;

export type MetricArea = keyof typeof BUSINESS_METRICS;
export type MetricName<A extends MetricArea> = (typeof BUSINESS_METRICS)[A][number];
