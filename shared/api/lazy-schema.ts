import { once } from '../once';

let builds = 0;
/** How many lazy schemas this process has built (a test checks a group's import builds none). */
export const lazySchemasBuilt = () => builds;

/**
 * A schema built on first use. A group's Lambda imports every route of the group at its cold start,
 * but a request needs only its own route's schemas: building them all at load (zod/mini's
 * constructors) made ticketing's route file take 21 ms to import over an empty module, 7 ms lazy
 * (docs/architecture.md, "Groups and cold starts").
 * The value stands for the schema itself (same type; a Proxy forwards every use to the schema,
 * built once), so route declarations, their types and composition are unchanged.
 */
export function lazySchema<T extends object>(build: () => T): T {
  const schema = once((): T => {
    builds += 1;
    return build();
  });
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
