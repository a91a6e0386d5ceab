// The page bench/rug-fit.ts loads in Chromium: it reads a photo as Rug Fit's island does
// (site/islands/rug-fit/read-photo.ts: decode, checks, downscale, palette) and ranks a catalogue as
// the island does (shared/domain/rug-fit/rank-rugs.ts), and reports the times.
import type { FitMode } from '../../shared/domain/rug-fit/fit-modes.ts';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import { prepareCatalogue, rankRugs, type RankableRug } from '../../shared/domain/rug-fit/rank-rugs.ts';
import { readPhoto } from '../../site/islands/rug-fit/read-photo.ts';

declare global {
  interface Window {
    measureExtraction(url: string, runs: number): Promise<{ ms: number[]; colours: number }>;
    measureRanking(rugs: RankableRug[], rooms: Swatch[][], shown: number, runs: number): { rankingMs: Record<FitMode, number[]>; catalogueMs: number[] };
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

/** Each run after `warmUp` runs, timed. */
function time(run: () => unknown, runs: number, warmUp = 5): number[] {
  for (let warm = 0; warm < warmUp; warm += 1) run();
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  });
}

window.measureRanking = (rugs, rooms, shown, runs) => {
  const prepared = prepareCatalogue(rugs);
  // Each ranking drops another swatch, as a visitor trying the palette does.
  let next = 0;
  const room = () => rooms[next++ % rooms.length];
  return {
    rankingMs: {
      blend: time(() => rankRugs(prepared, room(), 'blend', shown), runs),
      pop: time(() => rankRugs(prepared, room(), 'pop', shown), runs),
    },
    catalogueMs: time(() => prepareCatalogue(rugs), runs),
  };
};
