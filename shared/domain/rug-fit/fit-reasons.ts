// Why a rug suits the room, in a sentence (decision 210): the room colours it echoes ("Echoes the
// navy and ivory of your room"), or its accent against the room ("A warm rust accent against your
// cool navy"), named from colour-names.ts, warm or cool from the hue; and, for a rug without a
// picture, that it was judged by its collection's usual colours.
import { collectionName } from '../collections.ts';
import { colourName } from './colour-names.ts';
import { oklabDistance } from './colour-space.ts';
import type { FitMode } from './fit-modes.ts';
import type { Echo, FitColour, PreparedRug } from './rank-rugs.ts';

interface ReasonInput {
  mode: FitMode;
  rug: PreparedRug<{ collection: string }>;
  room: readonly FitColour[];
  echoes: readonly Echo[];
  accent: FitColour | null;
}

const names = new Map<string, string>();
/** Colour names are looked up once per colour: palettes repeat their colours across rankings. */
const nameOf = (color: string): string => {
  let name = names.get(color);
  if (name === undefined) {
    name = colourName(color);
    names.set(color, name);
  }
  return name;
};

/** "navy", "navy and ivory": the distinct names of the colours, in order, at most two. */
function listNames(colors: readonly string[]): string {
  const distinct = [...new Set(colors.map(nameOf))].slice(0, 2);
  return distinct.join(' and ');
}

const largest = (colours: readonly FitColour[]) => colours.reduce((found, colour) => (colour.share > found.share ? colour : found));

/** The colour that leads a palette: its largest colour that is not a neutral, else its largest. */
function leadColour(colours: readonly FitColour[]): FitColour {
  const chromatic = colours.filter((colour) => colour.temperature !== 'neutral');
  return largest(chromatic.length > 0 ? chromatic : colours);
}

/** Warm or cool by most of the palette's colour (neutrals aside), or neutral. */
function paletteTemperature(colours: readonly FitColour[]): FitColour['temperature'] {
  const share = (temperature: 'warm' | 'cool') => colours.reduce((sum, colour) => sum + (colour.temperature === temperature ? colour.share : 0), 0);
  const [warm, cool] = [share('warm'), share('cool')];
  if (warm === cool) return 'neutral';
  return warm > cool ? 'warm' : 'cool';
}

/** "Its slate sits closest to your slate": the rug's largest colour and the room colour nearest it. */
function nearestPair(rug: readonly FitColour[], room: readonly FitColour[]): [string, string] {
  const own = largest(rug);
  const near = room.reduce((found, colour) => (oklabDistance(colour.lab, own.lab) < oklabDistance(found.lab, own.lab) ? colour : found));
  return [nameOf(own.color), nameOf(near.color)];
}

/** "warm", "cool", or nothing for a neutral. */
const warmth = (colour: FitColour) => (colour.temperature === 'neutral' ? '' : `${colour.temperature} `);

function blendReason(rug: readonly FitColour[], room: readonly FitColour[], echoes: readonly Echo[]): string {
  if (echoes.length === 0) {
    const [own, near] = nearestPair(rug, room);
    return `Its ${own} sits closest to your ${near}`;
  }
  const echoed = `Echoes the ${listNames(echoes.map((echo) => echo.room))} of your room`;
  const temperature = paletteTemperature(room);
  return temperature !== 'neutral' && paletteTemperature(rug) === temperature ? `${echoed}, in the same ${temperature} palette` : echoed;
}

function popReason(rug: readonly FitColour[], room: readonly FitColour[], accent: FitColour | null): string {
  const lead = leadColour(room);
  if (!accent) {
    const [own, near] = nearestPair(rug, room);
    return `A quieter choice: its ${own} sits with your ${near}`;
  }
  const against = lead.temperature === 'neutral' ? `your ${nameOf(lead.color)}` : `your ${warmth(lead)}${nameOf(lead.color)}`;
  return `A ${warmth(accent)}${nameOf(accent.color)} accent against ${against}`;
}

export function fitReason({ mode, rug, room, echoes, accent }: ReasonInput): string {
  const reason = mode === 'blend' ? blendReason(rug.colours, room, echoes) : popReason(rug.colours, room, accent);
  return rug.paletteFrom === 'collection' ? `${reason} (judged by the ${collectionName(rug.rug.collection)} collection's usual colours: no photo of this rug yet)` : reason;
}
