/** The server's 422 message for a list field, whichever item it names (`outs` or `outs.3`). */
export function fieldError(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const item = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return item ? errors[item] : undefined;
}
