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
  it('starts with the sidebar open on wide screens', () => {
    expect(readFrameLayout(memoryStorage())).toEqual({ collapsed: false });
    expect(readFrameLayout(null)).toEqual({ collapsed: false });
  });

  it('remembers the collapse across page loads, never the phone menu', () => {
    const storage = memoryStorage({ [FRAME_LAYOUT_KEY]: '{"collapsed":false,"menuOpen":true}' });
    expect(readFrameLayout(storage)).toEqual({ collapsed: false });
    saveFrameLayout({ collapsed: true }, storage);
    expect(readFrameLayout(storage)).toEqual({ collapsed: true });
    expect(storage.getItem(FRAME_LAYOUT_KEY)).toBe('{"collapsed":true}');
  });

  it('ignores what it cannot read', () => {
    expect(readFrameLayout(memoryStorage({ [FRAME_LAYOUT_KEY]: '{nope' }))).toEqual({ collapsed: false });
    expect(readFrameLayout(memoryStorage({ [FRAME_LAYOUT_KEY]: '{"collapsed":"yes"}' }))).toEqual({
      collapsed: false,
    });
  });
});
