/**
 * Workflow sales-import, step MarkReady: the job is done (its files staged, duplicated or
 * refused each on its own) and the staging area is free for the next upload.
 */
import { finishJob } from '../../lib/sales-import/finish-job';

export const handler = (input: { jobId: string }) => finishJob(input.jobId, 'ready');
