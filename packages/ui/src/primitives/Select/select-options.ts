export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

/** The option whose value is `value`, or null. */
export function findOption<V extends string | number>(
  options: readonly SelectOption<V>[],
  value: V | null | undefined,
): SelectOption<V> | null {
  if (value === null || value === undefined) return null;
  return options.find((o) => o.value === value) ?? null;
}

/** The options for `values`, in the order of `values`; unknown values are skipped. */
export function findOptions<V extends string | number>(
  options: readonly SelectOption<V>[],
  values: readonly V[],
): SelectOption<V>[] {
  return values.flatMap((v) => {
    const found = options.find((o) => o.value === v);
    return found ? [found] : [];
  });
}
