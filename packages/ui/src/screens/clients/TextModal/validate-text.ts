/** A required free text (notes, a message): the spec's message when blank, else none. */
export function requiredText(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}
