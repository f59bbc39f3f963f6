import { describe, expect, it } from 'vitest';
import { isIco, largestIcoPicture, PNG_SIGNATURE } from './ico.js';

/** An icon file around the given pictures, each described by its directory size and bit count. */
function ico(pictures: Array<{ data: Buffer; size: number; bitCount: number }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pictures.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pictures.length, 4);
  let offset = header.length;
  pictures.forEach((picture, index) => {
    const at = 6 + index * 16;
    header.writeUInt8(picture.size % 256, at);
    header.writeUInt8(picture.size % 256, at + 1);
    header.writeUInt16LE(picture.bitCount, at + 6);
    header.writeUInt32LE(picture.data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += picture.data.length;
  });
  return Buffer.concat([header, ...pictures.map((picture) => picture.data)]);
}

function dibHeader(width: number, height: number, bitCount: number, coloursUsed = 0): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(width, 4);
  header.writeInt32LE(height * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(bitCount, 14);
  header.writeUInt32LE(coloursUsed, 32);
  return header;
}

describe('ICO pictures', () => {
  it('reads an 8-bit paletted picture, bottom row first, with its transparency mask', () => {
    // 2×2: top row red, green; bottom row green, red. The mask makes the top-left pixel transparent.
    const palette = Buffer.from([0, 0, 255, 0, 0, 255, 0, 0]); // BGR0: red, green
    const rows = Buffer.from([1, 0, 0, 0, 0, 1, 0, 0]); // bottom row first, padded to 4 bytes
    const mask = Buffer.from([0b00000000, 0, 0, 0, 0b10000000, 0, 0, 0]); // bottom row first
    const picture = largestIcoPicture(
      ico([{ data: Buffer.concat([dibHeader(2, 2, 8, 2), palette, rows, mask]), size: 2, bitCount: 8 }]),
    );
    expect(picture && 'raw' in picture ? picture.raw : null).toEqual({
      width: 2,
      height: 2,
      data: Buffer.from([255, 0, 0, 0, 0, 255, 0, 255, 0, 255, 0, 255, 255, 0, 0, 255]),
    });
  });

  it('reads a 24-bit picture and picks the largest of several', () => {
    const small = Buffer.concat([dibHeader(1, 1, 24), Buffer.from([0, 0, 0, 0]), Buffer.alloc(4)]);
    const large = Buffer.concat([
      dibHeader(2, 1, 24),
      Buffer.from([255, 0, 0, 0, 255, 0, 0, 0]), // blue, green (BGR), padded
      Buffer.alloc(4),
    ]);
    const picture = largestIcoPicture(
      ico([
        { data: small, size: 1, bitCount: 24 },
        { data: large, size: 2, bitCount: 24 },
      ]),
    );
    expect(picture && 'raw' in picture ? [...picture.raw.data] : null).toEqual([
      0, 0, 255, 255, 0, 255, 0, 255,
    ]);
  });

  it('hands a PNG picture on as it is', () => {
    const png = Buffer.concat([PNG_SIGNATURE, Buffer.from('rest of a png')]);
    expect(largestIcoPicture(ico([{ data: png, size: 0, bitCount: 32 }]))).toEqual({ png });
  });

  it('answers null for malformed or unusual files instead of throwing', () => {
    const good = ico([
      { data: Buffer.concat([dibHeader(1, 1, 24), Buffer.alloc(8)]), size: 1, bitCount: 24 },
    ]);
    const outOfBounds = Buffer.from(good);
    outOfBounds.writeUInt32LE(10_000, 6 + 12);
    const compressed = Buffer.from(good);
    compressed.writeUInt32LE(1, 22 + 16);
    const tooWide = Buffer.from(good);
    tooWide.writeInt32LE(5000, 22 + 4);
    const cut = good.subarray(0, good.length - 6);
    for (const input of [outOfBounds, compressed, tooWide, cut]) expect(largestIcoPicture(input)).toBeNull();
    expect(isIco(Buffer.from('GIF89a....................'))).toBe(false);
  });
});
