// The page bench/rug-fit-extraction.ts loads in Chromium: it reads a photo as Rug Fit's island does
// (site/islands/rug-fit/read-photo.ts: decode, checks, downscale, palette) and reports the times.
import { readPhoto } from '../../site/islands/rug-fit/read-photo.ts';

declare global {
  interface Window {
    measureExtraction(url: string, runs: number): Promise<{ ms: number[]; colours: number }>;
  }
}

window.measureExtraction = async (url, runs) => {
  const blob = await (await fetch(url)).blob();
  const file = new File([blob], 'room.jpg', { type: 'image/jpeg' });
  const ms: number[] = [];
  let colours = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const { palette, bitmap } = await readPhoto(file);
    ms.push(performance.now() - started);
    colours = palette.length;
    bitmap.close();
  }
  return { ms, colours };
};
