/**
 * A schema built on first use. A group's Lambda imports every route of the group at its cold start,
 * but a request needs only its own route's schemas: building them all at load (zod/mini's
 * constructors) cost ticketing's cold import about 17 ms of 33 (bench:lambda, docs/architecture.md).
 * The value stands for the schema itself (same type; a Proxy forwards every use to the schema,
 * built once), so route declarations, their types and composition are unchanged.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The Proxy's own target is an empty object: a descriptor must be configurable to be reported.
      return d && { ...d, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
