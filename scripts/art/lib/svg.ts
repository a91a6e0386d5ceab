// Small, dependency-free helpers for the rug art generator: a seeded PRNG, colour maths and
// SVG string builders. Everything here is deterministic; nothing reads Math.random.

// ---------------------------------------------------------------------------------------------
// Seeded random numbers

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** FNV-1a with a murmur-style finaliser: a stable 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32 seeded from the hash of a name. */
export function createRng(seedText: string): Rng {
  let state = hashString(seedText);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability) => next() < probability,
  };
}

// ---------------------------------------------------------------------------------------------
// Numbers and colours

/** Formats a coordinate with one decimal and no redundant characters. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return String(r === 0 ? 0 : r).replace(/^(-?)0\./, '$1.');
}

/** Two-decimal variant for small values such as opacities and scales. */
export function f2(n: number): string {
  const r = Math.round(n * 100) / 100;
  return String(r === 0 ? 0 : r).replace(/^(-?)0\./, '$1.');
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((c) => clamp(Math.round(c), 0, 255).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

/** Positive t lightens towards white, negative t darkens towards black. */
export function shade(colour: string, t: number): string {
  return t >= 0 ? mix(colour, '#ffffff', t) : mix(colour, '#000000', -t);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const [r, g, b] = hexToRgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// ---------------------------------------------------------------------------------------------
// Document with a shared <defs> list and unique ids

export interface Doc {
  prefix: string;
  defs: string[];
  counter: number;
  shared: Map<string, string>;
}

export function createDoc(prefix: string): Doc {
  return { prefix, defs: [], counter: 0, shared: new Map() };
}

export function newId(doc: Doc, base: string): string {
  doc.counter += 1;
  return `${doc.prefix}${base}${doc.counter.toString(36)}`;
}

/** Adds a definition once per document under a key and returns its id. */
export function sharedDef(doc: Doc, key: string, build: (id: string) => string): string {
  const existing = doc.shared.get(key);
  if (existing) return existing;
  const id = newId(doc, key.replace(/[^a-z]/gi, '').slice(0, 3) || 'd');
  doc.shared.set(key, id);
  doc.defs.push(build(id));
  return id;
}

export function addDef(doc: Doc, base: string, build: (id: string) => string): string {
  const id = newId(doc, base);
  doc.defs.push(build(id));
  return id;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, title: string, doc: Doc, body: string): string {
  const titleId = `${doc.prefix}title`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${escapeXml(title)}</title>`,
    `<defs>`,
    ...doc.defs,
    `</defs>`,
    body,
    `</svg>`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Element and path builders

export function attrs(extra: string): string {
  return extra ? ` ${extra}` : '';
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  const pos = `${x ? ` x="${f(x)}"` : ''}${y ? ` y="${f(y)}"` : ''}`;
  return `<rect${pos} width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(extra)}/>`;
}

export function insetRect(w: number, h: number, inset: number, fill: string, extra = ''): string {
  return rect(inset, inset, w - 2 * inset, h - 2 * inset, fill, extra);
}

export function pathEl(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

export function use(ref: string, extra = ''): string {
  return `<use href="#${ref}"${attrs(extra)}/>`;
}

export function at(x: number, y: number, rotate = 0, scaleX = 1, scaleY = 1): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (scaleX !== 1 || scaleY !== 1) t += ` scale(${f2(scaleX)} ${f2(scaleY)})`;
  if (rotate) t += ` rotate(${f(rotate)})`;
  return `transform="${t}"`;
}

export function diamondSub(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx)} ${f(cy - ry)}l${f(rx)} ${f(ry)}l${f(-rx)} ${f(ry)}l${f(-rx)} ${f(-ry)}z`;
}

export function dotSub(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0z`;
}

export function ellipseSub(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0z`;
}

/** Petalled rosette: each petal is two quadratic curves from the centre to the tip. */
export function flowerSub(cx: number, cy: number, r: number, petals: number, spread = 0.5, rot = 0, reach = 0.75): string {
  let d = '';
  for (let i = 0; i < petals; i++) {
    const a = rot + (i * 2 * Math.PI) / petals;
    const tx = cx + r * Math.cos(a);
    const ty = cy + r * Math.sin(a);
    const c1x = cx + r * reach * Math.cos(a - spread);
    const c1y = cy + r * reach * Math.sin(a - spread);
    const c2x = cx + r * reach * Math.cos(a + spread);
    const c2y = cy + r * reach * Math.sin(a + spread);
    d += `M${f(cx)} ${f(cy)}Q${f(c1x)} ${f(c1y)} ${f(tx)} ${f(ty)}Q${f(c2x)} ${f(c2y)} ${f(cx)} ${f(cy)}z`;
  }
  return d;
}

/** Star polygon with alternating outer and inner radii. */
export function starSub(cx: number, cy: number, outer: number, inner: number, points: number, rot = -Math.PI / 2): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rot + (i * Math.PI) / points;
    pts.push(`${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join(' ')}z`;
}

/** Leaf pointing along +x from the origin. */
export function leafSub(length: number, width: number): string {
  return `M0 0Q${f(length * 0.45)} ${f(-width)} ${f(length)} 0Q${f(length * 0.45)} ${f(width)} 0 0z`;
}

/** Closed shape sampled in polar coordinates around the origin. */
export function polarSub(samples: number, radius: (theta: number) => number, from = 0, to = Math.PI * 2, closeToOrigin = false, coarse = false): string {
  const pts: string[] = [];
  const fmt = coarse ? (n: number) => String(Math.round(n) || 0) : f;
  const full = Math.abs(to - from - Math.PI * 2) < 1e-9;
  const count = full ? samples : samples + 1;
  for (let i = 0; i < count; i++) {
    const t = from + ((to - from) * i) / samples;
    const r = radius(t);
    pts.push(`${fmt(r * Math.cos(t))} ${fmt(r * Math.sin(t))}`);
  }
  return closeToOrigin ? `M0 0 ${pts.join(' ')}z` : `M${pts.join(' ')}z`;
}

/** Superellipse radius: exponent 1 is a diamond, 2 an ellipse, larger values approach a rectangle. */
export function superRadius(theta: number, a: number, b: number, exponent: number): number {
  const c = Math.pow(Math.abs(Math.cos(theta) / a), exponent);
  const s = Math.pow(Math.abs(Math.sin(theta) / b), exponent);
  return Math.pow(c + s, -1 / exponent);
}

/** Scalloped edge multiplier: rounded lobes with sharp cusps between them. */
export function scallop(theta: number, lobes: number, depth: number): number {
  return 1 - depth + depth * Math.pow(Math.abs(Math.cos((lobes * theta) / 2)), 0.55);
}

/**
 * Stepped (kilim-style) diamond centred on the origin: `steps` stairs per quadrant,
 * each `dx` wide and `dy` tall, so the half-width is steps*dx and the half-height steps*dy.
 */
export function steppedDiamondSub(cx: number, cy: number, steps: number, dx: number, dy: number): string {
  const h = (v: number) => `h${f(v)}`;
  const v = (n: number) => `v${f(n)}`;
  let d = `M${f(cx)} ${f(cy - steps * dy)}`;
  for (let i = 0; i < steps; i++) d += h(dx) + v(dy);
  for (let i = 0; i < steps; i++) d += v(dy) + h(-dx);
  for (let i = 0; i < steps; i++) d += h(-dx) + v(-dy);
  for (let i = 0; i < steps; i++) d += v(-dy) + h(dx);
  return `${d}z`;
}
