/** `ids` with `moving` put where `target` is (the drop-on-a-row rule of the reorderable table). */
export function moveTo(ids: readonly string[], moving: string, target: string): string[] {
  const from = ids.indexOf(moving);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, moving);
  return next;
}

/** `ids` with the item at `index` swapped with its neighbour `by` (-1 up, +1 down); unchanged at an edge. */
export function moveBy(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** `items` in the order of `ids` (items missing from `ids` keep their place at the end). */
export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[] | null): T[] {
  if (!ids) return [...items];
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort(
    (a, b) =>
      (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}
