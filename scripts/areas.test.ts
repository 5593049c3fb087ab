import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, LAYERS, SHARED } from './areas';

const root = path.resolve(import.meta.dirname, '..');
type Layer = keyof typeof LAYERS;
const layers = Object.entries(LAYERS) as [Layer, string][];
const layersOf = (name: string): readonly string[] => AREAS[name]?.layers ?? [];

function foldersOf(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

describe('the list of areas', () => {
  it.each(layers)('names every folder of %s (%s)', (layer, dir) => {
    const unknown = foldersOf(dir).filter((name) => !(name in AREAS) && !(name in SHARED[layer]));
    expect(unknown, `folders of ${dir} outside scripts/areas.ts`).toEqual([]);
  });

  it.each(layers)('says which areas have a folder in %s', (layer, dir) => {
    const present = new Set(foldersOf(dir));
    const listed = Object.entries(AREAS)
      .map(([name]) => name)
      .filter((name) => layersOf(name).includes(layer));
    const missing = listed.filter((name) => !present.has(name));
    const unlisted = [...present].filter((name) => name in AREAS && !layersOf(name).includes(layer));
    expect({ missing, unlisted }).toEqual({ missing: [], unlisted: [] });
  });

  it('has most areas in all five layers', () => {
    const names = Object.keys(AREAS);
    const everywhere = names.filter((name) => layersOf(name).length === layers.length);
    expect(everywhere.length / names.length).toBeGreaterThanOrEqual(0.6);
  });
});
