import { describe, expect, it } from 'vitest';
import { keptSwatches, type Palette } from './palette.ts';
import { prepareCatalogue, rankRugs, type RankableRug } from './rank-rugs.ts';

interface Rug extends RankableRug {
  name: string;
}

const rug = (id: number, name: string, palette: Palette | null, collection = 'luxury-wool'): Rug => ({ id, name, collection, palette });

/** Ivory walls, an oak floor, a navy sofa, brass. */
const NAVY_ROOM: Palette = [
  { color: '#efe9dc', share: 0.4 },
  { color: '#8a6a4f', share: 0.25 },
  { color: '#1f2a48', share: 0.25 },
  { color: '#c9a227', share: 0.1 },
];

/** Slate walls, light grey, a navy sofa: all cool. */
const COOL_ROOM: Palette = [
  { color: '#5f6b74', share: 0.45 },
  { color: '#cacac8', share: 0.35 },
  { color: '#1f2a48', share: 0.2 },
];

const NAVY_AND_IVORY = rug(1, 'Lakeshore', [
  { color: '#23304f', share: 0.55 },
  { color: '#ece5d5', share: 0.45 },
]);
const CLASHING = rug(2, 'Neon', [
  { color: '#ff2fa0', share: 0.6 },
  { color: '#9cff2e', share: 0.4 },
]);
const RUST_ON_GREY = rug(3, 'Ember', [
  { color: '#9a9b9c', share: 0.7 },
  { color: '#b4532f', share: 0.3 },
]);
const SLATE_TONAL = rug(4, 'Slate', [
  { color: '#5c6872', share: 0.6 },
  { color: '#c5c6c6', share: 0.4 },
]);
const TERRACOTTA = rug(5, 'Terracotta', [
  { color: '#c2653f', share: 0.7 },
  { color: '#eadfca', share: 0.3 },
]);

const ids = (fits: { rug: Rug }[]) => fits.map((fit) => fit.rug.id);

describe('rankRugs, Blend in', () => {
  it("ranks a rug whose image carries the room's colours above one that clashes", () => {
    const fits = rankRugs(prepareCatalogue([CLASHING, RUST_ON_GREY, NAVY_AND_IVORY]), NAVY_ROOM, 'blend');
    expect(ids(fits)).toEqual([1, 3, 2]);
    expect(fits[0].score).toBeGreaterThan(fits[2].score + 40);
  });

  it("says which of the room's colours the rug echoes", () => {
    const [best] = rankRugs(prepareCatalogue([NAVY_AND_IVORY]), NAVY_ROOM, 'blend');
    // The navy first: a colour says more than the ivory of the walls, however much of the room those are.
    expect(best.reason).toBe('Echoes the navy and ivory of your room');
    expect(best.echoes.map((echo) => echo.room)).toEqual(['#1f2a48', '#efe9dc']);
    expect(best.paletteFrom).toBe('image');
  });

  it("says when the rug keeps to the room's warm or cool palette", () => {
    const coolRoom: Palette = [
      { color: '#1f2a48', share: 0.4 },
      { color: '#2e6e72', share: 0.3 },
      { color: '#cacac8', share: 0.3 },
    ];
    const cool = rug(12, 'Harbour', [
      { color: '#222d4b', share: 0.6 },
      { color: '#2f6d70', share: 0.4 },
    ]);
    expect(rankRugs(prepareCatalogue([cool]), coolRoom, 'blend')[0].reason).toBe('Echoes the navy and teal of your room, in the same cool palette');
    expect(rankRugs(prepareCatalogue([SLATE_TONAL]), COOL_ROOM, 'blend')[0].reason).toBe('Echoes the slate and light grey of your room');
  });

  it('excludes the swatches the visitor dropped: without the navy sofa, the terracotta rug leads', () => {
    const room: Palette = [
      { color: '#1f2a48', share: 0.5 },
      { color: '#c2653f', share: 0.3 },
      { color: '#eadfca', share: 0.2 },
    ];
    const catalogue = prepareCatalogue([NAVY_AND_IVORY, TERRACOTTA]);
    expect(ids(rankRugs(catalogue, room, 'blend'))).toEqual([1, 5]);
    expect(ids(rankRugs(catalogue, keptSwatches(room, new Set([0])), 'blend'))).toEqual([5, 1]);
  });
});

describe('rankRugs, Make it pop', () => {
  it('puts a warm accent first in a cool room, and the tonal rug first when blending in', () => {
    const catalogue = prepareCatalogue([SLATE_TONAL, RUST_ON_GREY]);
    const pop = rankRugs(catalogue, COOL_ROOM, 'pop');
    expect(ids(pop)).toEqual([3, 4]);
    expect(pop[0].reason).toBe('A warm rust accent against your cool navy');
    expect(pop[0].accent).toBe('#b4532f');
    expect(ids(rankRugs(catalogue, COOL_ROOM, 'blend'))).toEqual([4, 3]);
  });

  it('offers a cool accent against a warm room', () => {
    const warmRoom: Palette = [
      { color: '#c2653f', share: 0.5 },
      { color: '#eadfca', share: 0.5 },
    ];
    const teal = rug(6, 'Teal', [
      { color: '#eadfca', share: 0.6 },
      { color: '#2e6e72', share: 0.4 },
    ]);
    const [best] = rankRugs(prepareCatalogue([TERRACOTTA, teal]), warmRoom, 'pop');
    expect(best.rug.id).toBe(6);
    expect(best.reason).toBe('A cool teal accent against your warm terracotta');
  });

  it('calls a rug without an accent a quieter choice', () => {
    const fits = rankRugs(prepareCatalogue([SLATE_TONAL]), COOL_ROOM, 'pop');
    expect(fits[0].accent).toBeNull();
    expect(fits[0].reason).toBe('A quieter choice: its slate sits with your slate');
  });
});

describe('rankRugs, every active rug', () => {
  it("ranks a rug without a picture by its collection's typical palette, and says so", () => {
    const heritage = [
      rug(7, 'Heriz', [
        { color: '#8e2f2a', share: 0.5 },
        { color: '#27375f', share: 0.5 },
      ], 'heritage'),
      rug(8, 'Kazak', [
        { color: '#902f2c', share: 0.6 },
        { color: '#eadfc8', share: 0.4 },
      ], 'heritage'),
    ];
    const unpictured = rug(9, 'Serapi', null, 'heritage');
    const fits = rankRugs(prepareCatalogue([...heritage, unpictured, CLASHING]), NAVY_ROOM, 'blend');
    expect(ids(fits)).toHaveLength(4);
    const found = fits.find((fit) => fit.rug.id === 9)!;
    expect(found.paletteFrom).toBe('collection');
    expect(found.reason).toMatch(/\(judged by the Heritage Collection collection's usual colours: no photo of this rug yet\)$/);
    expect(found.score).toBeGreaterThan(fits.find((fit) => fit.rug.id === 2)!.score);
  });

  it('ranks a rug of a collection with no pictures at all by the colours the collection is known for', () => {
    const [only] = rankRugs(prepareCatalogue([rug(10, 'Jute', null, 'pet-safe')]), NAVY_ROOM, 'blend');
    expect(only.paletteFrom).toBe('collection');
    expect(only.score).toBeGreaterThan(0);
  });

  it("keeps the catalogue's order between equal fits, gives the first `limit`, and nothing for an empty room", () => {
    const twin = { ...NAVY_AND_IVORY, id: 11 };
    const catalogue = prepareCatalogue([twin, CLASHING, NAVY_AND_IVORY]);
    expect(ids(rankRugs(catalogue, NAVY_ROOM, 'blend'))).toEqual([11, 1, 2]);
    expect(ids(rankRugs(catalogue, NAVY_ROOM, 'blend', 1))).toEqual([11]);
    expect(rankRugs(catalogue, [], 'blend')).toEqual([]);
    expect(rankRugs(catalogue, keptSwatches(NAVY_ROOM, new Set([0, 1, 2, 3])), 'pop')).toEqual([]);
  });

  it('scores from 0 to 100', () => {
    for (const mode of ['blend', 'pop'] as const) {
      for (const fit of rankRugs(prepareCatalogue([NAVY_AND_IVORY, CLASHING, RUST_ON_GREY, SLATE_TONAL, TERRACOTTA]), NAVY_ROOM, mode)) {
        expect(fit.score).toBeGreaterThanOrEqual(0);
        expect(fit.score).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('keptSwatches', () => {
  it('drops the swatches at the given indexes and scales the rest back to a whole', () => {
    expect(keptSwatches(NAVY_ROOM, new Set([0, 1]))).toEqual([
      { color: '#1f2a48', share: 0.25 / 0.35 },
      { color: '#c9a227', share: 0.1 / 0.35 },
    ]);
  });
});
