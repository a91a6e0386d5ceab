// Full compositions: catalogue shots of single rugs, the home hero, the social card, blog
// illustrations and the favicon.
import type { ArtDirection } from './palettes.ts';
import type { Palette } from './rug.ts';
import type { Doc } from './svg.ts';
import { drawFloor } from './floor.ts';
import { BRAND, STYLE_PALETTES } from './palettes.ts';
import { drawRug, rugShadow } from './rug.ts';
import { addDef, createDoc, createRng, diamondSub, dotSub, f, flowerSub, hashString, pathEl, rect, svgDocument } from './svg.ts';

function prefixFor(name: string): string {
  return `a${hashString(name).toString(36).slice(0, 3)}`;
}

/** Long/short ratio from a size such as 9' x 12' or 8'2" x 11'4". */
export function ratioFromSize(size: string | null | undefined): number {
  if (!size) return 1.5;
  const dims = [...size.matchAll(/(\d+(?:\.\d+)?)\s*'(?:\s*(\d+(?:\.\d+)?)\s*")?/g)].map((m) => Number(m[1]) + Number(m[2] ?? 0) / 12);
  if (dims.length < 2) return 1.5;
  const [a, b] = dims as [number, number];
  const r = Math.max(a, b) / Math.min(a, b);
  return Number.isFinite(r) && r >= 1 ? Math.min(r, 4) : 1.5;
}

/** A single rug lying on a floor, 800 x 600. */
export function productScene(name: string, seed: string, direction: ArtDirection, ratio: number): string {
  const W = 800;
  const H = 600;
  const doc = createDoc(prefixFor(seed));
  const rng = createRng(`${seed}|scene`);
  const runner = ratio > 2.2;
  const maxW = runner ? 650 : 590;
  const maxH = 400;
  let w = Math.min(maxW, maxH * ratio);
  let h = w / ratio;
  if (h > maxH) {
    h = maxH;
    w = h * ratio;
  }
  const tilt = direction.tilt;
  const cx = W / 2;
  const cy = H / 2 + 4;
  const transform = `transform="translate(${f(cx)} ${f(cy)}) rotate(${f(tilt)}) translate(${f(-w / 2)} ${f(-h / 2)})"`;
  let body = drawFloor(doc, W, H, direction.floor, rng);
  body += rugShadow(doc, w, h, transform);
  body += `<g ${transform}>${drawRug(doc, { style: direction.style, variant: direction.variant, palette: direction.palette, w, h, seed })}</g>`;
  return svgDocument(W, H, name, doc, body);
}

// ---------------------------------------------------------------------------------------------
// Home hero: overlapping rugs, subdued, with a dark gradient on the left for ivory type.

interface PlacedRug {
  direction: ArtDirection;
  /** Also the reuse key: a second placement with the same seed reuses the first drawing. */
  seed: string;
  w: number;
  h: number;
  x: number;
  y: number;
  rotate: number;
  detail?: number;
}

function placeRugs(doc: Doc, rugs: PlacedRug[]): string {
  let out = '';
  const drawn = new Map<string, string>();
  for (const rug of rugs) {
    const transform = `transform="translate(${f(rug.x)} ${f(rug.y)}) rotate(${f(rug.rotate)}) translate(${f(-rug.w / 2)} ${f(-rug.h / 2)})"`;
    let ref = drawn.get(rug.seed);
    if (!ref) {
      const art = drawRug(doc, {
        style: rug.direction.style,
        variant: rug.direction.variant,
        palette: rug.direction.palette,
        w: rug.w,
        h: rug.h,
        seed: rug.seed,
        detail: rug.detail ?? 1,
      });
      ref = addDef(doc, 'rug', (id) => `<g id="${id}">${art}</g>`);
      drawn.set(rug.seed, ref);
    }
    out += rugShadow(doc, rug.w, rug.h, transform, 1.2);
    out += `<use href="#${ref}" ${transform}/>`;
  }
  return out;
}

export function heroScene(): string {
  const W = 1600;
  const H = 900;
  const doc = createDoc('h');
  const rng = createRng('home-hero');
  let body = drawFloor(doc, W, H, 'walnut', rng, 2.1);
  const heritage: ArtDirection = { style: 'heritage', variant: 'curvilinear', palette: STYLE_PALETTES.heritage[0] as Palette, floor: 'walnut', tilt: 0 };
  const kilim: ArtDirection = { style: 'kilim', variant: 'medallions', palette: STYLE_PALETTES.kilim[1] as Palette, floor: 'walnut', tilt: 0 };
  // The two rugs under the dark veil on the left reuse the drawings of the two in full view.
  body += placeRugs(doc, [
    { direction: kilim, seed: 'hero-kilim', w: 620, h: 400, x: 250, y: 90, rotate: -17 },
    { direction: heritage, seed: 'hero-heritage', w: 880, h: 600, x: 240, y: 800, rotate: 11, detail: 0.3 },
    { direction: heritage, seed: 'hero-heritage', w: 880, h: 600, x: 1130, y: 400, rotate: -6, detail: 0.3 },
    { direction: kilim, seed: 'hero-kilim', w: 620, h: 400, x: 1400, y: 790, rotate: 10 },
  ]);
  const veil = addDef(
    doc,
    'v',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#170e09" stop-opacity=".97"/>` +
      `<stop offset=".3" stop-color="#1d130d" stop-opacity=".92"/><stop offset=".46" stop-color="#1d130d" stop-opacity=".62"/>` +
      `<stop offset=".66" stop-color="#1d130d" stop-opacity=".14"/><stop offset="1" stop-color="#1d130d" stop-opacity="0"/></linearGradient>`,
  );
  const shade = addDef(
    doc,
    'v',
    (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#1d130d" stop-opacity="0"/><stop offset="1" stop-color="#1d130d" stop-opacity=".45"/></linearGradient>`,
  );
  body += rect(0, 0, W, H, '#1d130d', 'opacity=".3"');
  body += rect(0, 0, W, H, `url(#${shade})`);
  body += rect(0, 0, W, H, `url(#${veil})`);
  return svgDocument(W, H, 'Hand-knotted, woven and natural-fibre rugs layered on a walnut floor', doc, body);
}

// ---------------------------------------------------------------------------------------------
// Social card: a rug on an oak floor above a woven brand band.

export function ogScene(): string {
  const W = 1200;
  const H = 630;
  const doc = createDoc('o');
  const rng = createRng('og-default');
  let body = drawFloor(doc, W, H, 'honey', rng, 1.2);
  body += placeRugs(doc, [
    { direction: { style: 'heritage', variant: 'curvilinear', palette: STYLE_PALETTES.heritage[1] as Palette, floor: 'honey', tilt: 0 }, seed: 'og-heritage', w: 700, h: 440, x: 600, y: 272, rotate: -2.5 },
  ]);
  // Brand band: madder ground, saffron rules, repeating rosettes and diamonds.
  const bandY = H - 78;
  const bandH = 78;
  const t = 52;
  const tile = addDef(
    doc,
    'p',
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${f(W / 2 - t / 2)}" y="${f(bandY)}" width="${t}" height="${bandH}">` +
      pathEl(flowerSub(t / 2, bandH / 2, 15, 8, 0.42, 0, 0.72), BRAND.saffron) +
      pathEl(flowerSub(t / 2, bandH / 2, 9, 8, 0.5, Math.PI / 8), BRAND.ivory) +
      pathEl(dotSub(t / 2, bandH / 2, 3.2), BRAND.madder) +
      pathEl(diamondSub(0, bandH / 2, 5, 7) + diamondSub(t, bandH / 2, 5, 7), BRAND.sage) +
      `</pattern>`,
  );
  body += rect(0, bandY, W, bandH, BRAND.madderDeep);
  body += rect(0, bandY + 8, W, bandH - 16, BRAND.madder);
  body += rect(0, bandY + 8, W, bandH - 16, `url(#${tile})`);
  body += rect(0, bandY + 6, W, 2.5, BRAND.saffron) + rect(0, bandY + bandH - 8.5, W, 2.5, BRAND.saffron);
  body += rect(0, bandY - 4, W, 4, '#1a0f08', 'opacity=".25"');
  return svgDocument(W, H, 'Illustration of a hand-knotted rug above a woven madder band', doc, body);
}

// ---------------------------------------------------------------------------------------------
// Favicon: a small rug medallion in madder and saffron.

export function faviconSvg(): string {
  const doc = createDoc('i');
  let fringe = '';
  for (let x = 17; x <= 47.1; x += 3) fringe += `M${f(x)} 2.5V7.5M${f(x)} 56.5V61.5`;
  const body =
    pathEl(fringe, 'none', `stroke="#e8c77f" stroke-width="1.4" stroke-linecap="round"`) +
    `<rect x="13" y="7" width="38" height="50" rx="2.5" fill="${BRAND.madder}"/>` +
    `<rect x="17.5" y="11.5" width="29" height="41" rx="1" fill="none" stroke="${BRAND.saffron}" stroke-width="2.6"/>` +
    pathEl(diamondSub(32, 32, 9.5, 13.5), BRAND.saffron) +
    pathEl(diamondSub(32, 32, 4.5, 6.5), BRAND.madder) +
    pathEl(dotSub(32, 32, 1.7), BRAND.saffron) +
    pathEl(diamondSub(32, 16.8, 1.8, 2) + diamondSub(32, 47.2, 1.8, 2), BRAND.saffron) +
    pathEl('M21 15h4.5l-4.5 4.5zM43 15h-4.5l4.5 4.5zM21 49h4.5l-4.5-4.5zM43 49h-4.5l4.5-4.5z', BRAND.saffron);
  return svgDocument(64, 64, 'Rug medallion mark', doc, body);
}

// ---------------------------------------------------------------------------------------------
// Blog illustrations: flat interiors with a rug in perspective.

type Pt = [number, number];

/** Bilinear point inside a quad given as [top-left, top-right, bottom-right, bottom-left]. */
function quadPoint(q: [Pt, Pt, Pt, Pt], u: number, v: number): Pt {
  const [tl, tr, br, bl] = q;
  const top: Pt = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
  const bot: Pt = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
  return [top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v];
}

function quadPath(q: [Pt, Pt, Pt, Pt], points: Array<[number, number]>): string {
  return `M${points.map(([u, v]) => quadPoint(q, u, v).map(f).join(' ')).join(' ')}z`;
}

function insetQuad(q: [Pt, Pt, Pt, Pt], du: number, dv: number): string {
  return quadPath(q, [
    [du, dv],
    [1 - du, dv],
    [1 - du, 1 - dv],
    [du, 1 - dv],
  ]);
}

/** Fringe along the front and back edges of a rug drawn in perspective. */
function quadFringe(q: [Pt, Pt, Pt, Pt], count: number, backLen: number, frontLen: number): string {
  let d = '';
  for (let i = 0; i <= count; i++) {
    const u = 0.02 + (0.96 * i) / count;
    const [bx, by] = quadPoint(q, u, 0);
    const [fx, fy] = quadPoint(q, u, 1);
    d += `M${f(bx)} ${f(by)}v${f(-backLen)}M${f(fx)} ${f(fy)}v${f(frontLen)}`;
  }
  return d;
}

function roomShell(doc: Doc, wall: string, floorTone: string, horizon: number): string {
  const W = 800;
  const H = 600;
  const wallLight = addDef(
    doc,
    'g',
    (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="#fff8ea" stop-opacity=".35"/><stop offset=".6" stop-color="#fff8ea" stop-opacity="0"/><stop offset="1" stop-color="#2a1a10" stop-opacity=".12"/></linearGradient>`,
  );
  let out = rect(0, 0, W, horizon, wall) + rect(0, 0, W, horizon, `url(#${wallLight})`);
  out += rect(0, horizon, W, H - horizon, floorTone);
  // Floorboards converging towards a vanishing point above the room.
  let boards = '';
  for (let x = -600; x <= 1400; x += 48) {
    const topX = 400 + (x - 400) * 0.42;
    boards += `M${f(topX)} ${horizon}L${f(x)} ${H}`;
  }
  let rows = '';
  for (let k = 1; k < 9; k++) {
    const y = horizon + (H - horizon) * Math.pow(k / 9, 1.6);
    rows += `M0 ${f(y)}H${W}`;
  }
  out += pathEl(boards, 'none', `stroke="#3b2417" stroke-opacity=".22" stroke-width="1.2"`);
  out += pathEl(rows, 'none', `stroke="#3b2417" stroke-opacity=".08" stroke-width="1"`);
  const floorShade = addDef(
    doc,
    'g',
    (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1a10" stop-opacity=".28"/><stop offset=".4" stop-color="#2a1a10" stop-opacity="0"/><stop offset="1" stop-color="#2a1a10" stop-opacity=".18"/></linearGradient>`,
  );
  out += rect(0, horizon, W, H - horizon, `url(#${floorShade})`);
  // Skirting board.
  out += rect(0, horizon - 14, W, 14, '#f4eddf') + rect(0, horizon - 14, W, 2, '#ffffff', 'opacity=".6"') + rect(0, horizon - 1.5, W, 1.5, '#3b2417', 'opacity=".25"');
  return out;
}

export function homeValueScene(): string {
  const doc = createDoc('v');
  const horizon = 404;
  let body = roomShell(doc, '#e6dcc6', '#b3865a', horizon);

  // Tall window with soft daylight.
  body += rect(48, 58, 132, 292, '#f4eddf') + rect(58, 68, 112, 272, '#cdd7cd');
  body += rect(58, 68, 112, 272, '#fff', 'opacity=".25"') + pathEl('M114 68V340M58 204H170', 'none', 'stroke="#f4eddf" stroke-width="6"');
  body += pathEl('M58 68L170 68 170 140 58 250z', '#fff', 'opacity=".18"');
  body += pathEl(`M60 ${horizon}L178 ${horizon}L300 600L60 600z`, '#fff6e2', 'opacity=".1"');

  // Framed chart above the sofa: bars and a rising line.
  body += rect(306, 92, 188, 128, BRAND.walnut) + rect(314, 100, 172, 112, '#f6f0e4');
  const bars: Array<[number, number, string]> = [
    [336, 34, BRAND.sage],
    [366, 48, '#c6b79a'],
    [396, 62, BRAND.saffron],
    [426, 80, BRAND.madder],
  ];
  for (const [x, hgt, colour] of bars) body += rect(x, 196 - hgt, 20, hgt, colour);
  body += pathEl('M330 196H470', 'none', `stroke="${BRAND.walnut}" stroke-width="1.5"`);
  body += pathEl('M334 172L372 158L402 146L444 118', 'none', `stroke="${BRAND.indigo}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`);
  body += pathEl('M446 110l6 12l-14 -1z', BRAND.indigo);

  // Sofa silhouette in indigo with saffron and madder cushions.
  const sofa = BRAND.indigo;
  body += `<ellipse cx="400" cy="${horizon + 2}" rx="230" ry="10" fill="#2a1a10" opacity=".22"/>`;
  body += `<rect x="218" y="248" width="364" height="100" rx="20" fill="${sofa}"/>`;
  body += `<rect x="206" y="318" width="388" height="56" rx="12" fill="#2e4470"/>`;
  body += pathEl('M400 322V372', 'none', 'stroke="#1c2a48" stroke-width="2"');
  body += `<rect x="184" y="282" width="58" height="108" rx="24" fill="${sofa}"/><rect x="558" y="282" width="58" height="108" rx="24" fill="${sofa}"/>`;
  body += `<rect x="196" y="362" width="408" height="32" rx="8" fill="#1f2f50"/>`;
  body += rect(214, 392, 8, 12, BRAND.walnutDeep) + rect(578, 392, 8, 12, BRAND.walnutDeep);
  body += `<rect x="250" y="276" width="62" height="52" rx="12" fill="${BRAND.saffron}" transform="rotate(-8 281 302)"/>`;
  body += `<rect x="490" y="278" width="60" height="50" rx="12" fill="${BRAND.madder}" transform="rotate(7 520 303)"/>`;
  body += pathEl('M258 300l48 -6M496 298l46 6', 'none', 'stroke="#fff" stroke-opacity=".25" stroke-width="2"');

  // Side table and lamp.
  body += rect(640, 330, 66, 8, BRAND.walnut) + rect(646, 338, 5, 64, BRAND.walnut) + rect(695, 338, 5, 64, BRAND.walnut);
  body += rect(670, 290, 6, 40, '#3b2a1e') + pathEl('M650 250h46l10 42h-66z', '#efe1c2');
  body += `<ellipse cx="673" cy="292" rx="34" ry="4" fill="${BRAND.saffron}" opacity=".5"/>`;

  // Potted plant.
  body += pathEl('M92 352h52l-7 50h-38z', '#a0573a');
  const leaves: Array<[number, number, number]> = [
    [118, 350, -100],
    [118, 350, -70],
    [118, 350, -130],
    [118, 350, -45],
    [118, 350, -155],
    [118, 350, -85],
  ];
  leaves.forEach(([x, y, a], i) => {
    const len = 70 - (i % 3) * 12;
    body += `<path d="M0 0Q${len * 0.5} -14 ${len} 0Q${len * 0.5} 14 0 0z" fill="${i % 2 ? BRAND.sage : '#6f8060'}" transform="translate(${x} ${y}) rotate(${a})"/>`;
  });

  // The rug, in perspective.
  const q: [Pt, Pt, Pt, Pt] = [
    [232, 424],
    [568, 424],
    [716, 574],
    [84, 574],
  ];
  body += pathEl(insetQuad(q, 0, 0), '#2a1a10', 'opacity=".25" transform="translate(4 6)"');
  body += pathEl(quadFringe(q, 60, 6, 10), 'none', `stroke="#efe4cc" stroke-width="2" stroke-linecap="round"`);
  body += pathEl(insetQuad(q, 0, 0), BRAND.indigo);
  body += pathEl(insetQuad(q, 0.025, 0.05), '#efe4cc');
  body += pathEl(insetQuad(q, 0.04, 0.08), BRAND.indigo);
  // Border rosettes.
  let dots = '';
  for (let i = 0; i <= 14; i++) {
    const u = 0.07 + (0.86 * i) / 14;
    for (const v of [0.11, 0.89]) {
      const [x, y] = quadPoint(q, u, v);
      dots += `M${f(x - 4)} ${f(y)}l4 -2.4l4 2.4l-4 2.4z`;
    }
  }
  for (let j = 1; j < 6; j++) {
    const v = 0.11 + (0.78 * j) / 6;
    for (const u of [0.06, 0.94]) {
      const [x, y] = quadPoint(q, u, v);
      dots += `M${f(x - 4)} ${f(y)}l4 -2.4l4 2.4l-4 2.4z`;
    }
  }
  body += pathEl(dots, BRAND.saffron);
  body += pathEl(insetQuad(q, 0.085, 0.17), BRAND.saffron);
  body += pathEl(insetQuad(q, 0.095, 0.19), BRAND.madder);
  body += pathEl(
    quadPath(q, [
      [0.5, 0.3],
      [0.7, 0.5],
      [0.5, 0.7],
      [0.3, 0.5],
    ]),
    '#efe4cc',
  );
  body += pathEl(
    quadPath(q, [
      [0.5, 0.35],
      [0.65, 0.5],
      [0.5, 0.65],
      [0.35, 0.5],
    ]),
    BRAND.indigo,
  );
  body += pathEl(
    quadPath(q, [
      [0.5, 0.42],
      [0.57, 0.5],
      [0.5, 0.58],
      [0.43, 0.5],
    ]),
    BRAND.saffron,
  );
  for (const [u, v] of [
    [0.095, 0.19],
    [0.905, 0.19],
    [0.905, 0.81],
    [0.095, 0.81],
  ] as Array<[number, number]>) {
    const su = u < 0.5 ? 1 : -1;
    const sv = v < 0.5 ? 1 : -1;
    body += pathEl(
      quadPath(q, [
        [u, v],
        [u + su * 0.12, v],
        [u, v + sv * 0.2],
      ]),
      BRAND.indigo,
      'opacity=".85"',
    );
  }
  const grain = addDef(
    doc,
    'f',
    (id) =>
      `<filter id="${id}" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1.4 0 0 0 -.6"/></filter>`,
  );
  const clip = addDef(doc, 'c', (id) => `<clipPath id="${id}"><path d="${insetQuad(q, 0, 0)}"/></clipPath>`);
  body += `<g clip-path="url(#${clip})">${rect(80, 420, 640, 160, '#000', `filter="url(#${grain})" opacity=".35"`)}</g>`;
  return svgDocument(800, 600, 'Illustration of a staged living room with a sofa, a bordered rug and a rising chart on the wall', doc, body);
}

export function petHealthScene(): string {
  const doc = createDoc('d');
  const horizon = 396;
  let body = roomShell(doc, '#ece4d3', '#b68a60', horizon);
  // Sage wainscot panelling.
  body += rect(0, 250, 800, horizon - 264, '#a4ae94') + rect(0, 250, 800, 6, '#b8c1a9');
  let panels = '';
  for (let x = 24; x < 800; x += 128) panels += `M${x} 274h104v${horizon - 304}h-104z`;
  body += pathEl(panels, 'none', 'stroke="#8a957a" stroke-width="2"');
  body += pathEl(panels, 'none', 'stroke="#c4ccb6" stroke-width="1" transform="translate(1.5 1.5)" opacity=".7"');
  // Arched window and two small framed prints.
  body += pathEl('M62 250V120A64 64 0 0 1 190 120V250z', '#f4eddf');
  body += pathEl('M72 250V122A54 54 0 0 1 180 122V250z', '#cbd6cf');
  body += pathEl('M72 250V122A54 54 0 0 1 180 122V150L72 230z', '#fff', 'opacity=".25"');
  body += pathEl('M126 68V250M72 160H180', 'none', 'stroke="#f4eddf" stroke-width="5"');
  body += rect(56, 246, 140, 8, '#f4eddf');
  body += rect(300, 84, 104, 128, BRAND.walnut) + rect(307, 91, 90, 114, '#f6f0e4');
  let sprig = pathEl('M352 192V112', 'none', `stroke="#6f8060" stroke-width="2"`);
  for (let i = 0; i < 5; i++) {
    const y = 120 + i * 15;
    sprig += `<path d="M0 0Q9 -7 20 -2Q9 3 0 0z" fill="${i % 2 ? BRAND.sage : '#6f8060'}" transform="translate(352 ${y}) rotate(-20)"/>`;
    sprig += `<path d="M0 0Q9 -7 20 -2Q9 3 0 0z" fill="${i % 2 ? '#6f8060' : BRAND.sage}" transform="translate(352 ${y + 6}) scale(-1 1) rotate(-20)"/>`;
  }
  body += sprig;
  body += rect(428, 106, 96, 96, BRAND.walnut) + rect(435, 113, 82, 82, '#f6f0e4') + rect(445, 123, 62, 62, BRAND.madder);
  body += pathEl(diamondSub(476, 154, 22, 22), BRAND.saffron) + pathEl(diamondSub(476, 154, 10, 10), BRAND.indigo) + pathEl(dotSub(476, 154, 3), '#f6f0e4');
  // Window light across the floor.
  body += pathEl(`M40 ${horizon}L200 ${horizon}L330 600L40 600z`, '#fff6e2', 'opacity=".1"');

  // Natural-fibre rug in perspective with basketweave texture.
  const q: [Pt, Pt, Pt, Pt] = [
    [196, 420],
    [604, 420],
    [748, 582],
    [52, 582],
  ];
  const c = 9;
  const weave = addDef(doc, 'p', (id) => {
    const bar = c / 3;
    let dark = '';
    let lite = '';
    const cell = (x0: number, y0: number, horizontal: boolean) => {
      for (let k = 0; k < 3; k++) {
        if (horizontal) {
          dark += `M${f(x0 + 0.6)} ${f(y0 + k * bar + bar * 0.8)}h${f(c - 1.2)}`;
          lite += `M${f(x0 + 1)} ${f(y0 + k * bar + bar * 0.3)}h${f(c - 2)}`;
        } else {
          dark += `M${f(x0 + k * bar + bar * 0.8)} ${f(y0 + 0.6)}v${f(c - 1.2)}`;
          lite += `M${f(x0 + k * bar + bar * 0.3)} ${f(y0 + 1)}v${f(c - 2)}`;
        }
      }
    };
    cell(0, 0, true);
    cell(c, 0, false);
    cell(0, c, false);
    cell(c, c, true);
    return (
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${2 * c}" height="${2 * c}" patternTransform="scale(1 .55)">` +
      pathEl(dark, 'none', 'stroke="#6d5233" stroke-opacity=".45" stroke-width="1.2" stroke-linecap="round"') +
      pathEl(lite, 'none', 'stroke="#f3e3c2" stroke-opacity=".45" stroke-width="1" stroke-linecap="round"') +
      `</pattern>`
    );
  });
  body += pathEl(insetQuad(q, 0, 0), '#2a1a10', 'opacity=".22" transform="translate(4 6)"');
  body += pathEl(quadFringe(q, 70, 5, 8), 'none', 'stroke="#d9c196" stroke-width="2" stroke-linecap="round"');
  body += pathEl(insetQuad(q, 0, 0), BRAND.walnut);
  body += pathEl(insetQuad(q, 0.03, 0.07), '#c6a371');
  body += pathEl(insetQuad(q, 0.03, 0.07), `url(#${weave})`);
  body += pathEl(insetQuad(q, 0.075, 0.17), 'none', `stroke="#efe4cc" stroke-opacity=".75" stroke-width="3" stroke-dasharray="10 7"`);

  // Dog resting on the rug (deep walnut silhouette with a saffron collar).
  const dog = '#3a271b';
  const dogParts = [
    `<ellipse cx="430" cy="484" rx="94" ry="40"/>`,
    `<ellipse cx="500" cy="484" rx="50" ry="42"/>`,
    `<ellipse cx="472" cy="518" rx="44" ry="9"/>`,
    `<ellipse cx="352" cy="478" rx="46" ry="42"/>`,
    `<rect x="262" y="506" width="96" height="16" rx="8"/>`,
    `<rect x="276" y="496" width="78" height="15" rx="7.5"/>`,
    `<path d="M320 470C318 440 322 420 330 404L372 414C378 436 384 456 388 476z"/>`,
    `<ellipse cx="334" cy="404" rx="32" ry="27"/>`,
    `<path d="M310 396C296 398 282 404 274 412C270 418 272 426 280 428L318 430z"/>`,
    `<path d="M544 470C578 462 596 480 600 508" fill="none" stroke="${dog}" stroke-width="11" stroke-linecap="round"/>`,
  ].join('');
  body += `<ellipse cx="430" cy="524" rx="190" ry="10" fill="#2a1a10" opacity=".25"/>`;
  body += `<g fill="${dog}">${dogParts}</g>`;
  body += `<path d="M348 392C362 396 366 416 360 438C352 444 344 440 342 430C340 414 340 400 348 392z" fill="#2a1b12"/>`;
  body += pathEl(dotSub(276, 414, 4.2), '#1e130c');
  body += pathEl('M318 400q6 -3 11 0', 'none', 'stroke="#d9c196" stroke-opacity=".7" stroke-width="1.6" stroke-linecap="round"');
  body += `<path d="M330 436L372 430L376 442L334 450z" fill="${BRAND.saffron}"/>`;
  body += pathEl(dotSub(352, 450, 3.5), '#e8c35f');

  // Cat sitting on the corner of the rug.
  const cat = '#51382a';
  body += `<ellipse cx="640" cy="552" rx="44" ry="7" fill="#2a1a10" opacity=".22"/>`;
  body += `<g fill="${cat}">` +
    `<path d="M612 548C604 520 608 494 624 478C640 470 654 480 658 500C664 522 664 538 660 550z"/>` +
    `<ellipse cx="646" cy="536" rx="26" ry="16"/>` +
    `<circle cx="622" cy="466" r="19"/>` +
    `<path d="M606 458L604 436L620 450zM626 448L638 432L640 456z"/>` +
    `<rect x="612" y="512" width="9" height="40" rx="4.5"/>` +
    `</g>`;
  body += pathEl('M664 546C690 548 694 528 684 516', 'none', `stroke="${cat}" stroke-width="8" stroke-linecap="round"`);
  body += pathEl('M612 466q4 -2 8 0M626 466q4 -2 8 0', 'none', 'stroke="#d9c196" stroke-opacity=".7" stroke-width="1.4" stroke-linecap="round"');

  // A small potted fern on the floor for depth.
  body += pathEl('M694 372h44l-6 34h-32z', '#a0573a');
  for (let i = 0; i < 7; i++) {
    const a = -160 + i * 23;
    body += `<path d="M0 0Q24 -9 52 0Q24 9 0 0z" fill="${i % 2 ? BRAND.sage : '#6f8060'}" transform="translate(716 372) rotate(${a})"/>`;
  }
  return svgDocument(800, 600, 'Illustration of a dog and a cat resting on a natural-fibre jute rug', doc, body);
}
