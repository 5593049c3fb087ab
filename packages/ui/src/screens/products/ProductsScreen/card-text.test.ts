import { describe, expect, it } from 'vitest';
import { cardName, shortDescription } from './card-text';

describe('card text', () => {
  it('cuts names longer than 20 characters and keeps shorter ones whole', () => {
    expect(cardName('Sea Salt Spray')).toBe('Sea Salt Spray');
    expect(cardName('Twenty characters ok')).toBe('Twenty characters ok');
    expect(cardName('Boar Bristle Round Brush')).toBe('Boar Bristle Round B…');
    expect(cardName('Flexible Hold Hairspray')).toBe('Flexible Hold Hairsp…');
  });

  it('cuts descriptions longer than 25 characters to 20', () => {
    expect(shortDescription('Beach texture, matte.')).toBeNull();
    expect(shortDescription('Exactly twenty-five chars')).toBeNull();
    expect(shortDescription('A weekly mask with silk proteins.')).toBe('A weekly mask with s…');
  });
});
