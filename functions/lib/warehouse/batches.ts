/** Runs `work` over `items`, `concurrency` at a time (key reads fanned out without flooding the table). */
export async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += concurrency)
    results.push(...(await Promise.all(items.slice(i, i + concurrency).map(work))));
  return results;
}
