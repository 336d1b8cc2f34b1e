/**
 * Rejected rows fixed in place: the rows of the staged files that could not be read
 * are listed a page at a time, and one corrected by the user is read again as its distributor's
 * profile reads a file (its date format; a decimal comma or point), staged with the staging's,
 * its file's and its job's counters in one transaction (the rejection goes in the same one), and a
 * refresh job rebuilds the step lists so the row shows on them. Each call reads about a page.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { salesImportRoutes } from '../../../shared/api/routes/sales-import';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import type { RejectedRow, RejectedRowsPage, SaleField } from '../../../shared/sales-import/views';
import { dynamo } from '../../lib/aws';
import { queryPages } from '../../lib/data/raw-params';
import { env } from '../../lib/env';
import { parseNumber } from '../../lib/files/spreadsheet/cells';
import { HttpError, notFound, type FieldErrors } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import { getDistributor } from '../../lib/sales-import/distributors';
import { fileSk, getJob, type JobItem } from '../../lib/sales-import/jobs';
import type { Rejection } from '../../lib/sales-import/profile-reader';
import { startStagingJob } from '../../lib/sales-import/start-job';
import { addLookups, fileKey, isWrongPrice, stagedFiles, stagedItem, stagingState, stored } from '../../lib/sales-import/staging';
import { getItem, isConditionFailure, K } from '../../lib/sales-import/store';
import { parseDayWithFormat, round } from '../../lib/sales-import/values';

type R = typeof salesImportRoutes;

/** Rows a page holds. */
const PAGE = 50;

interface RejectedItem extends Rejection {
  pk: string;
  sk: string;
  file: number;
  fileName: string;
}

const rejSk = (file: number, row: number) => `rej#${String(file).padStart(2, '0')}#${String(row).padStart(7, '0')}`;

function parseId(id: string) {
  const m = /^([0-9a-f-]{36})\.(\d{2})\.(\d{7})$/.exec(id)!;
  return { jobId: m[1]!, file: Number(m[2]), row: Number(m[3]) };
}

/** The cursor: the job's place in the staging's jobs and the last row's key read. */
const cursorOf = (job: number, sk: string) => Buffer.from(JSON.stringify([job, sk])).toString('base64url');
function readCursor(cursor: string | undefined): [number, string | null] {
  if (!cursor) return [0, null];
  try {
    const [job, sk] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [number, string];
    if (Number.isInteger(job) && job >= 0 && typeof sk === 'string') return [job, sk];
  } catch {
    // Fall through: a cursor that is not ours starts from the top.
  }
  return [0, null];
}

export async function rejectedRowsPage({
  query,
  locale,
}: Request<R['sales_import.rejected_rows']>): Promise<{ data: RejectedRowsPage }> {
  const state = await stagingState();
  const staged = new Set((await stagedFiles(state.generation)).map((f) => f.sk));
  const formats = new Map<number, string>();
  const formatOf = async (job: JobItem | null) => {
    const id = job?.distributorId ?? 0;
    if (!formats.has(id)) formats.set(id, (await getDistributor(id))?.date_format ?? 'd/m/Y');
    return formats.get(id)!;
  };
  const rows: RejectedRow[] = [];
  let [at, after] = readCursor(query.cursor);
  let next: string | null = null;
  // The staging's jobs (tens a month); refreshes and exports have no rejected rows and read as empty.
  for (; at < state.jobs.length && rows.length < PAGE; at++, after = null) {
    const jobId = state.jobs[at]!;
    const page = await queryPages({
      TableName: env.tableName(),
      KeyConditionExpression: after ? 'pk = :pk AND sk BETWEEN :after AND :end' : 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: after
        ? { ':pk': K.job(jobId), ':after': `${after}\u0000`, ':end': 'rej#\uffff' }
        : { ':pk': K.job(jobId), ':p': 'rej#' },
      Limit: PAGE - rows.length,
    });
    const items = (page.items as unknown as RejectedItem[]).filter((i) => staged.has(fileKey(jobId, i.file)));
    if (page.items.length) {
      const format = await formatOf(await getJob(jobId));
      for (const i of items) rows.push(rejectedRow(jobId, i, format, locale));
    }
    if (page.next) {
      next = cursorOf(at, (page.items[page.items.length - 1] as unknown as RejectedItem).sk);
      break;
    }
  }
  if (!next && at < state.jobs.length) next = cursorOf(at, '');
  return { data: { rows, next, total: Math.max(0, state.rejected) } };
}

function rejectedRow(jobId: string, i: RejectedItem, dateFormat: string, locale: Request<never>['locale']): RejectedRow {
  const column = (c: string) => serverMessage(locale, `import_sales.column.${c}` as ServerMessageKey);
  return {
    id: `${jobId}.${String(i.file).padStart(2, '0')}.${String(i.row).padStart(7, '0')}`,
    file_name: i.fileName,
    row: i.row,
    values: i.values,
    errors: i.reasons.map((r) =>
      serverMessage(locale, r.key, r.vars.column ? { ...r.vars, column: column(r.vars.column) } : r.vars),
    ),
    date_format: dateFormat,
  };
}

/** A day as the distributor's files write it, or as YYYY-MM-DD. */
const dayOf = (text: string, format: string) =>
  parseDayWithFormat(text, format) ?? (/^\d{4}-\d{2}-\d{2}$/.test(text) ? parseDayWithFormat(text, 'Y-m-d') : null);

export async function fixRejectedRow({ params, body, caller }: Request<R['sales_import.rejected_rows.fix']>) {
  const { jobId, file, row } = parseId(params.id);
  const state = await stagingState();
  if (state.runningJob) throw new HttpError(409, 'errors.import_sales_running');
  const registered = (await stagedFiles(state.generation)).find((f) => f.sk === fileKey(jobId, file));
  const rejection = await getItem<RejectedItem>(K.job(jobId), rejSk(file, row));
  const job = await getJob(jobId);
  if (!registered || !rejection || !job) throw notFound();
  const format = (await getDistributor(job.distributorId))?.date_format ?? 'd/m/Y';

  const errors: FieldErrors = {};
  const fail = (field: SaleField, key: ServerMessageKey, vars: Record<string, string> = {}) => (errors[field] = [{ key, vars }]);
  const date = dayOf(body.date, format);
  if (!date) fail('date', 'import_sales.reject.date', { format });
  const price = parseNumber(body.price, null);
  if (price === null) fail('price', 'validation.number');
  const quantity = parseNumber(body.quantity, null);
  if (quantity === null) fail('quantity', 'validation.number');
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]![0]!;
    throw new HttpError(422, first.key, first.vars, errors);
  }

  const sale = {
    row,
    date: date!,
    customer: body.customer,
    delivery_note: body.delivery_note,
    product_code: body.product_code,
    description: body.description,
    price: round(price!, 6),
    quantity: round(quantity!, 6),
  };
  const lookups = await addLookups([{ ...sale, month: sale.date.slice(0, 7) }]);
  const generation = state.generation;
  const item = stagedItem({ jobId, file, distributorId: job.distributorId, brandId: job.brandId, generation }, sale, lookups);
  const counts = {
    ':one': 1,
    ':minus': -1,
    ':tp': round(item.price * item.quantity),
    ':tq': round(item.quantity, 6),
    ':wp': isWrongPrice(item) ? 1 : 0,
  };
  const table = env.tableName();
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: stored(item, generation), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Delete: {
              TableName: table,
              Key: { pk: rejection.pk, sk: rejection.sk },
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            // The staging's counters, only while no job holds it and in the same generation.
            Update: {
              TableName: table,
              Key: { pk: K.state, sk: 'state' },
              UpdateExpression: 'ADD #rows :one, rejected :minus, totalPrice :tp, totalQuantity :tq, wrongPrices :wp',
              ConditionExpression:
                '(attribute_not_exists(generation) OR generation = :gen) AND (attribute_not_exists(runningJob) OR runningJob = :null)',
              ExpressionAttributeNames: { '#rows': 'rows' },
              ExpressionAttributeValues: { ...counts, ':gen': generation, ':null': null },
            },
          },
          {
            Update: {
              TableName: table,
              Key: { pk: K.stagedFiles(generation), sk: registered.sk },
              UpdateExpression: 'ADD #rows :one, rejected :minus, totalPrice :tp, totalQuantity :tq, wrongPrices :wp',
              ExpressionAttributeNames: { '#rows': 'rows' },
              ExpressionAttributeValues: counts,
            },
          },
          {
            Update: {
              TableName: table,
              Key: { pk: K.job(jobId), sk: fileSk(file) },
              UpdateExpression: 'ADD #rows :one, rejected :minus',
              ExpressionAttributeNames: { '#rows': 'rows' },
              ExpressionAttributeValues: { ':one': 1, ':minus': -1 },
            },
          },
        ],
      }),
    );
  } catch (e) {
    // Fixed meanwhile (a second submit), or a job took the staging, or it was finished.
    if (isConditionFailure(e)) throw new HttpError(409, 'errors.import_sales_running');
    throw e;
  }
  // The step lists learn the row (a new product, a customer without deposit) from a refresh.
  const refresh = await startStagingJob({ kind: 'refresh', createdBy: caller.accountId });
  return reply(202, { data: { job_id: refresh } });
}
