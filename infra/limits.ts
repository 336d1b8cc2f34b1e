/**
 * The limits AWS holds the product to, in one place: CDK gives each Lambda its timeout and memory
 * from here (infra/constructs), and the local stand-in enforces the same numbers (infra/local), so
 * work that would fail in AWS fails on a laptop too. Plain numbers only: no CDK, no zod, so the
 * stand-in can import it cheaply.
 */
import type { Group } from '../shared/api/route';
import { groupSettings } from '../shared/areas';

/** What one Lambda function gets: its timeout and its memory (CPU grows with memory). */
export interface FunctionLimit {
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
}

// API Gateway (REST) and Lambda quotas that are not ours to choose.
/** API Gateway cuts an integration at 29 s and answers 504 itself. */
export const API_INTEGRATION_TIMEOUT_SECONDS = 29;
/** A synchronous Lambda invocation's request and response payloads: 6 MB (6,291,456 bytes). */
export const LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
/** A Step Functions state's input or output (and a Task's result): 256 KiB (262,144 bytes). */
export const STATE_PAYLOAD_BYTES = 256 * 1024;

/** Lambda's default memory, which every function gets unless listed below. */
export const DEFAULT_MEMORY_MB = 512;

/** The Lambda REQUEST authorizer: lean (one index query), so a short timeout. */
export const AUTHORIZER_LIMIT: FunctionLimit = { timeoutSeconds: 10, memoryMb: DEFAULT_MEMORY_MB };

/** Every API group's timeout: API Gateway would not wait longer anyway. */
export const GROUP_TIMEOUT_SECONDS = API_INTEGRATION_TIMEOUT_SECONDS;

/**
 * A group's memory is its manifest's `memoryMb` (shared/areas): groups that read spreadsheets whole
 * (SheetJS: ~390 MB for a 100,000-row xlsx, DESIGN.md) take more, and Lambda's CPU grows with memory,
 * so a 29-second request reads more rows.
 */
export function groupLimit(group: Group): FunctionLimit {
  return { timeoutSeconds: GROUP_TIMEOUT_SECONDS, memoryMb: groupSettings(group).memoryMb ?? DEFAULT_MEMORY_MB };
}

/**
 * Each workflow step's Lambda, by the `${Placeholder}` its ASL Task names (the key CDK's
 * definitionSubstitutions and infra/local/workflow-steps.ts use). Every placeholder must be listed:
 * CDK refuses to synthesize, and the local runner to run, a step without its limit.
 */
export const STEP_LIMITS: Record<string, FunctionLimit> = {
  // sales-import. ParseFile streams a file's rows a slice at a time, BuildViews and BuildExport a
  // month's staged rows a page at a time (200,000 rows: see npm run bench:volume); each gets a whole
  // vCPU (1,769 MB), which writes faster. MarkFailed deletes what a failed file wrote (up to a file's
  // 100,000 rows), so it gets minutes, not seconds.
  ParseFile: { timeoutSeconds: 15 * 60, memoryMb: 1769 },
  BuildViews: { timeoutSeconds: 15 * 60, memoryMb: 1769 },
  BuildExport: { timeoutSeconds: 15 * 60, memoryMb: 1769 },
  MarkReady: { timeoutSeconds: 30, memoryMb: 256 },
  MarkFailed: { timeoutSeconds: 5 * 60, memoryMb: 1024 },
  // sales-import-archive: reads a finished month's staged rows and writes them as imported sales
  // (100,000 rows).
  ArchiveImports: { timeoutSeconds: 15 * 60, memoryMb: 1769 },
  // returns-split: a split writes one transaction of at most 99 lines' batch items, small and quick.
  SplitTracking: { timeoutSeconds: 30, memoryMb: 256 },
  MarkSplitFailed: { timeoutSeconds: 30, memoryMb: 256 },
  // working-time-export: the whole staff's month (300 workers: a PDF took 36.7 s at load, bench:wtc-export),
  // a whole vCPU and minutes to spare.
  BuildStaffExport: { timeoutSeconds: 10 * 60, memoryMb: 1769 },
  MarkStaffExportFailed: { timeoutSeconds: 30, memoryMb: 256 },
  // pending-purchases-statistics: up to 24 months of orders, one query per order and per sale
  // (some 300,000 sale lines a year at the group's size), held as compact rows.
  BuildStatistics: { timeoutSeconds: 15 * 60, memoryMb: 1024 },
  MarkStatisticsFailed: { timeoutSeconds: 30, memoryMb: 256 },
  // labs-statistics: one key-range query of a laboratory's sales (30,038 rows took 29+ s in an API
  // call on the stand-in) and their xlsx, held in memory.
  BuildLabsStatistics: { timeoutSeconds: 15 * 60, memoryMb: 1024 },
  MarkLabsStatisticsFailed: { timeoutSeconds: 30, memoryMb: 256 },
};

/** A step's limit; a placeholder nobody sized is a mistake to fix, not a default to guess. */
export function stepLimit(placeholder: string, limits: Record<string, FunctionLimit> = STEP_LIMITS): FunctionLimit {
  const limit = Object.hasOwn(limits, placeholder) ? limits[placeholder] : undefined;
  if (!limit)
    throw new Error(`Workflow step \${${placeholder}} has no timeout and memory: add it to STEP_LIMITS in infra/limits.ts`);
  return limit;
}

/** The ERP feed's loader: a year of sale lines in one file loads in a few minutes; the limit leaves room. */
export const ERP_LOADER_LIMIT: FunctionLimit = { timeoutSeconds: 15 * 60, memoryMb: 1024 };

/** The working-time register's scheduled mails. */
export const WORKING_TIME_JOBS_LIMIT: FunctionLimit = { timeoutSeconds: 5 * 60, memoryMb: DEFAULT_MEMORY_MB };
