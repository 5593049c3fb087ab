/** An error as it may be stored and logged: its code and message, with e-mail addresses removed. */
export function describeError(error: unknown): string {
  const record = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [
    typeof record.code === 'string' ? record.code : null,
    typeof record.responseCode === 'number' ? String(record.responseCode) : null,
    typeof record.message === 'string' ? record.message : String(error),
  ].filter(Boolean);
  return parts
    .join(' ')
    .replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '<address>')
    .slice(0, 500);
}
