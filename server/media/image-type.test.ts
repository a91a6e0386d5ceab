import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantWidths } from './image-processing.ts';
import { sniffImageFormat } from '../../shared/domain/image-type.ts';

const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } });

describe('sniffImageFormat', () => {
  it.each([
    ['jpeg', () => image().jpeg().toBuffer()],
    ['png', () => image().png().toBuffer()],
    ['webp', () => image().webp().toBuffer()],
    ['gif', () => image().gif().toBuffer()],
    ['avif', () => image().avif().toBuffer()],
  ] as const)('recognises %s from its first bytes', async (format, make) => {
    expect(sniffImageFormat(await make())).toBe(format);
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image')],
    ['empty', Buffer.alloc(0)],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['an MP4 (ISO-BMFF without an AVIF brand)', Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0isommp42')],
    ['two bytes of JPEG', Buffer.from([0xff, 0xd8])],
  ])('rejects %s', (_label, bytes) => {
    expect(sniffImageFormat(bytes)).toBeUndefined();
  });

  it('finds AVIF among the compatible brands', () => {
    expect(sniffImageFormat(Buffer.from('\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf'))).toBe('avif');
  });
});

describe('variantWidths', () => {
  it('makes the standard widths below the image, and the image width up to 1600, never more', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });
});
