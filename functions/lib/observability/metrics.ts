/**
 * Business metrics through Powertools Metrics (CloudWatch Embedded Metric Format): one call per
 * business site, published at once as one JSON log line. On Lambda, CloudWatch turns the line into
 * metrics in the `Portal` namespace (dimensions service=portal and area, plus step for step
 * durations); locally the same line is in the stand-in's log. The call's context (job id, batch id,
 * X-Ray trace id) rides along as EMF properties: searchable in Logs Insights, not dimensions, so it
 * costs no extra metric. Powertools Metrics is imported on first use: a cold start that records
 * nothing never loads it (bench:lambda).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from '../logger';
import { METRICS_NAMESPACE, METRICS_SERVICE, type MetricArea, type MetricName } from './names';

export type MetricContext = Record<string, string | number | null | undefined>;

/** The trace id a local step run made (trace.ts), for the calls made within it: the stand-in has no X-Ray. */
const localTrace = new AsyncLocalStorage<string>();
export const withLocalTrace = <T>(trace: string, work: () => Promise<T>): Promise<T> => localTrace.run(trace, work);

/** The current invocation's X-Ray trace id: Lambda sets `_X_AMZN_TRACE_ID` (Root=1-…;Parent=…;Sampled=…). */
export const traceId = (): string | undefined =>
  /Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? '')?.[1] ?? localTrace.getStore();

/**
 * Records figures of one area, e.g. `recordMetrics('erp', { RecordsUpserted: 120 }, { batchId })`.
 * Never throws: a metric lost is logged, the business work it describes is not undone.
 */
export async function recordMetrics<A extends MetricArea>(
  area: A,
  figures: Partial<Record<MetricName<A>, number>>,
  context: MetricContext = {},
  options: { unit?: 'Count' | 'Milliseconds'; dimensions?: Record<string, string> } = {},
): Promise<void> {
  try {
    const { Metrics } = await import('@aws-lambda-powertools/metrics');
    const metrics = new Metrics({
      namespace: METRICS_NAMESPACE,
      serviceName: METRICS_SERVICE,
      defaultDimensions: { area, ...options.dimensions },
    });
    for (const [name, value] of Object.entries(figures) as [string, number | undefined][])
      if (value !== undefined) metrics.addMetric(name, options.unit ?? 'Count', value);
    for (const [key, value] of Object.entries({ xray_trace_id: traceId(), ...context }))
      if (value !== undefined && value !== null) metrics.addMetadata(key, String(value));
    metrics.publishStoredMetrics();
  } catch (error) {
    logger.warn('metrics not recorded', { area, figures, error: error as Error });
  }
}
