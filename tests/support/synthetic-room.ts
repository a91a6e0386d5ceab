// Synthetic "room photos" with a known palette, made with sharp: rectangles of flat colour (a wall,
// a floor, a sofa, a rug, cushions...) covering known shares of the frame, optionally lit from one
// side, encoded as a camera would (JPEG). The palette tests (browser module, server) read them back.
import sharp, { type SharpOptions } from 'sharp';

export interface PlantedColour {
  color: string;
  /** Part of the frame it covers, 0 to 1; the parts add up to 1. */
  share: number;
}

/** A living room: greige walls, an oak floor, a navy sofa, a terracotta rug, sage cushions, a brass lamp. */
export const LIVING_ROOM: readonly PlantedColour[] = [
  { color: '#d9d2c5', share: 0.38 },
  { color: '#8a6a4f', share: 0.24 },
  { color: '#1f2a44', share: 0.16 },
  { color: '#b5523b', share: 0.1 },
  { color: '#6f8f6a', share: 0.07 },
  { color: '#c9a227', share: 0.05 },
];

export interface RoomOptions {
  width?: number;
  height?: number;
  /** Light falling off across the frame: linear light from `1 - lighting` at the left to `1 + lighting` at the right. */
  lighting?: number;
  format?: 'jpeg' | 'png';
}

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const toLinear = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const toByte = (linear: number) => {
  const c = Math.min(1, Math.max(0, linear));
  return Math.round(255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
};

/**
 * The frame split into horizontal bands, one per colour, each as tall as its share (to within a
 * row): every colour spans the whole width, so light falling off across the frame reaches each of
 * them alike.
 */
export function roomPixels(planted: readonly PlantedColour[], { width = 1200, height = 900, lighting = 0 }: RoomOptions = {}): { data: Buffer; width: number; height: number } {
  const data = Buffer.alloc(width * height * 4);
  const light = (x: number) => 1 - lighting + (2 * lighting * x) / Math.max(1, width - 1);
  let top = 0;
  planted.forEach((colour, index) => {
    const bottom = index === planted.length - 1 ? height : Math.round(top + colour.share * height);
    const linear = channels(colour.color).map(toLinear);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = linear.map((channel) => toByte(channel * light(x)));
      for (let y = top; y < bottom; y += 1) {
        const offset = (y * width + x) * 4;
        data[offset] = r;
        data[offset + 1] = g;
        data[offset + 2] = b;
        data[offset + 3] = 255;
      }
    }
    top = bottom;
  });
  return { data, width, height };
}

/** The room as an encoded photo (JPEG by default). */
export async function roomPhoto(planted: readonly PlantedColour[], options: RoomOptions = {}): Promise<Buffer> {
  const { data, width, height } = roomPixels(planted, options);
  const image = sharp(data, { raw: { width, height, channels: 4 } });
  return options.format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** What the browser hands the extraction: the photo decoded and downscaled (longer side `side`), RGBA. */
export async function downscaledPixels(photo: Buffer, side: number) {
  const { data, info } = await sharp(photo).resize(side, side, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * A product photo of a rug: a floor all round, the rug (bands of the planted colours) covering the
 * middle 80% of the width and height, so the middle read for a product's palette is all rug.
 */
export async function rugPicture(rug: readonly PlantedColour[], floor: string, { width = 1000, height = 750 } = {}): Promise<Buffer> {
  const inner = { width: Math.round(width * 0.8), height: Math.round(height * 0.8) };
  const { data } = roomPixels(rug, inner);
  const rugImage = await sharp(data, { raw: { width: inner.width, height: inner.height, channels: 4 } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: floor } })
    .composite([{ input: rugImage, left: Math.round(width * 0.1), top: Math.round(height * 0.1) }])
    .png()
    .toBuffer();
}

/**
 * A busy phone photo of a room: `room` under fine grain and texture that survive downscaling (a
 * patterned rug, a bookcase, a leafy window), about 3.8 MB as a 12-megapixel JPEG. Kept at the
 * inbox's size it is still far over its byte budget at the first quality tried.
 */
export async function busyRoomPhoto(room: readonly PlantedColour[] = LIVING_ROOM, { width = 4000, height = 3000 } = {}): Promise<Buffer> {
  const grain = await sharp({ create: { width: 1600, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 45 } } } as SharpOptions)
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(await roomPhoto(room, { width, height }))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
