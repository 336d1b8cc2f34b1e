/**
 * Local handlers for the Task states of infra/workflows/*.asl.json, by substitution placeholder
 * (the same names CDK's definitionSubstitutions map to Lambda ARNs). Workflows arrive with their
 * features; each adds its steps here.
 */
export type StepHandler = (input: unknown) => Promise<unknown>;

const step = (load: () => Promise<{ handler: (input: never) => Promise<unknown> }>) => async (): Promise<StepHandler> => {
  const { handler } = await load();
  return (input) => handler(input as never);
};

export const STEP_HANDLERS: Record<string, () => Promise<StepHandler>> = {
  // sales-import
  ParseFile: step(() => import('../../functions/steps/sales-import/parse-file')),
  BuildViews: step(() => import('../../functions/steps/sales-import/build-views')),
  BuildExport: step(() => import('../../functions/steps/sales-import/build-export')),
  MarkReady: step(() => import('../../functions/steps/sales-import/mark-ready')),
  MarkFailed: step(() => import('../../functions/steps/sales-import/mark-failed')),
  // sales-import-archive
  ArchiveImports: step(() => import('../../functions/steps/sales-import-archive/archive-imports')),
  // returns-split
  SplitTracking: step(() => import('../../functions/steps/returns-split/split-tracking')),
  MarkSplitFailed: step(() => import('../../functions/steps/returns-split/mark-split-failed')),
  // working-time-export
  BuildStaffExport: step(() => import('../../functions/steps/working-time-export/build-staff-export')),
  MarkStaffExportFailed: step(() => import('../../functions/steps/working-time-export/mark-staff-export-failed')),
  // pending-purchases-statistics
  BuildStatistics: step(() => import('../../functions/steps/pending-purchases-statistics/build-statistics')),
  MarkStatisticsFailed: step(() => import('../../functions/steps/pending-purchases-statistics/mark-statistics-failed')),
  // labs-statistics
  BuildLabsStatistics: step(() => import('../../functions/steps/labs-statistics/build-labs-statistics')),
  MarkLabsStatisticsFailed: step(() => import('../../functions/steps/labs-statistics/mark-labs-statistics-failed')),
};
