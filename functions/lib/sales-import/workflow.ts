/** Starts the sales-import state machine (WORKFLOW_SALES_IMPORT_ARN; locally the stand-in's runner). */
import { sfn } from '../aws-sfn';

export interface SalesImportInput {
  jobId: string;
  kind: 'upload' | 'refresh' | 'export';
  distributorId: number | null;
  brandId: number | null;
  /** File indexes of the job (an upload's). */
  files: number[];
  /** A refresh after "remove leading zeroes" (strip) or its undo (restore). */
  zeroes: 'strip' | 'restore' | null;
  /** An export's workbook. */
  export: { kind: 'erp' | 'wrong_prices'; locale: string; date: string | null } | null;
}

/**
 * The execution is named after the job (and its resume count): starting it twice is refused by
 * Step Functions, never run twice.
 */
export async function startSalesImport(input: SalesImportInput, resume = 0): Promise<void> {
  const arn = process.env.WORKFLOW_SALES_IMPORT_ARN;
  if (!arn) throw new Error('Missing environment variable WORKFLOW_SALES_IMPORT_ARN');
  const name = resume ? `${input.jobId}-r${resume}` : input.jobId;
  const { sdk, client } = await sfn();
  await client.send(new sdk.StartExecutionCommand({ stateMachineArn: arn, name, input: JSON.stringify(input) }));
}

/**
 * Starts the archive of finished imports (they become imported sales for the labs statistics),
 * named after the finished generation: finishing is done once per generation.
 */
export async function startArchive(generation: number): Promise<void> {
  const arn = process.env.WORKFLOW_SALES_IMPORT_ARCHIVE_ARN;
  if (!arn) throw new Error('Missing environment variable WORKFLOW_SALES_IMPORT_ARCHIVE_ARN');
  const { sdk, client } = await sfn();
  await client.send(
    new sdk.StartExecutionCommand({ stateMachineArn: arn, name: `archive-${generation}`, input: JSON.stringify({ generation }) }),
  );
}
