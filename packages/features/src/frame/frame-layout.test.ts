import { describe, expect, it } from 'vitest';
import { FRAME_LAYOUT_KEY, readFrameLayout, saveFrameLayout } from './frame-layout';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('frame layout', () => {
  it('starts with the sidebar open on wide screens and the phone menu closed', () => {
    expect(readFrameLayout(memoryStorage())).toEqual({ collapsed: false, menuOpen: false });
    expect(readFrameLayout(null)).toEqual({ collapsed: false, menuOpen: false });
  });

  it('remembers each change across page loads', () => {
    const storage = memoryStorage();
    saveFrameLayout({ menuOpen: true }, storage);
    saveFrameLayout({ collapsed: true }, storage);
    expect(readFrameLayout(storage)).toEqual({ collapsed: true, menuOpen: true });
    saveFrameLayout({ menuOpen: false }, storage);
    expect(readFrameLayout(storage)).toEqual({ collapsed: true, menuOpen: false });
  });

  it('ignores what it cannot read', () => {
    expect(readFrameLayout(memoryStorage({ [FRAME_LAYOUT_KEY]: '{nope' }))).toEqual({
      collapsed: false,
      menuOpen: false,
    });
    expect(readFrameLayout(memoryStorage({ [FRAME_LAYOUT_KEY]: '{"collapsed":"yes"}' }))).toEqual({
      collapsed: false,
      menuOpen: false,
    });
  });
});
