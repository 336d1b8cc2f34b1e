/** The end of an upload job: its status, and the staging area released (runningJob cleared). */
import { jobFiles, setFile, setJobStatus } from './jobs';
import { isConditionFailure, K, update } from './store';

export async function finishJob(jobId: string, status: 'ready' | 'failed') {
  if (status === 'failed')
    // Files the error left half-done are marked failed so the screen stops waiting on them.
    for (const f of await jobFiles(jobId))
      if (f.status === 'queued' || f.status === 'reading')
        await setFile(jobId, f.index, { status: 'failed', messageKey: 'errors.server' });
  await setJobStatus(jobId, status);
  try {
    await update(K.state, 'state', 'SET runningJob = :null', { ':null': null, ':job': jobId }, undefined, 'runningJob = :job');
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return { jobId, status };
}
