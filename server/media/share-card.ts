// A link-preview card (decision 030): 1200 x 630 JPEG, the picture whole and centred over a
// blurred, darkened fill of itself, so an image of any shape (a square rug photo, a tall
// portrait, the 4:3 built-in art) makes a card without cropping the rug. Used by the build for the
// built-in SVG art and by uploads for each uploaded image.
import sharp, { type SharpOptions } from 'sharp';
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from '../../shared/seo/share-image.ts';
import { THEME_COLOR } from '../../shared/seo/site-icons.ts';

/** Dots per inch at which an SVG is drawn at its own size. */
const SVG_DENSITY = 72;

/**
 * `input` is any image sharp decodes (the first frame of an animation). SVGs are drawn at the
 * card's scale, not enlarged from their nominal size; transparency shows the ivory page ground.
 */
export async function shareCard(input: Buffer, options: Pick<SharpOptions, 'limitInputPixels'> = {}): Promise<Buffer> {
  const meta = await sharp(input, options).metadata();
  const scale = Math.min(WIDTH / (meta.autoOrient?.width ?? meta.width ?? WIDTH), HEIGHT / (meta.autoOrient?.height ?? meta.height ?? HEIGHT));
  const density = meta.format === 'svg' ? SVG_DENSITY * scale : undefined;
  // One decode, at most the card's size: the fill and the picture are both made from it.
  const { data, info } = await sharp(input, { ...options, density })
    .autoOrient()
    .resize(WIDTH, HEIGHT, { fit: 'inside' })
    .flatten({ background: THEME_COLOR })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const fill = sharp(data, { raw }).resize(WIDTH, HEIGHT, { fit: 'cover' }).blur(28).modulate({ brightness: 0.62 });
  return fill
    .composite([{ input: data, raw, gravity: 'center' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
