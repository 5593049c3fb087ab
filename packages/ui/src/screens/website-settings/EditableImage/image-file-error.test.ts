import { describe, expect, it } from 'vitest';
import { FILE_TYPE_NOT_PERMITTED, imageFileError } from './image-file-error';

const MB = 1024 * 1024;
const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'f', { type });

describe('imageFileError', () => {
  it('accepts JPEG, PNG, GIF and WebP within the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(imageFileError(file(type), 2 * MB)).toBeNull();
    }
  });

  it('refuses other types with the spec message', () => {
    for (const type of ['application/pdf', 'text/plain', 'image/svg+xml', '']) {
      expect(imageFileError(file(type), 2 * MB)).toBe(FILE_TYPE_NOT_PERMITTED);
    }
  });

  it('refuses a file over the limit', () => {
    expect(imageFileError(file('image/png', 2 * MB + 1), 2 * MB)).toBe('The image must be 2 MB or smaller');
    expect(imageFileError(file('image/png', 2 * MB), 2 * MB)).toBeNull();
  });
});
