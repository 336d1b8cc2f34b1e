/**
 * A lazily made, then reused, value (SDK clients, entities, route schemas through lazySchema): made on
 * first use, once per Lambda container. Call sites mark `/* @__PURE__ *\/ once(...)` so bundles drop what they never use.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
