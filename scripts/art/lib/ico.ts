// An ICO file holding PNG images (the format Windows Vista and every current browser read): a
// 6-byte header, a 16-byte directory entry per image, then the PNG files one after another.

export interface IcoImage {
  /** Square, at most 256 px. */
  size: number;
  png: Buffer;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

export function icoFile(images: readonly IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`An ICO image is 1 to 256 px, not ${size}`);
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The images of an ICO file (for tests and checks): each entry's declared size and its bytes. */
export function readIco(file: Buffer): { width: number; height: number; data: Buffer }[] {
  if (file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1) throw new Error('Not an ICO file');
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    const bytes = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    return { width: file.readUInt8(entry) || 256, height: file.readUInt8(entry + 1) || 256, data: file.subarray(offset, offset + bytes) };
  });
}
