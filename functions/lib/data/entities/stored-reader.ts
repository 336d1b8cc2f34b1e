/**
 * A fast reader of stored items for big reads (the intranet's 12,000-item sections): renames the
 * attributes a toolbox schema saves under other names and drops the hidden ones (keys, markers),
 * without toolbox's per-item validation, which costs four to five times ElectroDB's parse there.
 * Worked out from the schema itself, so it cannot drift from what the entity writes.
 */
interface SchemaShape {
  attributes: Record<string, { props: { savedAs?: string; hidden?: unknown } }>;
}

/** `schema`: a toolbox item schema (typed loosely: its own types are not worked out here). */
export function storedReader<T>(schema: object): (stored: Record<string, unknown>) => T {
  const names = Object.entries((schema as SchemaShape).attributes)
    .filter(([, a]) => a.props.hidden !== true)
    .map(([name, a]) => [a.props.savedAs ?? name, name] as const);
  return (stored) => {
    const out: Record<string, unknown> = {};
    for (const [saved, name] of names) {
      const value = stored[saved];
      if (value !== undefined) out[name] = value;
    }
    return out as T;
  };
}
