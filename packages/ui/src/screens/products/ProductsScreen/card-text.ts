/**
 * Card text rules of spec 2 §9 for admin product cards. The old product appended '...' to every name
 * longer than 10 characters even when nothing was cut; names are cut only past 20 characters here.
 */
export const CARD_NAME_MAX = 20;
/** Descriptions longer than this are cut (to DESCRIPTION_CUT characters) with a 'read more'. */
export const DESCRIPTION_LIMIT = 25;
export const DESCRIPTION_CUT = 20;

/** The name as a card shows it: at most 20 characters, then an ellipsis. */
export function cardName(name: string): string {
  return name.length > CARD_NAME_MAX ? `${name.slice(0, CARD_NAME_MAX).trimEnd()}…` : name;
}

/** The collapsed description, or null when it is short enough to show whole. */
export function shortDescription(description: string): string | null {
  return description.length > DESCRIPTION_LIMIT
    ? `${description.slice(0, DESCRIPTION_CUT).trimEnd()}…`
    : null;
}
