/**
 * How the user left the sidebar: collapsed to icons (tablets and wider). The phone menu is not kept: a
 * page load behind an open drawer hides the page the user came for.
 */
export interface FrameLayout {
  collapsed: boolean;
}

export const FRAME_LAYOUT_KEY = 'salon.frame-layout';
const DEFAULT_LAYOUT: FrameLayout = { collapsed: false };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the sidebar then starts as by default.
    return null;
  }
}

/** The sidebar as the user left it before a reload; open by default. */
export function readFrameLayout(storage: KeyValueStore | null = browserStorage()): FrameLayout {
  try {
    const saved = JSON.parse(storage?.getItem(FRAME_LAYOUT_KEY) ?? 'null') as Partial<FrameLayout> | null;
    return { collapsed: typeof saved?.collapsed === 'boolean' ? saved.collapsed : DEFAULT_LAYOUT.collapsed };
  } catch {
    return DEFAULT_LAYOUT;
  }
}

/** Remembers a change of the sidebar for the next page load. */
export function saveFrameLayout(
  change: Partial<FrameLayout>,
  storage: KeyValueStore | null = browserStorage(),
): void {
  try {
    storage?.setItem(FRAME_LAYOUT_KEY, JSON.stringify({ ...readFrameLayout(storage), ...change }));
  } catch {
    // A full or blocked storage only costs the remembered layout.
  }
}
