/**
 * Local handlers for the Task states of infra/workflows/*.asl.json, by substitution placeholder
 * (the same names CDK's definitionSubstitutions map to Lambda ARNs). Workflows arrive with their
 * features; each adds its steps here.
 */
export type StepHandler = (input: unknown) => Promise<unknown>;

export const STEP_HANDLERS: Record<string, () => Promise<StepHandler>> = {};
