/**
 * Card text rules of spec 2 §9 for admin product cards. The old product cut names at a fixed number of
 * characters (and added '...' even when nothing was cut); names here are whole, and CSS clamps them to
 * two lines with an ellipsis only when the card has no room (ProductsScreen.styles.ts, NameButton).
 */
/** Descriptions longer than this are cut (to DESCRIPTION_CUT characters) with a 'read more'. */
export const DESCRIPTION_LIMIT = 25;
export const DESCRIPTION_CUT = 20;

/** The collapsed description, or null when it is short enough to show whole. */
export function shortDescription(description: string): string | null {
  return description.length > DESCRIPTION_LIMIT
    ? `${description.slice(0, DESCRIPTION_CUT).trimEnd()}…`
    : null;
}
