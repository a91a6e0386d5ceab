// Subtle floors for the rugs to lie on: wood planks or stone tiles, with a soft light fall-off.
import type { Doc, Rng } from './svg.ts';
import { f, f2, rect, shade, sharedDef } from './svg.ts';

export type FloorKind = 'oak' | 'honey' | 'walnut' | 'limestone' | 'slate';

const FLOORS: Record<FloorKind, { material: 'wood' | 'stone'; base: string }> = {
  oak: { material: 'wood', base: '#b38b63' },
  honey: { material: 'wood', base: '#c39f72' },
  walnut: { material: 'wood', base: '#6e4d36' },
  limestone: { material: 'stone', base: '#cdc2ad' },
  slate: { material: 'stone', base: '#7a766f' },
};

export function drawFloor(doc: Doc, width: number, height: number, kind: FloorKind, rng: Rng, scale = 1): string {
  const { material, base } = FLOORS[kind];
  let out = rect(0, 0, width, height, base);
  if (material === 'wood') {
    const rowH = rng.range(52, 66) * scale;
    let seams = '';
    let rows = '';
    let highlights = '';
    for (let y = -rng.range(0, rowH); y < height; y += rowH) {
      let x = -rng.range(0, 420) * scale;
      while (x < width) {
        const len = rng.range(280, 560) * scale;
        out += rect(x, y, len, rowH, shade(base, rng.range(-0.07, 0.06)));
        seams += `M${f(x + len)} ${f(y)}v${f(rowH)}`;
        x += len;
      }
      rows += `M0 ${f(y)}H${f(width)}`;
      highlights += `M0 ${f(y + 1.4)}H${f(width)}`;
    }
    const grain = sharedDef(
      doc,
      'wood-grain',
      (id) =>
        `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${f2(0.004 / scale)} ${f2(0.2 / scale)}" numOctaves="3" seed="3"/>` +
        `<feColorMatrix values="0 0 0 0 .18 0 0 0 0 .1 0 0 0 0 .05 2.2 0 0 0 -.95"/></filter>`,
    );
    out += rect(0, 0, width, height, '#000', `filter="url(#${grain})" opacity=".38"`);
    out += `<path d="${highlights}" stroke="#fff" stroke-opacity=".12" stroke-width="${f(scale)}"/>`;
    out += `<path d="${rows}${seams}" stroke="${shade(base, -0.5)}" stroke-opacity=".55" stroke-width="${f(1.2 * scale)}"/>`;
  } else {
    const ts = rng.range(170, 210) * scale;
    const th = ts * 0.75;
    let grout = '';
    let row = 0;
    for (let y = -rng.range(0, th); y < height; y += th, row++) {
      for (let x = -(row % 2 ? ts / 2 : 0) - rng.range(0, 20); x < width; x += ts) {
        out += rect(x, y, ts, th, shade(base, rng.range(-0.045, 0.04)));
        grout += `M${f(x)} ${f(y)}v${f(th)}`;
      }
      grout += `M0 ${f(y)}H${f(width)}`;
    }
    const mottle = sharedDef(
      doc,
      'stone-mottle',
      (id) =>
        `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${f2(0.03 / scale)}" numOctaves="3" seed="11"/>` +
        `<feColorMatrix values="0 0 0 0 .2 0 0 0 0 .17 0 0 0 0 .13 1 0 0 0 -.4"/></filter>`,
    );
    out += rect(0, 0, width, height, '#000', `filter="url(#${mottle})" opacity=".16"`);
    out += `<path d="${grout}" stroke="${shade(base, 0.18)}" stroke-opacity=".7" stroke-width="${f(2.2 * scale)}"/>`;
    out += `<path d="${grout}" stroke="${shade(base, -0.35)}" stroke-opacity=".25" stroke-width="${f(0.8 * scale)}" transform="translate(1 1)"/>`;
  }
  return out + floorLight(doc, width, height);
}

/** Warm light from the upper left and a gentle vignette. */
export function floorLight(doc: Doc, width: number, height: number): string {
  const light = sharedDef(
    doc,
    'floor-light',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3dc" stop-opacity=".16"/>` +
      `<stop offset=".5" stop-color="#fff3dc" stop-opacity="0"/><stop offset="1" stop-color="#1a0f08" stop-opacity=".22"/></linearGradient>`,
  );
  const vignette = sharedDef(
    doc,
    'floor-vignette',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".5" r=".72"><stop offset=".55" stop-color="#1a0f08" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#1a0f08" stop-opacity=".35"/></radialGradient>`,
  );
  return rect(0, 0, width, height, `url(#${light})`) + rect(0, 0, width, height, `url(#${vignette})`);
}
