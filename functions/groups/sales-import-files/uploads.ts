/**
 * Upload step (§2 step 1, §4, §7 upload): tickets for the files, then the upload call starts the
 * sales-import workflow on them and answers the job id at once (202); the screen polls the job.
 * One job at a time: the staging area is shared by the administration team.
 */
import type { salesImportFileRoutes } from '../../../shared/api/routes/sales-import-files';
import { SALES_FILE_MAX_BYTES } from '../../../shared/sales-import/rules';
import { SPREADSHEET_EXTENSIONS } from '../../lib/files/spreadsheet/reader';
import type { UploadPolicy } from '../../lib/files/upload';
import { claimUpload, consumeUploads, issueUploadTicket } from '../../lib/files/upload-ticket';
import { HttpError, invalid, notFound } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import { getBrand, getDistributor } from '../../lib/sales-import/distributors';
import { finishJob } from '../../lib/sales-import/finish-job';
import { getJob, interruptedFiles, isResumable, jobFiles, queuedFile, setFile } from '../../lib/sales-import/jobs';
import { startStagingJob } from '../../lib/sales-import/start-job';
import { stagingState } from '../../lib/sales-import/staging';
import { isConditionFailure, K, update } from '../../lib/sales-import/store';
import { startSalesImport } from '../../lib/sales-import/workflow';

type R = typeof salesImportFileRoutes;

export const SALES_IMPORT_POLICY: UploadPolicy = {
  prefix: 'sales-import/uploads',
  extensions: SPREADSHEET_EXTENSIONS,
  maxBytes: SALES_FILE_MAX_BYTES,
};

export const uploadTicket = ({ body, caller }: Request<R['sales_import.upload_ticket']>) =>
  issueUploadTicket(SALES_IMPORT_POLICY, caller, body);

export async function upload({ body, caller }: Request<R['sales_import.upload']>) {
  if (!(await getDistributor(body.distributor))) throw invalid('distributor', 'validation.exists');
  if (body.brand && !(await getBrand(body.brand))) throw invalid('brand', 'validation.exists');
  const claimed: { up: Awaited<ReturnType<typeof claimUpload>>; field: string }[] = [];
  for (const [i, id] of body.files.entries())
    claimed.push({ up: await claimUpload(id, caller, SALES_IMPORT_POLICY, `files.${i}`), field: `files.${i}` });
  // Claimed before the staging: an upload already used is refused before anything starts.
  const files = claimed.map(({ up }, index) => queuedFile(index, up));
  const jobId = await startStagingJob({
    kind: 'upload',
    createdBy: caller.accountId,
    distributorId: body.distributor,
    brandId: body.brand ?? null,
    files,
    consume: () => consumeUploads(claimed),
  });
  return reply(202, { data: { job_id: jobId } });
}

/**
 * Runs an interrupted job again on its unfinished files ("resumable"): files already
 * staged stay as they are, a file read halfway is read again onto the same keys (never twice),
 * and only the step that finishes a file adds its rows to the count.
 */
export async function resume({ params }: Request<R['sales_import.jobs.resume']>) {
  const job = await getJob(params.job);
  if (!job) throw notFound();
  const [files, state] = await Promise.all([jobFiles(job.id), stagingState()]);
  if (!isResumable(job, files, state.jobs)) throw new HttpError(409, 'errors.import_sales_not_resumable');
  // The staging area must be free, or still held by this dead job itself.
  try {
    await update(
      K.state,
      'state',
      'SET runningJob = :job',
      { ':job': job.id, ':null': null },
      undefined,
      'attribute_not_exists(runningJob) OR runningJob = :null OR runningJob = :job',
    );
  } catch (e) {
    if (isConditionFailure(e)) throw new HttpError(409, 'errors.import_sales_running');
    throw e;
  }
  const again = interruptedFiles(files);
  for (const f of again)
    await setFile(job.id, f.index, { status: 'queued', rowsRead: 0, messageKey: null, messageVars: null, cause: null });
  const resumes = (job.resumes ?? 0) + 1;
  await update(
    K.job(job.id),
    'job',
    'SET #s = :s, resumedAt = :at, resumes = :n',
    { ':s': 'running', ':at': new Date().toISOString(), ':n': resumes },
    { '#s': 'status' },
  );
  try {
    await startSalesImport(
      {
        jobId: job.id,
        kind: 'upload',
        distributorId: job.distributorId,
        brandId: job.brandId,
        files: again.map((f) => f.index),
        zeroes: null,
        export: null,
      },
      resumes,
    );
  } catch (error) {
    await finishJob(job.id, 'failed', { Error: (error as Error).name, Cause: (error as Error).message });
    throw error;
  }
  return reply(202, { data: { job_id: job.id } });
}
