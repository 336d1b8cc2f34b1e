/**
 * A unit of background work (a workflow step, an ERP feed load) traced, timed and logged the same
 * way: a start line and an end line carrying its context (job id, file, key) and the X-Ray trace
 * id, the step's duration as a metric, and on Lambda an X-Ray subsegment `## <name>` annotated with
 * the context, so `annotation.jobId = "…"` finds its traces. Active tracing (CDK) makes the Lambda
 * and state machine segments; Powertools Tracer is imported only here, on first use, so no cold
 * start loads it (bench:lambda). Locally there is no X-Ray: a trace id of the same shape is made per
 * run and written in the lines, so the runbook's search by job id works the same on the stand-in.
 */
import { randomBytes } from 'node:crypto';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import { dynamo } from '../aws';
import { logger } from '../logger';
import { recordMetrics, traceId, withLocalTrace, type MetricContext } from './metrics';

let tracer: Promise<Tracer> | undefined;

/** X-Ray's trace id format: 1-<epoch seconds, hex>-<96 random bits, hex>. */
const localTraceId = () => `1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;

/** Opens `## name` under the Lambda's segment with the context as annotations; undefined off Lambda. */
async function openSubsegment(name: string, context: MetricContext) {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME || !process.env._X_AMZN_TRACE_ID) return undefined;
  const t = await (tracer ??= import('@aws-lambda-powertools/tracer').then(({ Tracer }) => {
    const loaded = new Tracer();
    // Each DynamoDB call of the traced work becomes its own subsegment (operation, table, time, retries),
    // so an operator sees which calls a slow import or load waited on. API Lambdas do not load the tracer
    // (cold start, bench:lambda): their calls show as the Lambda segment's time.
    loaded.captureAWSv3Client(dynamo());
    return loaded;
  }));
  const parent = t.getSegment();
  if (!parent) return undefined;
  const sub = parent.addNewSubsegment(`## ${name}`);
  t.setSegment(sub);
  for (const [key, value] of Object.entries(context))
    if (value !== undefined && value !== null) t.putAnnotation(key.replace(/\W/g, '_'), value);
  return {
    fail: (error: unknown) => sub.addError(error as Error),
    close: () => {
      sub.close();
      t.setSegment(parent);
    },
  };
}

/** The context worth logging from a step's input: its job id (and file index) when it has them. */
export function stepContext(input: unknown): MetricContext {
  const i = (input ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (typeof i[k] === 'string' || typeof i[k] === 'number' ? (i[k] as string | number) : undefined);
  return { jobId: pick('jobId'), file: pick('index') };
}

/**
 * Runs `work` as the named step: logged, traced, its duration recorded (workflows/StepDuration,
 * dimension step) and a failure counted (workflows/StepFailed) before it is thrown on.
 */
export async function traced<T>(name: string, context: MetricContext, work: () => Promise<T>): Promise<T> {
  const trace = traceId() ?? localTraceId();
  const fields = { step: name, ...context, xray_trace_id: trace };
  const started = performance.now();
  const segment = await openSubsegment(name, context).catch(() => undefined);
  logger.info('step started', fields);
  let failed = false;
  try {
    return await withLocalTrace(trace, work);
  } catch (error) {
    failed = true;
    segment?.fail(error);
    logger.error('step failed', { ...fields, error: error as Error });
    throw error;
  } finally {
    const durationMs = Math.round(performance.now() - started);
    if (!failed) logger.info('step finished', { ...fields, durationMs });
    await recordMetrics(
      'workflows',
      failed ? { StepFailed: 1 } : { StepDuration: durationMs },
      { ...context, xray_trace_id: trace },
      {
        unit: failed ? 'Count' : 'Milliseconds',
        dimensions: { step: name },
      },
    );
    segment?.close();
  }
}

/** A workflow step's handler: `export const handler = step('ParseFile', (input: ParseFileInput) => parseFile(input))`. */
export function step<I, O>(name: string, work: (input: I) => Promise<O>): (input: I) => Promise<O> {
  return (input) => traced(name, stepContext(input), () => work(input));
}
