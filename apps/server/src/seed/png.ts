import { deflateSync } from 'node:zlib';

/** A colour as [red, green, blue], 0–255. */
export type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A square PNG of `size` pixels: a `background` with a centred disc of `disc` (a stand-in for a product
 * photo). Deterministic: the same arguments always give the same bytes.
 */
export function productPng(size: number, background: Rgb, disc: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rowLength = 1 + size * 3;
  const pixels = Buffer.alloc(rowLength * size);
  const centre = (size - 1) / 2;
  const radius2 = (size * 0.3) ** 2;
  for (let y = 0; y < size; y++) {
    pixels[y * rowLength] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const colour = (x - centre) ** 2 + (y - centre) ** 2 <= radius2 ? disc : background;
      pixels.set(colour, y * rowLength + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
