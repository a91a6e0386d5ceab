// Draws one rug, seen from above, in its own coordinate space: the pile spans (0,0)-(w,h) with the
// long side horizontal and the fringe hanging off the short ends (x < 0 and x > w).
import type { Doc, Rng } from './svg.ts';
import {
  addDef,
  at,
  clamp,
  createRng,
  diamondSub,
  dotSub,
  ellipseSub,
  f,
  f2,
  flowerSub,
  insetRect,
  leafSub,
  luminance,
  mix,
  pathEl,
  polarSub,
  rect,
  scallop,
  shade,
  sharedDef,
  starSub,
  steppedDiamondSub,
  superRadius,
  use,
} from './svg.ts';

export type RugStyle = 'heritage' | 'luxury-wool' | 'neutral-modern' | 'pet-safe' | 'kilim';

export const STYLE_VARIANTS: Record<RugStyle, readonly string[]> = {
  heritage: ['curvilinear', 'geometric', 'open'],
  'luxury-wool': ['ogee', 'trellis', 'medallion', 'graduated', 'plain'],
  'neutral-modern': ['stripes', 'rib', 'heather', 'plain'],
  'pet-safe': ['jute', 'berber', 'dhurrie', 'boucle', 'herringbone'],
  kilim: ['medallions', 'bands', 'stars'],
};

/** Colour roles; each style decides how to spend them. */
export interface Palette {
  field: string;
  fieldAlt: string;
  border: string;
  accent: string;
  accent2: string;
  light: string;
  dark: string;
  fringe: string;
}

export interface RugSpec {
  style: RugStyle;
  variant: string;
  palette: Palette;
  w: number;
  h: number;
  seed: string;
  /** 1 for full detail; lower values thin out scattered ornament (used in busy compositions). */
  detail?: number;
}

type StripDrawer = (length: number, band: number) => string;

/**
 * Border band made of four strips running between the corner centres. Strip coordinates: x along
 * the band, y across it, from -band/2 (rug edge) to +band/2 (towards the field).
 */
function borderStrips(doc: Doc, w: number, h: number, inset: number, band: number, draw: StripDrawer, corner = ''): string {
  const c = inset + band / 2;
  const longId = addDef(doc, 'b', (id) => `<g id="${id}">${draw(w - 2 * c, band)}</g>`);
  const shortId = addDef(doc, 'b', (id) => `<g id="${id}">${draw(h - 2 * c, band)}</g>`);
  let out = use(shortId, `transform="translate(${f(w - c)} ${f(c)}) rotate(90)"`);
  out += use(shortId, `transform="translate(${f(c)} ${f(h - c)}) rotate(-90)"`);
  out += use(longId, `transform="translate(${f(c)} ${f(c)})"`);
  out += use(longId, `transform="translate(${f(w - c)} ${f(h - c)}) rotate(180)"`);
  if (corner) {
    const corners: Array<[number, number]> = [
      [c, c],
      [w - c, c],
      [w - c, h - c],
      [c, h - c],
    ];
    for (const [x, y] of corners) out += use(corner, `x="${f(x)}" y="${f(y)}"`);
  }
  return out;
}

function evenCount(length: number, spacing: number, min = 2): number {
  let n = Math.max(min, Math.round(length / spacing));
  if (n % 2) n += 1;
  return n;
}

/**
 * Strip whose motif repeats evenly: drawn as one <pattern> tile (motif centred in the tile), so a
 * long band of small ornaments costs a few hundred bytes. Tile coordinates: (0,0) top-left,
 * motif centre at (s/2, band/2).
 */
function repeatStrip(doc: Doc, spacing: number, tile: (s: number, band: number) => string): StripDrawer {
  return (len, band) => {
    const n = Math.max(1, Math.round(len / (band * spacing)));
    const s = len / n;
    const pid = addDef(
      doc,
      'p',
      (id) => `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${f2(-s / 2)}" y="${f2(-band / 2)}" width="${f2(s)}" height="${f2(band)}">${tile(s, band)}</pattern>`,
    );
    // Clip to the band plus the corner squares, whatever the tile width.
    return rect(-band / 2, -band / 2, len + band, band, `url(#${pid})`);
  };
}

type GuardKind = 'diamond' | 'rosette' | 'dots' | 'chain';

function guardDrawer(doc: Doc, kind: GuardKind, ink: string, ink2: string): StripDrawer {
  return repeatStrip(doc, kind === 'chain' ? 1.6 : 1.3, (s, b) => {
    const cx = s / 2;
    const cy = b / 2;
    if (kind === 'diamond') {
      return pathEl(diamondSub(cx, cy, b * 0.3, b * 0.36), ink) + pathEl(dotSub(cx, cy, b * 0.09) + dotSub(0, cy, b * 0.1) + dotSub(s, cy, b * 0.1), ink2);
    }
    if (kind === 'rosette') {
      return pathEl(flowerSub(cx, cy, b * 0.4, 4, 0.6, Math.PI / 4, 0.8) + dotSub(0, cy, b * 0.08) + dotSub(s, cy, b * 0.08), ink) + pathEl(dotSub(cx, cy, b * 0.1), ink2);
    }
    if (kind === 'chain') {
      return (
        pathEl(`M0 ${f(cy)}H${f(s)}`, 'none', `stroke="${ink}" stroke-width="${f(b * 0.09)}"`) +
        pathEl(diamondSub(cx, cy, b * 0.34, b * 0.34), ink) +
        pathEl(diamondSub(cx, cy, b * 0.15, b * 0.15), ink2)
      );
    }
    return pathEl(dotSub(cx, cy, b * 0.15), ink) + pathEl(dotSub(0, cy, b * 0.08) + dotSub(s, cy, b * 0.08), ink2);
  });
}

// ---------------------------------------------------------------------------------------------
// Fringe, texture and light, shared by every style

type FringeKind = 'straight' | 'knotted' | 'short';

/**
 * Fringe on both short ends. The strands are one pattern tile (a dozen strands of uneven length,
 * or three knotted tassels) repeated down the end, with the right end a mirror of the left.
 */
function drawFringe(doc: Doc, spec: RugSpec, rng: Rng, kind: FringeKind): string {
  const { w, h, palette: p } = spec;
  const len = kind === 'short' ? clamp(w * 0.026, 6, 16) : clamp(w * 0.042, 9, 30);
  const endW = kind === 'short' ? len * 0.25 : len * 0.3;
  const sp = clamp(h / 92, 2.4, 4.4);
  const reach = len * 1.15 + 2;
  // Tile coordinates: x = reach is the rug end, strands hang towards x = 0.
  let d = '';
  let tileH: number;
  if (kind === 'knotted') {
    const group = 4;
    const gap = sp * group;
    const groups = 3;
    tileH = gap * groups;
    for (let g = 0; g < groups; g++) {
      const y = gap * (g + 0.5);
      const knotX = reach - len * 0.28;
      for (let j = 0; j < group; j++) {
        const sy = y + (j - (group - 1) / 2) * sp * 0.85;
        const ey = y + (j - (group - 1) / 2) * sp * 0.55 + rng.range(-0.6, 0.6);
        d += `M${f(reach + 1)} ${f(sy)}L${f(knotX)} ${f(y)}L${f(reach - len * rng.range(0.88, 1.1))} ${f(ey)}`;
      }
    }
  } else {
    const strands = 12;
    tileH = sp * strands;
    for (let i = 0; i < strands; i++) {
      const y = sp * (i + 0.5);
      d += `M${f(reach + 1)} ${f(y)}L${f(reach - len * rng.range(0.82, 1.1))} ${f(y + rng.range(-0.9, 0.9))}`;
    }
  }
  const sw = f(sp * (kind === 'knotted' ? 0.5 : 0.55));
  const tile = addDef(
    doc,
    'p',
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${f(-endW - reach)}" y="0" width="${f(reach)}" height="${f2(tileH)}">` +
      `<g fill="none" stroke-linecap="round" stroke-width="${sw}"><path d="${d}" stroke="#000" stroke-opacity=".22" transform="translate(.8 1.2)"/><path d="${d}" stroke="${p.fringe}"/></g></pattern>`,
  );
  const end = addDef(
    doc,
    'fe',
    (id) =>
      `<g id="${id}">${rect(-endW - reach, 0, reach, h, `url(#${tile})`)}` +
      rect(-endW, 0, endW + 1, h, shade(p.fringe, -0.05)) +
      pathEl(`M${f(-endW * 0.5)} 0V${f(h)}`, 'none', `stroke="${shade(p.fringe, -0.22)}" stroke-width=".8" stroke-dasharray="2 2"`) +
      `</g>`,
  );
  return use(end) + use(end, `transform="translate(${f(w)} 0) scale(-1 1)"`);
}

function grainFilter(doc: Doc, key: string, frequency: string, strength: number): string {
  return sharedDef(
    doc,
    `grain-${key}`,
    (id) =>
      `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="7" stitchTiles="stitch"/>` +
      `<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ${f2(strength)} 0 0 0 ${f2(-strength * 0.42)}"/></filter>`,
  );
}

function lightOverlay(doc: Doc, w: number, h: number): string {
  const grad = sharedDef(
    doc,
    'rug-light',
    (id) =>
      `<radialGradient id="${id}" cx=".42" cy=".38" r=".8">` +
      `<stop offset="0" stop-color="#fff" stop-opacity=".09"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity=".2"/></radialGradient>`,
  );
  return rect(0, 0, w, h, `url(#${grad})`);
}

function pileTexture(doc: Doc, spec: RugSpec, strength: number): string {
  const { w, h } = spec;
  const grain = grainFilter(doc, 'pile', '.9 .55', 1.6);
  return rect(0, 0, w, h, '#000', `filter="url(#${grain})" opacity="${f2(strength)}"`) + lightOverlay(doc, w, h);
}

/** Mirrored scatter positions (relative to the field centre) in the positive quadrant. */
function quadrantScatter(
  rng: Rng,
  halfW: number,
  halfH: number,
  count: number,
  minDist: number,
  blocked: (x: number, y: number) => boolean,
): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let attempt = 0; attempt < count * 60 && pts.length < count; attempt++) {
    const x = rng.range(minDist * 0.55, halfW - minDist * 0.6);
    const y = rng.range(minDist * 0.55, halfH - minDist * 0.6);
    if (blocked(x, y)) continue;
    if (pts.some(([px, py]) => Math.hypot(px - x, py - y) < minDist)) continue;
    if (x < minDist * 0.5 || y < minDist * 0.5) continue;
    pts.push([x, y]);
  }
  return pts;
}

function mirror4(cx: number, cy: number, pts: Array<[number, number]>, place: (x: number, y: number, sx: number, sy: number, i: number) => string): string {
  let out = '';
  pts.forEach(([x, y], i) => {
    out += place(cx + x, cy + y, 1, 1, i);
    out += place(cx - x, cy + y, -1, 1, i);
    out += place(cx + x, cy - y, 1, -1, i);
    out += place(cx - x, cy - y, -1, -1, i);
  });
  return out;
}

function clipRect(doc: Doc, x: number, y: number, w: number, h: number): string {
  return addDef(doc, 'c', (id) => `<clipPath id="${id}">${rect(x, y, w, h, '#000')}</clipPath>`);
}

// ---------------------------------------------------------------------------------------------
// Heritage: medallion and spandrels, guard borders, main border with vine and rosettes

function drawHeritage(doc: Doc, spec: RugSpec, rng: Rng): string {
  const { w, h, palette: p } = spec;
  const detail = spec.detail ?? 1;
  const geometric = spec.variant === 'geometric';
  const open = spec.variant === 'open';
  const u = h / 100;
  let out = rect(0, 0, w, h, p.dark);
  let inset = 1.1 * u;

  // Outer guard.
  const g1 = 3.4 * u;
  out += insetRect(w, h, inset, p.light);
  const guardKinds: GuardKind[] = geometric ? ['chain', 'diamond'] : ['rosette', 'diamond', 'dots'];
  out += borderStrips(doc, w, h, inset, g1, guardDrawer(doc, rng.pick(guardKinds), p.fieldAlt === p.light ? p.border : p.fieldAlt, p.accent2));
  inset += g1;
  out += insetRect(w, h, inset, p.accent);
  inset += 0.6 * u;

  // Main border.
  const band = (open ? 11 : 10) * u;
  out += insetRect(w, h, inset, p.border);
  const rosR = band * (open ? 0.38 : 0.33);
  const rosette = addDef(
    doc,
    'r',
    (id) =>
      `<g id="${id}">${pathEl(flowerSub(0, 0, rosR, 8, 0.42, 0, 0.72), p.accent)}` +
      `${pathEl(flowerSub(0, 0, rosR * 0.6, 8, 0.5, Math.PI / 8), p.light)}${pathEl(dotSub(0, 0, rosR * 0.22), p.fieldAlt === p.light ? p.field : p.fieldAlt)}</g>`,
  );
  const rosetteB = addDef(
    doc,
    'r',
    (id) =>
      `<g id="${id}">${pathEl(flowerSub(0, 0, rosR * 0.9, 6, 0.5, 0, 0.78), p.accent2)}` +
      `${pathEl(dotSub(0, 0, rosR * 0.34), p.light)}${pathEl(dotSub(0, 0, rosR * 0.16), p.accent)}</g>`,
  );
  const leaf = addDef(doc, 'l', (id) => `<path id="${id}" d="${leafSub(band * 0.26, band * 0.075)}" fill="${p.accent2}"/>`);
  const bud = addDef(doc, 'u', (id) => `<path id="${id}" d="${flowerSub(0, 0, band * 0.1, 3, 0.7, Math.PI / 2, 0.9)}" fill="${p.light}"/>`);
  const corner = addDef(
    doc,
    'k',
    (id) => `<g id="${id}">${pathEl(diamondSub(0, 0, band * 0.46, band * 0.46), p.light)}${use(rosette, 'transform="scale(1.12)"')}</g>`,
  );

  // Both main borders repeat with a period of two motifs, so each is one pattern tile.
  const vine = repeatStrip(doc, 2 * (open ? 1.7 : 1.32), (tw, b) => {
    const s = tw / 2;
    const cy = b / 2;
    const amp = b * 0.21;
    let o = pathEl(`M0 ${f(cy)}Q${f(s / 2)} ${f(cy + 2 * amp)} ${f(s)} ${f(cy)}T${f(tw)} ${f(cy)}`, 'none', `stroke="${p.light}" stroke-opacity=".75" stroke-width="${f(b * 0.045)}"`);
    for (const [px, sign] of [
      [s / 2, 1],
      [s * 1.5, -1],
    ] as Array<[number, number]>) {
      o += use(leaf, at(px, cy + sign * amp, sign * 90 - 40)) + use(leaf, at(px, cy + sign * amp, sign * 90 + 40));
      o += use(bud, at(px, cy - sign * b * 0.2, sign > 0 ? 180 : 0));
    }
    return o + use(rosetteB, at(0, cy)) + use(rosetteB, at(tw, cy)) + use(rosette, at(s, cy));
  });

  const angular = repeatStrip(doc, 2.4, (tw, b) => {
    const s = tw / 2;
    const cy = b / 2;
    let o = pathEl(`M0 ${f(cy)}H${f(tw)}`, 'none', `stroke="${p.light}" stroke-opacity=".6" stroke-width="${f(b * 0.05)}"`);
    o += pathEl(steppedDiamondSub(s, cy, 4, b * 0.085, b * 0.095), p.fieldAlt) + pathEl(steppedDiamondSub(s, cy, 2, b * 0.085, b * 0.095), p.light);
    o += pathEl(starSub(0, cy, b * 0.38, b * 0.2, 8) + starSub(tw, cy, b * 0.38, b * 0.2, 8), p.accent2) + pathEl(dotSub(0, cy, b * 0.1) + dotSub(tw, cy, b * 0.1), p.light);
    let ticks = '';
    for (const x of [s / 2, s * 1.5]) ticks += diamondSub(x, cy - b * 0.3, b * 0.07, b * 0.1) + diamondSub(x, cy + b * 0.3, b * 0.07, b * 0.1);
    return o + pathEl(ticks, p.accent);
  });
  out += borderStrips(doc, w, h, inset, band, geometric ? angular : vine, corner);
  inset += band;
  out += insetRect(w, h, inset, p.accent);
  inset += 0.6 * u;

  // Inner guard.
  const g2 = 2.8 * u;
  out += insetRect(w, h, inset, p.light);
  out += borderStrips(doc, w, h, inset, g2, guardDrawer(doc, geometric ? 'diamond' : 'dots', p.accent2, p.accent));
  inset += g2;
  out += insetRect(w, h, inset, p.dark);
  inset += 0.5 * u;

  // Field.
  const fx = inset;
  const fy = inset;
  const fw = w - 2 * inset;
  const fh = h - 2 * inset;
  const cx = fx + fw / 2;
  const cy = fy + fh / 2;
  const fieldClip = clipRect(doc, fx, fy, fw, fh);
  let field = rect(fx, fy, fw, fh, p.field);

  // All-over small pattern in the field ground.
  const t = fh * (open ? 0.16 : 0.115);
  const tile = addDef(doc, 'p', (id) => {
    const inner = geometric
      ? pathEl(diamondSub(t / 2, t / 2, t * 0.16, t * 0.2), p.accent2, 'opacity=".45"') + pathEl(dotSub(0, 0, t * 0.05) + dotSub(t, 0, t * 0.05) + dotSub(0, t, t * 0.05) + dotSub(t, t, t * 0.05), p.fieldAlt, 'opacity=".4"')
      : pathEl(flowerSub(t / 2, t / 2, t * 0.15, 4, 0.55, Math.PI / 4), p.accent2, `opacity="${open ? '.35' : '.45'}"`) +
        pathEl(dotSub(0, 0, t * 0.045) + dotSub(t, 0, t * 0.045) + dotSub(0, t, t * 0.045) + dotSub(t, t, t * 0.045), p.light, 'opacity=".5"');
    return `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${f(cx - t / 2)}" y="${f(cy - t / 2)}" width="${f(t)}" height="${f(t)}">${inner}</pattern>`;
  });
  field += rect(fx, fy, fw, fh, `url(#${tile})`);

  // Abrash: slow colour shifts across the weave.
  for (let i = 0, n = rng.int(2, 4); i < n; i++) {
    const bw = fw * rng.range(0.04, 0.14);
    field += rect(fx + rng.range(0, fw - bw), fy, bw, fh, rng.chance(0.5) ? '#000' : '#fff', `opacity="${f2(rng.range(0.03, 0.06))}"`);
  }

  const medA = fw * (open ? 0.23 : geometric ? 0.24 : 0.21);
  const medB = fh * (open ? 0.37 : geometric ? 0.39 : 0.35);
  const spA = fw * (open ? 0.17 : 0.2);
  const spB = fh * (open ? 0.28 : 0.33);

  if (geometric) {
    field += geometricMedallion(doc, p, cx, cy, medA, medB, fx, fy, fw, fh, spA, spB);
  } else {
    field += curvilinearMedallion(doc, rng, p, cx, cy, medA, medB, fx, fy, fw, fh, spA, spB, open);
  }

  // Mirrored sprays in the open field.
  const spray = addDef(doc, 'y', (id) => {
    if (geometric) {
      return `<g id="${id}">${pathEl(steppedDiamondSub(0, 0, 3, t * 0.06, t * 0.07), p.dark, 'opacity=".75"')}${pathEl(steppedDiamondSub(0, 0, 1, t * 0.06, t * 0.07), p.accent)}</g>`;
    }
    return (
      `<g id="${id}">${pathEl(leafSub(t * 0.34, t * 0.08), p.accent2, 'transform="rotate(-30)"')}${pathEl(leafSub(t * 0.34, t * 0.08), p.accent2, 'transform="rotate(-150)"')}` +
      `${pathEl(flowerSub(0, 0, t * 0.17, 6, 0.5), p.light)}${pathEl(dotSub(0, 0, t * 0.06), p.accent)}</g>`
    );
  });
  const spray2 = addDef(doc, 'y', (id) => {
    if (geometric) {
      return `<g id="${id}">${pathEl(starSub(0, 0, t * 0.2, t * 0.1, 8), p.fieldAlt)}${pathEl(dotSub(0, 0, t * 0.05), p.light)}</g>`;
    }
    return `<g id="${id}">${pathEl(flowerSub(0, 0, t * 0.2, 8, 0.45), p.fieldAlt === p.light ? p.border : p.fieldAlt, 'opacity=".85"')}${pathEl(dotSub(0, 0, t * 0.07), p.light)}</g>`;
  });
  const scatter = quadrantScatter(rng, fw / 2, fh / 2, Math.round((open ? 5 : 8) * detail), t * (open ? 1.5 : 1.05), (x, y) => {
    const theta = Math.atan2(y, x);
    const r = Math.hypot(x, y);
    if (r < superRadius(theta, medA, medB, 1.5) * 1.18 + t * 0.3) return true;
    if (y < t * 0.9 && x < medA * 1.55) return true;
    const qx = fw / 2 - x;
    const qy = fh / 2 - y;
    return Math.pow(qx / (spA * 1.15), 2) + Math.pow(qy / (spB * 1.15), 2) < 1;
  });
  field += mirror4(cx, cy, scatter, (x, y, sx, sy, i) => use(i % 3 === 2 ? spray2 : spray, at(x, y, 0, sx, sy)));

  // Even wear on antique pieces: paler, slightly flattened patches.
  if (geometric || open) {
    const wear = sharedDef(
      doc,
      'wear',
      (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="#f6ecd8" stop-opacity=".22"/><stop offset="1" stop-color="#f6ecd8" stop-opacity="0"/></radialGradient>`,
    );
    for (let i = 0; i < 3; i++) {
      field += `<ellipse cx="${f(fx + rng.range(0.15, 0.85) * fw)}" cy="${f(fy + rng.range(0.2, 0.8) * fh)}" rx="${f(fw * rng.range(0.1, 0.2))}" ry="${f(fh * rng.range(0.12, 0.25))}" fill="url(#${wear})"/>`;
    }
  }
  out += `<g clip-path="url(#${fieldClip})">${field}</g>`;
  return out + pileTexture(doc, spec, geometric || open ? 0.6 : 0.45);
}

function curvilinearMedallion(
  doc: Doc,
  rng: Rng,
  p: Palette,
  cx: number,
  cy: number,
  a: number,
  b: number,
  fx: number,
  fy: number,
  fw: number,
  fh: number,
  spA: number,
  spB: number,
  open: boolean,
): string {
  const lobes = rng.pick(open ? [12, 16] : [16, 20, 24]);
  const expo = open ? 1.9 : rng.pick([1.35, 1.55]);
  const medPath = polarSub(lobes * 6, (t) => superRadius(t, a, b, expo) * scallop(t, lobes, 0.075), 0, Math.PI * 2, false, a > 90);
  const med = addDef(doc, 'm', (id) => `<path id="${id}" d="${medPath}"/>`);
  const main = p.border;
  const inner = p.fieldAlt;
  let o = '';

  // Spandrels: quarter medallions tucked into the field corners.
  const spPath = polarSub(48, (t) => superRadius(t, spA, spB, 1.7) * scallop(t * 4, Math.round(lobes / 2), 0.07), 0, Math.PI / 2, true);
  const spShape = addDef(doc, 'q', (id) => `<path id="${id}" d="${spPath}"/>`);
  const sp = addDef(
    doc,
    'q',
    (id) =>
      `<g id="${id}">${use(spShape, `fill="${p.light}"`)}${use(spShape, `fill="${main}" transform="scale(.95)"`)}` +
      `${pathEl(flowerSub(0, 0, spB * 0.62, 16, 0.16, 0, 0.8), inner, 'opacity=".9"')}${pathEl(flowerSub(0, 0, spB * 0.34, 12, 0.22), p.accent)}` +
      `${pathEl(dotSub(spA * 0.56, spB * 0.5, spB * 0.045) + dotSub(spA * 0.8, spB * 0.2, spB * 0.04) + dotSub(spA * 0.24, spB * 0.74, spB * 0.04), p.light, 'opacity=".9"')}</g>`,
  );
  o += use(sp, at(fx, fy)) + use(sp, at(fx + fw, fy, 0, -1, 1)) + use(sp, at(fx + fw, fy + fh, 0, -1, -1)) + use(sp, at(fx, fy + fh, 0, 1, -1));

  // Pendants along the long axis.
  const pend = addDef(doc, 'n', (id) => {
    const pa = a * 0.16;
    const pb = b * 0.2;
    const shape = addDef(doc, 'n', (sid) => `<path id="${sid}" d="${polarSub(40, (t) => superRadius(t, pa, pb, 1.3) * scallop(t, 8, 0.1))}"/>`);
    return (
      `<g id="${id}">${pathEl(`M${f(-a * 0.1)} 0H${f(pa * 2.4)}`, 'none', `stroke="${p.light}" stroke-width="${f(b * 0.03)}"`)}` +
      `${use(shape, `fill="${p.light}" transform="translate(${f(pa)} 0) scale(1.12)"`)}${use(shape, `fill="${main}" transform="translate(${f(pa)} 0)"`)}` +
      `${pathEl(dotSub(pa, 0, pb * 0.32), p.accent)}${pathEl(diamondSub(pa * 2.45, 0, pb * 0.22, pb * 0.3), p.accent)}</g>`
    );
  });
  o += use(pend, at(cx + a * 0.98, cy)) + use(pend, at(cx - a * 0.98, cy, 0, -1, 1));

  o += use(med, `transform="translate(${f(cx)} ${f(cy)})" fill="${p.light}"`);
  o += use(med, `transform="translate(${f(cx)} ${f(cy)}) scale(.955)" fill="${main}"`);
  o += use(med, `transform="translate(${f(cx)} ${f(cy)}) scale(.72)" fill="${p.light}"`);
  o += use(med, `transform="translate(${f(cx)} ${f(cy)}) scale(.69)" fill="${inner}"`);

  // Ring of leaves and dots inside the inner field of the medallion.
  let leaves = '';
  let dots = '';
  const ringLeaf = addDef(doc, 'l', (id) => `<path id="${id}" d="${leafSub(b * 0.2, b * 0.055)}"/>`);
  for (let k = 0; k < 8; k++) {
    const theta = (k * Math.PI) / 4 + Math.PI / 8;
    const r = superRadius(theta, a, b, expo) * 0.69 * 0.62;
    const x = cx + r * Math.cos(theta);
    const y = cy + r * Math.sin(theta);
    leaves += use(ringLeaf, at(x, y, (theta * 180) / Math.PI - 12));
    const t2 = (k * Math.PI) / 4;
    const r2 = superRadius(t2, a, b, expo) * 0.69 * 0.78;
    dots += dotSub(cx + r2 * Math.cos(t2), cy + r2 * Math.sin(t2), b * 0.035);
  }
  o += `<g fill="${main}" opacity=".8">${leaves}</g>${pathEl(dots, p.accent)}`;

  // Central rosette.
  o += `<g ${at(cx, cy)}>${pathEl(flowerSub(0, 0, b * 0.3, 8, 0.42, 0, 0.72), p.field)}${pathEl(flowerSub(0, 0, b * 0.18, 8, 0.5, Math.PI / 8), p.accent)}${pathEl(dotSub(0, 0, b * 0.065), p.light)}</g>`;
  return o;
}

function geometricMedallion(
  doc: Doc,
  p: Palette,
  cx: number,
  cy: number,
  a: number,
  b: number,
  fx: number,
  fy: number,
  fw: number,
  fh: number,
  spA: number,
  spB: number,
): string {
  // Serrated, angular outline: alternate sample radii.
  const samples = 40;
  const pts: string[] = [];
  for (let i = 0; i < samples; i++) {
    const t = (i / samples) * Math.PI * 2;
    const r = superRadius(t, a, b, 1.12) * (i % 2 ? 0.9 : 1);
    pts.push(`${f(r * Math.cos(t))} ${f(r * Math.sin(t))}`);
  }
  const med = addDef(doc, 'm', (id) => `<path id="${id}" d="M${pts.join(' ')}z"/>`);
  let o = '';

  // Stepped spandrels.
  const steps = 7;
  const spandrel = (sa: number, sb: number): string => {
    let d = `M0 0H${f(sa)}`;
    for (let i = 0; i < steps; i++) d += `v${f(sb / steps)}h${f(-sa / steps)}`;
    return `${d}z`;
  };
  const sp = addDef(
    doc,
    'q',
    (id) =>
      `<g id="${id}">${pathEl(spandrel(spA * 1.06, spB * 1.06), p.light)}${pathEl(spandrel(spA, spB), p.accent2)}${pathEl(spandrel(spA * 0.6, spB * 0.6), p.fieldAlt)}` +
      `${pathEl(starSub(spA * 0.22, spB * 0.22, spB * 0.13, spB * 0.07, 8), p.light)}${pathEl(diamondSub(spA * 0.55, spB * 0.14, spB * 0.05, spB * 0.07) + diamondSub(spA * 0.14, spB * 0.55, spB * 0.05, spB * 0.07), p.light)}</g>`,
  );
  o += use(sp, at(fx, fy)) + use(sp, at(fx + fw, fy, 0, -1, 1)) + use(sp, at(fx + fw, fy + fh, 0, -1, -1)) + use(sp, at(fx, fy + fh, 0, 1, -1));

  // Pendants: stepped lozenges with a finial.
  const pdx = a * 0.05;
  const pdy = b * 0.06;
  const pend = addDef(
    doc,
    'n',
    (id) =>
      `<g id="${id}">${pathEl(`M0 0H${f(pdx * 9)}`, 'none', `stroke="${p.light}" stroke-width="${f(b * 0.035)}"`)}` +
      `${pathEl(steppedDiamondSub(pdx * 3, 0, 3, pdx * 1.05, pdy * 1.05), p.light)}${pathEl(steppedDiamondSub(pdx * 3, 0, 3, pdx, pdy), p.accent2)}` +
      `${pathEl(steppedDiamondSub(pdx * 3, 0, 1, pdx, pdy), p.fieldAlt)}${pathEl(steppedDiamondSub(pdx * 8.2, 0, 2, pdx * 0.7, pdy * 0.7), p.fieldAlt)}</g>`,
  );
  o += use(pend, at(cx + a * 0.96, cy)) + use(pend, at(cx - a * 0.96, cy, 0, -1, 1));

  const layer = (scale: number, fill: string) => use(med, `transform="translate(${f(cx)} ${f(cy)}) scale(${f2(scale)})" fill="${fill}"`);
  o += layer(1, p.light) + layer(0.95, p.fieldAlt) + layer(0.66, p.light) + layer(0.62, p.accent2) + layer(0.4, p.light) + layer(0.37, p.field);

  // Angular devices around the inner field and a central star.
  let marks = '';
  for (let k = 0; k < 8; k++) {
    const theta = (k * Math.PI) / 4;
    const r = superRadius(theta, a, b, 1.12) * 0.8;
    marks += steppedDiamondSub(cx + r * Math.cos(theta), cy + r * Math.sin(theta), 2, b * 0.03, b * 0.035);
  }
  o += pathEl(marks, p.accent);
  o += pathEl(starSub(cx, cy, b * 0.3, b * 0.17, 8), p.fieldAlt);
  o += pathEl(steppedDiamondSub(cx, cy, 2, b * 0.04, b * 0.05), p.accent);
  return o;
}

// ---------------------------------------------------------------------------------------------
// Luxury wool: rich solid field, tone-on-tone carved lattice, thick border

function drawLuxury(doc: Doc, spec: RugSpec, rng: Rng): string {
  const { w, h, palette: p, variant } = spec;
  const u = h / 100;
  const slim = variant === 'plain';
  let out = rect(0, 0, w, h, p.dark);
  let inset = 0.9 * u;
  const band = slim ? 6.5 * u : 13 * u;
  out += insetRect(w, h, inset, p.border);

  // Border motif, drawn tone-on-tone with a hint of the accent.
  const borderKind = slim ? 'slim' : variant === 'ogee' ? 'lozenge' : variant === 'graduated' ? 'key' : rng.pick(['chain', 'lozenge']);
  const keyStrip = repeatStrip(doc, 1, (s, b) => {
    const top = b * 0.26;
    const bot = b * 0.74;
    const hgt = bot - top;
    const d = `M0 ${f(bot)}V${f(top)}H${f(s * 0.78)}V${f(top + hgt * 0.68)}H${f(s * 0.3)}V${f(top + hgt * 0.36)}H${f(s * 0.52)}M0 ${f(bot)}H${f(s)}`;
    return (
      pathEl(d, 'none', `stroke="#000" stroke-opacity=".22" stroke-width="${f(b * 0.075)}" transform="translate(.7 1)"`) +
      pathEl(d, 'none', `stroke="${p.accent}" stroke-opacity=".55" stroke-width="${f(b * 0.06)}"`)
    );
  });
  const slimStrip = repeatStrip(doc, 1.1, (s, b) => pathEl(diamondSub(s / 2, b / 2, b * 0.16, b * 0.16), p.accent, 'opacity=".6"'));
  const chainStrip = repeatStrip(doc, 0.95, (s, b) => {
    const cy = b / 2;
    const d = ellipseSub(-s / 2, cy, s * 0.62, b * 0.24) + ellipseSub(s / 2, cy, s * 0.62, b * 0.24) + ellipseSub(s * 1.5, cy, s * 0.62, b * 0.24) + `M0 ${f(cy - b * 0.36)}H${f(s)}M0 ${f(cy + b * 0.36)}H${f(s)}`;
    return (
      pathEl(d, 'none', `stroke="#000" stroke-opacity=".2" stroke-width="${f(b * 0.07)}" transform="translate(.8 1.2)"`) +
      pathEl(d, 'none', `stroke="#fff" stroke-opacity=".16" stroke-width="${f(b * 0.06)}"`) +
      pathEl(dotSub(0, cy, b * 0.05) + dotSub(s, cy, b * 0.05), p.accent, 'opacity=".8"')
    );
  });
  const lozengeStrip = repeatStrip(doc, 0.95, (s, b) => {
    const cy = b / 2;
    const d = diamondSub(s / 2, cy, s * 0.42, b * 0.32);
    return (
      pathEl(d, '#000', 'opacity=".14" transform="translate(.8 1.2)"') +
      pathEl(d, '#fff', 'opacity=".09"') +
      pathEl(diamondSub(s / 2, cy, s * 0.14, b * 0.11), p.accent, 'opacity=".7"') +
      pathEl(`M0 ${f(cy - b * 0.42)}H${f(s)}M0 ${f(cy + b * 0.42)}H${f(s)}`, 'none', `stroke="#fff" stroke-opacity=".13" stroke-width="${f(b * 0.03)}"`)
    );
  });
  const strip: StripDrawer = (len, b) => {
    if (borderKind === 'slim') return slimStrip(len, b);
    if (borderKind === 'key') return keyStrip(len, b);
    return borderKind === 'chain' ? chainStrip(len, b) : lozengeStrip(len, b);
  };
  const corner = addDef(
    doc,
    'k',
    (id) => `<g id="${id}">${pathEl(diamondSub(0, 0, band * 0.3, band * 0.3), p.accent, 'opacity=".75"')}${pathEl(diamondSub(0, 0, band * 0.12, band * 0.12), p.border)}</g>`,
  );
  out += borderStrips(doc, w, h, inset, band, strip, slim ? '' : corner);
  inset += band;
  out += insetRect(w, h, inset, p.accent);
  inset += (slim ? 0.5 : 0.7) * u;
  if (!slim) {
    out += insetRect(w, h, inset, shade(p.border, 0.06));
    inset += 1.6 * u;
    out += insetRect(w, h, inset, p.accent, 'opacity=".6"');
    inset += 0.35 * u;
  }

  const fx = inset;
  const fy = inset;
  const fw = w - 2 * inset;
  const fh = h - 2 * inset;
  const cx = fx + fw / 2;
  const cy = fy + fh / 2;
  let field = '';
  if (variant === 'graduated') {
    // Graduated bands from charcoal to oatmeal; each band meets the next along a hand-knotted,
    // slightly ragged edge rather than a smooth digital gradient.
    const n = 11;
    field += rect(fx, fy, fw, fh, p.field);
    for (let i = 1; i < n; i++) {
      const x0 = fx + (fw * (i + 0.5)) / (n + 1);
      const colour = mix(p.field, p.fieldAlt, Math.pow(i / (n - 1), 0.9));
      let d = `M${f(fx + fw)} ${f(fy)}H${f(x0)}`;
      const stepY = u * 1.3;
      let offset = 0;
      for (let y = fy; y < fy + fh; y += stepY) {
        offset = clamp(offset + rng.range(-u * 0.7, u * 0.7), -u * 1.8, u * 1.8);
        d += `H${f(x0 + offset)}v${f(stepY)}`;
      }
      d += `H${f(fx + fw)}z`;
      field += pathEl(d, colour);
    }
  } else {
    field += rect(fx, fy, fw, fh, p.field);
  }
  // Abrash bands give the dyed wool some life.
  for (let i = 0, n = rng.int(3, 5); i < n; i++) {
    const bw = fw * rng.range(0.03, 0.12);
    field += rect(fx + rng.range(0, fw - bw), fy, bw, fh, rng.chance(0.55) ? '#000' : '#fff', `opacity="${f2(rng.range(0.025, variant === 'ogee' ? 0.07 : 0.05))}"`);
  }

  // Carved lattice.
  const kind = variant === 'trellis' || variant === 'plain' || variant === 'graduated' ? 'trellis' : 'ogee';
  const t = fh * (variant === 'graduated' ? 0.24 : kind === 'trellis' ? 0.14 : 0.2);
  const th = kind === 'ogee' ? t * 1.35 : t * 1.25;
  let latticeD = '';
  let knots = '';
  if (kind === 'ogee') {
    latticeD =
      `M${f(t / 2)} 0C${f(t / 2)} ${f(th * 0.28)} 0 ${f(th * 0.22)} 0 ${f(th / 2)}C0 ${f(th * 0.78)} ${f(t / 2)} ${f(th * 0.72)} ${f(t / 2)} ${f(th)}` +
      `M${f(t / 2)} 0C${f(t / 2)} ${f(th * 0.28)} ${f(t)} ${f(th * 0.22)} ${f(t)} ${f(th / 2)}C${f(t)} ${f(th * 0.78)} ${f(t / 2)} ${f(th * 0.72)} ${f(t / 2)} ${f(th)}`;
    knots = diamondSub(t / 2, 0, t * 0.05, t * 0.07) + diamondSub(t / 2, th, t * 0.05, t * 0.07) + diamondSub(0, th / 2, t * 0.05, t * 0.07) + diamondSub(t, th / 2, t * 0.05, t * 0.07);
  } else if (kind === 'trellis') {
    latticeD = `M0 0L${f(t)} ${f(th)}M${f(t)} 0L0 ${f(th)}`;
    knots = dotSub(t / 2, th / 2, t * 0.05) + dotSub(0, 0, t * 0.04) + dotSub(t, 0, t * 0.04) + dotSub(0, th, t * 0.04) + dotSub(t, th, t * 0.04);
  }
  // Carved effect: a shadow groove and a lit edge. On pale grounds the groove takes the
  // second colour so the lattice stays tone-on-tone instead of turning grey.
  const lightField = luminance(p.field) > 0.45;
  const strength = variant === 'plain' ? 0.6 : variant === 'graduated' ? 0.5 : 1;
  const groove = lightField ? shade(p.fieldAlt, -0.1) : '#000';
  const grooveOpacity = (lightField ? 0.45 : 0.2) * strength;
  const lit = lightField ? 0.55 : 0.13;
  const lattice = addDef(
    doc,
    'p',
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${f(cx - t / 2)}" y="${f(cy - th / 2)}" width="${f(t)}" height="${f(th)}">` +
      pathEl(latticeD, 'none', `stroke="${groove}" stroke-opacity="${f2(grooveOpacity)}" stroke-width="${f(u * 0.9)}" transform="translate(.7 1)"`) +
      pathEl(latticeD, 'none', `stroke="#fff" stroke-opacity="${f2(lit * strength)}" stroke-width="${f(u * 0.55)}"`) +
      pathEl(knots, lightField ? p.accent : '#fff', `opacity="${f2((lightField ? 0.5 : 0.14) * strength)}"`) +
      `</pattern>`,
  );
  field += rect(fx, fy, fw, fh, `url(#${lattice})`);

  if (variant === 'medallion') {
    // A classical medallion outlined in silk: celadon ground, gold highlights.
    const a = fw * 0.22;
    const b = fh * 0.36;
    const medPath = polarSub(160, (tt) => superRadius(tt, a, b, 1.6) * scallop(tt, 20, 0.06));
    const med = addDef(doc, 'm', (id) => `<path id="${id}" d="${medPath}"/>`);
    const tr = `translate(${f(cx)} ${f(cy)})`;
    field += use(med, `transform="${tr}" fill="${p.fieldAlt}" opacity=".9"`);
    field += use(med, `transform="${tr} scale(.9)" fill="none" stroke="${p.accent}" stroke-width="${f(u * 0.6)}"`);
    field += use(med, `transform="${tr} scale(.62)" fill="${p.field}"`);
    field += use(med, `transform="${tr} scale(.62)" fill="none" stroke="${p.accent}" stroke-width="${f(u * 0.5)}"`);
    field += pathEl(flowerSub(cx, cy, b * 0.36, 8, 0.38, 0, 0.7), p.fieldAlt);
    field += pathEl(flowerSub(cx, cy, b * 0.2, 8, 0.5, Math.PI / 8), p.accent);
    field += pathEl(dotSub(cx, cy, b * 0.06), p.light);
    const spA = fw * 0.17;
    const spB = fh * 0.27;
    const spPath = polarSub(40, (tt) => superRadius(tt, spA, spB, 1.6) * scallop(tt * 4, 10, 0.06), 0, Math.PI / 2, true);
    const sp = addDef(
      doc,
      'q',
      (id) =>
        `<g id="${id}"><path d="${spPath}" fill="${p.fieldAlt}" opacity=".9"/><path d="${spPath}" fill="none" stroke="${p.accent}" stroke-width="${f(u * 0.5)}" transform="scale(.86)"/>` +
        `${pathEl(flowerSub(0, 0, spB * 0.34, 12, 0.22), p.accent, 'opacity=".85"')}</g>`,
    );
    field += use(sp, at(fx, fy)) + use(sp, at(fx + fw, fy, 0, -1, 1)) + use(sp, at(fx + fw, fy + fh, 0, -1, -1)) + use(sp, at(fx, fy + fh, 0, 1, -1));
  }
  out += `<g clip-path="url(#${clipRect(doc, fx, fy, fw, fh)})">${field}</g>`;

  // Lustre: wool sheen raking across the pile.
  const sheen = sharedDef(
    doc,
    'sheen',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/>` +
      `<stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></linearGradient>`,
  );
  out += rect(0, 0, w, h, `url(#${sheen})`);
  return out + pileTexture(doc, spec, 0.42);
}

// ---------------------------------------------------------------------------------------------
// Neutral modern: soft stripes, offset blocks, low contrast

function drawNeutral(doc: Doc, spec: RugSpec, rng: Rng): string {
  const { w, h, palette: p, variant } = spec;
  const u = h / 100;
  let out = rect(0, 0, w, h, p.dark);
  let inset = 0.7 * u;
  const band = 4.2 * u;
  out += insetRect(w, h, inset, p.border);
  const ticks = repeatStrip(doc, 0.9, (s, b) => rect(s / 2 - b * 0.06, b * 0.26, b * 0.12, b * 0.48, p.light, 'opacity=".55"'));
  out += borderStrips(doc, w, h, inset, band, ticks);
  inset += band;
  out += insetRect(w, h, inset, p.light);
  inset += 0.5 * u;

  const fx = inset;
  const fy = inset;
  const fw = w - 2 * inset;
  const fh = h - 2 * inset;
  out += rect(fx, fy, fw, fh, p.field);
  const tones = [p.field, p.fieldAlt, p.light, mix(p.field, p.fieldAlt, 0.5), p.accent2];

  if (variant === 'stripes') {
    // Wide, hand-loomed stripes across the rug, each with soft, slightly uneven edges.
    let x = fx;
    let i = 0;
    const colours = [p.light, p.fieldAlt, p.field, p.accent2, mix(p.field, p.fieldAlt, 0.5)];
    while (x < fx + fw) {
      const sw = Math.min(fx + fw - x, fw * rng.range(0.07, 0.17));
      const colour = colours[i % colours.length] as string;
      out += rect(x, fy, sw + 0.5, fh, colour);
      if (rng.chance(0.45)) out += rect(x + sw * 0.5 - u * 0.35, fy, u * 0.7, fh, p.accent, 'opacity=".55"');
      x += sw;
      i += 1;
    }
    out += rect(fx + fw * rng.range(0.6, 0.7), fy, u * 1.1, fh, p.accent, 'opacity=".8"');
  } else if (variant === 'rib') {
    // Prairie-style composition: a broad bone band along the rug, fine rules, and mirrored
    // art-glass panels of nested rectangles at each end.
    out += rect(fx, fy + fh * 0.37, fw, fh * 0.26, p.fieldAlt, 'opacity=".9"');
    const rules = `M${f(fx)} ${f(fy + fh * 0.33)}h${f(fw)}M${f(fx)} ${f(fy + fh * 0.67)}h${f(fw)}`;
    out += pathEl(rules, 'none', `stroke="${p.accent}" stroke-opacity=".35" stroke-width="${f(u * 0.6)}"`);
    const panel = (x: number, dir: number) => {
      const pw = fw * 0.11;
      const ph = fh * 0.74;
      const py = fy + (fh - ph) / 2;
      const px = dir > 0 ? x : x - pw;
      let o = rect(px, py, pw, ph, p.accent2, 'opacity=".75"');
      o += rect(px + pw * 0.18, py + ph * 0.08, pw * 0.64, ph * 0.84, p.light, 'opacity=".7"');
      o += rect(px + pw * 0.18, py + ph * 0.08, pw * 0.64, ph * 0.84, 'none', `stroke="${p.accent}" stroke-opacity=".45" stroke-width="${f(u * 0.45)}"`);
      const sq = pw * 0.34;
      for (let k = 0; k < 3; k++) o += rect(px + (pw - sq) / 2, py + ph * (0.2 + k * 0.25) - sq / 2, sq, sq, k === 1 ? p.accent : p.accent2, `opacity="${k === 1 ? '.55' : '.9'}"`);
      o += rect(px + pw * 0.5 - u * 0.3, py - fh * 0.08, u * 0.6, fh * 0.08, p.accent, 'opacity=".35"');
      o += rect(px + pw * 0.5 - u * 0.3, py + ph, u * 0.6, fh * 0.08, p.accent, 'opacity=".35"');
      return o;
    };
    out += panel(fx + fw * 0.07, 1) + panel(fx + fw * 0.93, -1);
    out += rect(fx + fw * 0.47, fy + fh * 0.44, fw * 0.06, fh * 0.12, p.accent2, 'opacity=".8"');
  } else if (variant === 'plain') {
    // Quiet field with a single inset frame line: the generic fallback rug.
    out += insetRect(w, h, inset + fh * 0.09, 'none', `stroke="${p.accent}" stroke-opacity=".28" stroke-width="${f(u * 0.6)}"`);
    out += insetRect(w, h, inset + fh * 0.09 + u * 1.6, 'none', `stroke="${p.fieldAlt}" stroke-width="${f(u * 1.2)}"`);
  } else {
    // Heathered field with soft, offset tonal blocks and one slim darker bar.
    const b1w = fw * rng.range(0.34, 0.4);
    out += rect(fx + fw * 0.08, fy + fh * 0.14, b1w, fh * 0.56, tones[1] as string, 'opacity=".75"');
    out += rect(fx + fw * 0.08 + b1w * 0.6, fy + fh * 0.36, b1w * 0.95, fh * 0.5, tones[3] as string, 'opacity=".55"');
    out += rect(fx + fw * 0.76, fy + fh * 0.14, fw * 0.035, fh * 0.72, p.accent, 'opacity=".22"');
    out += rect(fx + fw * 0.815, fy + fh * 0.14, fw * 0.012, fh * 0.72, p.accent, 'opacity=".16"');
  }

  // Rib / heather texture.
  const rib = variant === 'rib';
  const tex = addDef(doc, 'p', (id) => {
    if (rib) {
      return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="6" height="${f(u * 1.4)}">${rect(0, 0, 6, u * 0.45, '#000', 'opacity=".07"')}${rect(0, u * 0.45, 6, u * 0.25, '#fff', 'opacity=".1"')}</pattern>`;
    }
    let flecks = '';
    const fr = createRng(`${spec.seed}:heather`);
    for (let i = 0; i < 16; i++) flecks += `M${f(fr.range(0, 24))} ${f(fr.range(0, 24))}h${f(fr.range(1.2, 2.6))}`;
    let light = '';
    for (let i = 0; i < 12; i++) light += `M${f(fr.range(0, 24))} ${f(fr.range(0, 24))}h${f(fr.range(1.2, 2.4))}`;
    return (
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="24" height="24">` +
      pathEl(flecks, 'none', `stroke="${p.accent}" stroke-opacity=".22" stroke-width=".9"`) +
      pathEl(light, 'none', `stroke="#fff" stroke-opacity=".35" stroke-width=".9"`) +
      `</pattern>`
    );
  });
  out += rect(fx, fy, fw, fh, `url(#${tex})`);
  return out + pileTexture(doc, spec, 0.35);
}

// ---------------------------------------------------------------------------------------------
// Pet-safe: natural fibres, flatweave texture built from small lines, undyed tones

function weavePattern(doc: Doc, kind: string, base: string, c: number): string {
  const dark = shade(base, -0.28);
  const lite = shade(base, 0.3);
  return addDef(doc, 'w', (id) => {
    let inner = '';
    let size = c * 2;
    let height = c * 2;
    if (kind === 'herringbone') {
      const g = c / 3;
      height = g * 6;
      let a = '';
      let b = '';
      for (let k = -4; k < 10; k++) {
        const y = k * g;
        a += `M0 ${f(y)}L${f(c)} ${f(y - c * 0.55)}v${f(g * 0.55)}L0 ${f(y + g * 0.55)}z`;
        b += `M${f(c)} ${f(y - c * 0.55)}L${f(2 * c)} ${f(y)}v${f(g * 0.55)}L${f(c)} ${f(y - c * 0.55 + g * 0.55)}z`;
      }
      inner = pathEl(a + b, dark, 'opacity=".42"') + pathEl(`M${f(c)} 0V${f(height)}M0 0V${f(height)}`, 'none', `stroke="${dark}" stroke-opacity=".35" stroke-width=".8"`);
    } else if (kind === 'loops') {
      const r = c * 0.32;
      let d = '';
      for (let row = 0; row < 2; row++) {
        for (let col = 0; col < 3; col++) {
          const x = col * c + (row % 2 ? c / 2 : 0);
          d += ellipseSub(x, row * c + c / 2, r, r * 0.85);
        }
      }
      size = c * 2;
      height = c * 2;
      inner =
        pathEl(d, 'none', `stroke="${dark}" stroke-opacity=".38" stroke-width="${f(c * 0.2)}" transform="translate(.5 .7)"`) +
        pathEl(d, 'none', `stroke="${lite}" stroke-opacity=".55" stroke-width="${f(c * 0.16)}"`);
    } else if (kind === 'rib') {
      size = c;
      height = c * 0.6;
      inner = rect(0, 0, c, c * 0.22, dark, 'opacity=".22"') + pathEl(`M0 ${f(c * 0.4)}H${f(c)}`, 'none', `stroke="${lite}" stroke-opacity=".5" stroke-width=".7"`) + pathEl(`M${f(c * 0.5)} 0v${f(c * 0.6)}`, 'none', `stroke="${dark}" stroke-opacity=".12" stroke-width=".6"`);
    } else {
      // Basketweave: alternating cells of three horizontal and three vertical strands.
      const bar = c / 3;
      let d = '';
      let hl = '';
      const cell = (x0: number, y0: number, horizontal: boolean) => {
        for (let k = 0; k < 3; k++) {
          if (horizontal) {
            d += `M${f(x0 + 0.6)} ${f(y0 + k * bar + bar * 0.82)}h${f(c - 1.2)}`;
            hl += `M${f(x0 + 1)} ${f(y0 + k * bar + bar * 0.3)}h${f(c - 2)}`;
          } else {
            d += `M${f(x0 + k * bar + bar * 0.82)} ${f(y0 + 0.6)}v${f(c - 1.2)}`;
            hl += `M${f(x0 + k * bar + bar * 0.3)} ${f(y0 + 1)}v${f(c - 2)}`;
          }
        }
      };
      cell(0, 0, true);
      cell(c, 0, false);
      cell(0, c, false);
      cell(c, c, true);
      inner =
        pathEl(d, 'none', `stroke="${dark}" stroke-opacity=".42" stroke-width="${f(bar * 0.38)}" stroke-linecap="round"`) +
        pathEl(hl, 'none', `stroke="${lite}" stroke-opacity=".45" stroke-width="${f(bar * 0.3)}" stroke-linecap="round"`);
    }
    return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(size)}" height="${f(height)}">${inner}</pattern>`;
  });
}

function drawPetSafe(doc: Doc, spec: RugSpec, rng: Rng): string {
  const { w, h, palette: p, variant } = spec;
  const u = h / 100;
  let out = rect(0, 0, w, h, p.dark);
  let inset = 0.7 * u;
  const band = (variant === 'herringbone' ? 5.5 : variant === 'dhurrie' ? 8 : 6.5) * u;
  out += insetRect(w, h, inset, p.border);
  // Binding with a stitched or woven motif band.
  const stitchKind = variant === 'dhurrie' ? 'chevron' : variant === 'berber' ? 'dash2' : 'stitch';
  const strip: StripDrawer = (len, b) => {
    if (stitchKind === 'chevron') {
      const n = evenCount(len, b * 0.7);
      const s = len / n;
      let d = `M0 ${f(-b * 0.16)}`;
      for (let i = 0; i < n; i++) d += `L${f((i + 0.5) * s)} ${f(b * 0.16)}L${f((i + 1) * s)} ${f(-b * 0.16)}`;
      let dots = '';
      for (let i = 0; i < n; i++) dots += diamondSub((i + 0.5) * s, -b * 0.26, b * 0.08, b * 0.08) + diamondSub(i * s, b * 0.26, b * 0.08, b * 0.08);
      return pathEl(d, 'none', `stroke="${p.accent}" stroke-width="${f(b * 0.1)}"`) + pathEl(dots, p.accent, 'opacity=".8"');
    }
    if (stitchKind === 'dash2') {
      return pathEl(`M0 ${f(-b * 0.22)}H${f(len)}M0 ${f(b * 0.22)}H${f(len)}`, 'none', `stroke="${p.accent}" stroke-opacity=".8" stroke-width="${f(b * 0.09)}" stroke-dasharray="${f(b * 0.35)} ${f(b * 0.2)}"`);
    }
    return (
      pathEl(`M0 ${f(-b * 0.3)}H${f(len)}M0 ${f(b * 0.3)}H${f(len)}`, 'none', `stroke="${shade(p.border, -0.3)}" stroke-opacity=".35" stroke-width="${f(b * 0.05)}"`) +
      pathEl(`M0 0H${f(len)}`, 'none', `stroke="${p.accent}" stroke-opacity=".85" stroke-width="${f(b * 0.1)}" stroke-dasharray="${f(b * 0.3)} ${f(b * 0.18)}"`)
    );
  };
  out += borderStrips(doc, w, h, inset, band, strip);
  // Whip-stitched edge.
  const whip = addDef(
    doc,
    'p',
    (id) => `<pattern id="${id}" patternUnits="userSpaceOnUse" width="4" height="4">${pathEl('M0 4L4 0', 'none', `stroke="#000" stroke-opacity=".18" stroke-width="1"`)}</pattern>`,
  );
  out += pathEl(`M${f(inset)} ${f(inset)}H${f(w - inset)}V${f(h - inset)}H${f(inset)}z`, 'none', `stroke="url(#${whip})" stroke-width="${f(u * 1.2)}"`);
  inset += band;
  out += insetRect(w, h, inset, shade(p.border, -0.18));
  inset += 0.4 * u;

  const fx = inset;
  const fy = inset;
  const fw = w - 2 * inset;
  const fh = h - 2 * inset;
  out += rect(fx, fy, fw, fh, p.field);
  const cell = clamp(h / 34, 5, 12);

  if (variant === 'dhurrie') {
    out += rect(fx, fy, fw, fh, `url(#${weavePattern(doc, 'rib', p.field, cell)})`);
    // Soft indigo grid with small squares at the crossings.
    const nx = Math.max(3, Math.round(fw / (fh / 3.2)));
    const ny = Math.max(2, Math.round(fh / (fh / 3.2)));
    const sx = fw / nx;
    const sy = fh / ny;
    let lines = '';
    let knots = '';
    for (let i = 1; i < nx; i++) lines += `M${f(fx + i * sx - u * 0.6)} ${f(fy)}v${f(fh)}M${f(fx + i * sx + u * 0.6)} ${f(fy)}v${f(fh)}`;
    for (let j = 1; j < ny; j++) lines += `M${f(fx)} ${f(fy + j * sy - u * 0.6)}h${f(fw)}M${f(fx)} ${f(fy + j * sy + u * 0.6)}h${f(fw)}`;
    for (let i = 1; i < nx; i++) for (let j = 1; j < ny; j++) knots += diamondSub(fx + i * sx, fy + j * sy, u * 2.2, u * 2.2);
    for (let i = 0; i < nx; i++) for (let j = 0; j < ny; j++) knots += diamondSub(fx + (i + 0.5) * sx, fy + (j + 0.5) * sy, u * 0.9, u * 0.9);
    out += pathEl(lines, 'none', `stroke="${p.fieldAlt}" stroke-opacity=".75" stroke-width="${f(u * 0.55)}"`);
    out += pathEl(knots, p.fieldAlt, 'opacity=".8"');
  } else if (variant === 'berber') {
    out += rect(fx, fy, fw, fh, `url(#${weavePattern(doc, 'loops', p.field, cell * 0.75)})`);
    // Natural brown wool: bands near the ends and a scatter of flecks.
    for (const side of [0, 1]) {
      const x0 = side ? fx + fw * 0.86 : fx + fw * 0.1;
      out += rect(x0, fy, fw * 0.012, fh, p.fieldAlt, 'opacity=".55"');
      out += rect(x0 + fw * 0.022, fy, fw * 0.025, fh, p.fieldAlt, 'opacity=".7"');
    }
    let flecks = '';
    for (let i = 0; i < 90; i++) flecks += `M${f(fx + rng.range(0, fw))} ${f(fy + rng.range(0, fh))}h${f(rng.range(1.5, 3.5))}`;
    out += pathEl(flecks, 'none', `stroke="${p.fieldAlt}" stroke-opacity=".5" stroke-width="1.4" stroke-linecap="round"`);
  } else if (variant === 'boucle') {
    out += rect(fx, fy, fw, fh, `url(#${weavePattern(doc, 'basket', p.field, cell)})`);
    // Rows of soft wool loops woven through the jute.
    const rowGap = fh / Math.max(3, Math.round(fh / (cell * 7)));
    for (let y = fy + rowGap / 2; y < fy + fh; y += rowGap) {
      out += rect(fx, y - cell * 0.9, fw, cell * 1.8, p.fieldAlt, 'opacity=".88"');
    }
    const loops = weavePattern(doc, 'loops', p.fieldAlt, cell * 0.6);
    for (let y = fy + rowGap / 2; y < fy + fh; y += rowGap) out += rect(fx, y - cell * 0.9, fw, cell * 1.8, `url(#${loops})`);
  } else if (variant === 'herringbone') {
    out += rect(fx, fy, fw, fh, `url(#${weavePattern(doc, 'herringbone', p.field, cell * 1.7)})`);
  } else {
    out += rect(fx, fy, fw, fh, `url(#${weavePattern(doc, 'basket', p.field, cell)})`);
    out += rect(fx + fw * 0.06, fy, fw * 0.02, fh, p.fieldAlt, 'opacity=".6"');
    out += rect(fx + fw * 0.92, fy, fw * 0.02, fh, p.fieldAlt, 'opacity=".6"');
  }
  // Uneven natural dye lots.
  for (let i = 0; i < 3; i++) {
    const bw = fw * rng.range(0.05, 0.15);
    out += rect(fx + rng.range(0, fw - bw), fy, bw, fh, rng.chance(0.5) ? '#000' : '#fff', `opacity="${f2(rng.range(0.02, 0.045))}"`);
  }
  return out + pileTexture(doc, spec, 0.3);
}

// ---------------------------------------------------------------------------------------------
// Kilim / Caucasian: stepped diamonds with latch hooks, geometric borders

function hookedDiamond(cx: number, cy: number, steps: number, dx: number, dy: number, colours: string[], hookColour: string): string {
  let o = '';
  // Latch hooks on the outer staircase, every other step.
  let hooks = '';
  const hl = dy * 0.9;
  const hw = dx * 0.75;
  for (let i = 1; i <= steps; i += 2) {
    for (const [sx, sy] of [
      [1, 1],
      [-1, 1],
      [1, -1],
      [-1, -1],
    ] as Array<[number, number]>) {
      const x = cx + sx * i * dx;
      const y = cy + sy * (-(steps - i + 1) * dy);
      hooks += `M${f(x)} ${f(y)}v${f(-sy * hl)}h${f(sx * hw)}v${f(sy * hl * 0.45)}`;
    }
  }
  o += pathEl(hooks, 'none', `stroke="${hookColour}" stroke-width="${f(Math.min(dx, dy) * 0.42)}"`);
  let s = steps;
  for (const colour of colours) {
    if (s <= 0) break;
    o += pathEl(steppedDiamondSub(cx, cy, s, dx, dy), colour);
    s -= 2;
  }
  return o;
}

function drawKilim(doc: Doc, spec: RugSpec, rng: Rng): string {
  const { w, h, palette: p, variant } = spec;
  const u = h / 100;
  const stars = variant === 'stars';
  let out = rect(0, 0, w, h, p.dark);
  let inset = 1 * u;
  out += insetRect(w, h, inset, p.fieldAlt);
  inset += 1.6 * u;
  out += insetRect(w, h, inset, p.light);
  inset += 0.7 * u;
  const band = (stars ? 13 : 10.5) * u;
  out += insetRect(w, h, inset, p.border);

  const borderKind = stars ? 'crab' : rng.pick(['sawtooth', 'stepped']);
  const crab = (col: string) => addDef(doc, 'h', (id) => `<g id="${id}">${hookedDiamond(0, 0, 3, band * 0.075, band * 0.1, [col, p.light, p.accent], col)}</g>`);
  const crabA = stars ? crab(p.field) : '';
  const crabB = stars ? crab(p.fieldAlt) : '';
  const sawtooth = repeatStrip(doc, 0.7, (s, b) => {
    const tooth = b * 0.55;
    const outer = `M0 0l${f(s / 2)} ${f(tooth)}l${f(s / 2)} ${f(-tooth)}z`;
    const inner = `M${f(-s / 2)} ${f(b)}l${f(s / 2)} ${f(-tooth)}l${f(s / 2)} ${f(tooth)}zM${f(s / 2)} ${f(b)}l${f(s / 2)} ${f(-tooth)}l${f(s / 2)} ${f(tooth)}z`;
    return pathEl(outer, p.accent) + pathEl(inner, p.fieldAlt) + pathEl(diamondSub(s / 2, b * 0.3, b * 0.06, b * 0.08), p.light);
  });
  const stepped = repeatStrip(doc, 2.2, (tw, b) => {
    const cy = b / 2;
    const s = tw / 2;
    const step = (x: number) => steppedDiamondSub(x, cy, 3, b * 0.1, b * 0.12);
    const core = (x: number) => steppedDiamondSub(x, cy, 1, b * 0.1, b * 0.12);
    return (
      pathEl(step(0) + step(tw), p.light) +
      pathEl(step(s), p.accent) +
      pathEl(core(0) + core(s) + core(tw), p.fieldAlt) +
      pathEl(`M0 ${f(cy - b * 0.44)}H${f(tw)}M0 ${f(cy + b * 0.44)}H${f(tw)}`, 'none', `stroke="${p.light}" stroke-width="${f(b * 0.05)}" stroke-dasharray="${f(b * 0.12)} ${f(b * 0.12)}"`)
    );
  });
  const strip: StripDrawer = (len, b) => {
    if (borderKind === 'sawtooth') return sawtooth(len, b);
    if (borderKind === 'stepped') return stepped(len, b);
    // Caucasian "crab" border: hooked stepped lozenges alternating colour, on a light ground.
    const n = evenCount(len, b * 1.1);
    const s = len / n;
    let o = '';
    for (let i = 0; i <= n; i++) o += use(i % 2 ? crabB : crabA, `x="${f(i * s)}"`);
    let d = '';
    for (let i = 0; i < n; i++) d += diamondSub((i + 0.5) * s, 0, b * 0.07, b * 0.12);
    return o + pathEl(d, p.accent2);
  };
  const corner = addDef(
    doc,
    'k',
    (id) =>
      `<g id="${id}">${rect(-band / 2, -band / 2, band, band, p.dark)}${pathEl(steppedDiamondSub(0, 0, 3, band * 0.11, band * 0.11), p.accent)}${pathEl(steppedDiamondSub(0, 0, 1, band * 0.11, band * 0.11), p.light)}</g>`,
  );
  out += borderStrips(doc, w, h, inset, band, strip, corner);
  inset += band;
  out += insetRect(w, h, inset, p.light);
  inset += 0.7 * u;
  out += insetRect(w, h, inset, p.dark);
  inset += 0.6 * u;

  const fx = inset;
  const fy = inset;
  const fw = w - 2 * inset;
  const fh = h - 2 * inset;
  const cy = fy + fh / 2;
  const clip = clipRect(doc, fx, fy, fw, fh);
  let field = rect(fx, fy, fw, fh, p.field);

  if (variant === 'bands') {
    // Banded kilim: vertical bands, alternating rows of hooked diamonds and zigzags.
    const n = Math.max(5, Math.round(fw / (fh * 0.32)) | 1);
    const bw = fw / n;
    const cols = [p.field, p.fieldAlt, p.light, p.accent2];
    for (let i = 0; i < n; i++) {
      const x = fx + i * bw;
      const ground = i % 2 === 0 ? p.field : (cols[(i >> 1) % 4 === 0 ? 1 : ((i >> 1) % 3) + 1] as string);
      field += rect(x, fy, bw + 0.5, fh, ground);
      if (i % 2 === 0) {
        const m = Math.max(2, Math.round(fh / (bw * 0.95)));
        const sy = fh / m;
        for (let j = 0; j < m; j++) {
          const steps = 3;
          const dy = (sy * 0.36) / steps;
          const dx = (bw * 0.3) / steps;
          field += hookedDiamond(x + bw / 2, fy + (j + 0.5) * sy, steps, dx, dy, [j % 2 ? p.accent : p.light, p.fieldAlt, p.accent], j % 2 ? p.accent : p.light);
        }
      } else {
        const zig = Math.max(4, Math.round(fh / (bw * 0.5)));
        const zy = fh / zig;
        let d = `M${f(x + bw * 0.25)} ${f(fy)}`;
        for (let j = 0; j < zig; j++) d += `L${f(x + (j % 2 ? bw * 0.25 : bw * 0.75))} ${f(fy + (j + 1) * zy)}`;
        field += pathEl(d, 'none', `stroke="${luminance(ground) > 0.45 ? p.fieldAlt : p.light}" stroke-width="${f(bw * 0.14)}"`);
      }
    }
  } else {
    // Row of large medallions down the long axis (stepped diamonds or Kazak stars).
    const m = Math.max(2, Math.round(fw / (fh * (stars ? 0.95 : 1.05))));
    const sx = fw / m;
    const steps = stars ? 5 : 7;
    const dy = (fh * (stars ? 0.35 : 0.4)) / steps;
    const dx = Math.min(dy * 1.05, (sx * 0.4) / steps);
    const palettes: string[][] = stars
      ? [
          [p.fieldAlt, p.light, p.field, p.accent],
          [p.light, p.accent2, p.field, p.accent],
          [p.accent2, p.light, p.fieldAlt, p.accent],
        ]
      : [
          [p.fieldAlt, p.light, p.accent, p.field],
          [p.accent, p.light, p.fieldAlt, p.light],
        ];
    for (let i = 0; i < m; i++) {
      const x = fx + (i + 0.5) * sx;
      const cols = palettes[i % palettes.length] as string[];
      if (stars) {
        const r = dy * steps;
        const oct = addOctagon(x, cy, r * 1.02);
        field += pathEl(oct, cols[0] as string);
        field += pathEl(starSub(x, cy, r * 0.86, r * 0.5, 8, -Math.PI / 2), cols[1] as string);
        field += pathEl(starSub(x, cy, r * 0.55, r * 0.34, 8, -Math.PI / 2 + Math.PI / 8), cols[2] as string);
        field += pathEl(steppedDiamondSub(x, cy, 2, r * 0.08, r * 0.08), cols[3] as string);
        // Latch hooks radiating from the octagon corners.
        let hooks = '';
        for (let k = 0; k < 8; k++) {
          const a = (k * Math.PI) / 4 + Math.PI / 8;
          const px = x + r * 1.02 * Math.cos(a);
          const py = cy + r * 1.02 * Math.sin(a);
          const ox = Math.sign(Math.cos(a));
          const oy = Math.sign(Math.sin(a));
          hooks += `M${f(px)} ${f(py)}l${f(ox * r * 0.12)} ${f(oy * r * 0.12)}h${f(ox * r * 0.1)}v${f(-oy * r * 0.08)}`;
        }
        field += pathEl(hooks, 'none', `stroke="${cols[0]}" stroke-width="${f(r * 0.07)}"`);
      } else {
        field += hookedDiamond(x, cy, steps, dx, dy, cols, cols[0] as string);
      }
      // Small devices between the medallions.
      if (i < m - 1) {
        const mx = fx + (i + 1) * sx;
        field += pathEl(steppedDiamondSub(mx, cy, 2, dx * 0.8, dy * 0.8), p.light);
        field += pathEl(steppedDiamondSub(mx, cy, 1, dx * 0.8, dy * 0.8), p.accent);
        for (const sgn of [-1, 1]) {
          field += pathEl(diamondSub(mx, cy + sgn * fh * 0.3, dx * 1.1, dy * 1.1), p.accent2);
          field += pathEl(dotSub(mx, cy + sgn * fh * 0.3, dx * 0.35), p.light);
        }
      }
    }
    // Half-diamond teeth along the long edges of the field (one pattern tile, mirrored).
    const teeth = Math.round(fw / (fh * 0.14));
    const tw = fw / teeth;
    const th = fh * 0.05;
    const teethTile = addDef(
      doc,
      'p',
      (id) => `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${f2(fx)}" y="${f2(fy)}" width="${f2(tw)}" height="${f2(th)}">${pathEl(`M0 0l${f(tw / 2)} ${f(th)}l${f(tw / 2)} ${f(-th)}z`, p.dark)}</pattern>`,
    );
    field += rect(fx, fy, fw, th, `url(#${teethTile})`, 'opacity=".75"');
    field += rect(fx, fy, fw, th, `url(#${teethTile})`, `opacity=".75" transform="translate(0 ${f(2 * fy + fh)}) scale(1 -1)"`);
  }
  out += `<g clip-path="url(#${clip})">${field}</g>`;
  return out + pileTexture(doc, spec, stars ? 0.5 : 0.3);
}

function addOctagon(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4 + Math.PI / 8;
    pts.push(`${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join(' ')}z`;
}

// ---------------------------------------------------------------------------------------------

/** Returns the rug drawn in local coordinates; the caller positions it with a transform. */
export function drawRug(doc: Doc, spec: RugSpec): string {
  const rng = createRng(`${spec.seed}|${spec.style}|${spec.variant}`);
  const clip = clipRect(doc, 0, 0, spec.w, spec.h);
  let body: string;
  let fringe: FringeKind = 'straight';
  switch (spec.style) {
    case 'heritage':
      body = drawHeritage(doc, spec, rng);
      break;
    case 'luxury-wool':
      body = drawLuxury(doc, spec, rng);
      break;
    case 'neutral-modern':
      body = drawNeutral(doc, spec, rng);
      fringe = 'short';
      break;
    case 'pet-safe':
      body = drawPetSafe(doc, spec, rng);
      fringe = spec.variant === 'dhurrie' || spec.variant === 'berber' ? 'knotted' : 'short';
      break;
    default:
      body = drawKilim(doc, spec, rng);
      fringe = 'knotted';
  }
  const fringeSvg = drawFringe(doc, spec, rng, fringe);
  return `${fringeSvg}<g clip-path="url(#${clip})">${body}</g>`;
}

/** Soft drop shadow for a rug already placed by `transform`. */
export function rugShadow(doc: Doc, w: number, h: number, transform: string, strength = 1): string {
  const blur = sharedDef(doc, 'shadow-blur', (id) => `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(Math.max(w, h) * 0.014)}"/></filter>`);
  const tight = sharedDef(doc, 'shadow-tight', (id) => `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.6"/></filter>`);
  return (
    `<g ${transform}>` +
    rect(w * 0.01, h * 0.035, w, h, '#1a0f08', `opacity="${f2(0.42 * strength)}" filter="url(#${blur})"`) +
    rect(0.5, 1.5, w, h, '#1a0f08', `opacity="${f2(0.35 * strength)}" filter="url(#${tight})"`) +
    `</g>`
  );
}
