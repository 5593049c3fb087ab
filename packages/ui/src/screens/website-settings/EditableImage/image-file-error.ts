/** The image types every upload accepts (the server judges the content again). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The message for a file of another type (spec 2 §5, the Appearance uploader). */
export const FILE_TYPE_NOT_PERMITTED = 'File type not permitted';

/** Why `file` cannot be an Appearance image, or null when it can. */
export function imageFileError(file: File, maxBytes: number): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return FILE_TYPE_NOT_PERMITTED;
  if (file.size > maxBytes) return `The image must be ${Math.round(maxBytes / (1024 * 1024))} MB or smaller`;
  return null;
}
