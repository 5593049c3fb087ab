/** `change-password` → `changePassword`: a key's segment as the property that names it. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

const camel = (name: string) => name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/**
 * An area's fixed SWR keys (its writes, and its reads that take no query), each named after its segment:
 * `namedKeys('users', ['save', 'change-password'])` is
 * `{ save: ['users', 'save'], changePassword: ['users', 'change-password'] }`.
 */
export function namedKeys<const Area extends string, const Name extends string>(
  area: Area,
  names: readonly Name[],
) {
  return Object.fromEntries(names.map((name) => [camel(name), [area, name] as const])) as {
    readonly [N in Name as Camel<N>]: readonly [Area, N];
  };
}

/** Matches an area's cached reads (of one kind, `[area, kind, …]`, when given): what a write revalidates. */
export const isAreaKey =
  (area: string, kind?: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === area && (kind === undefined || key[1] === kind);
