/**
 * The spatial picker, shared by every game on a hex map: the choices of a
 * prompt that designate a hex get a short label (A, B, C…) in reading order
 * (top row first, left to right, as the pointy-top pictures draw them), the
 * same label is drawn on the hex in a picture, and choices that designate a
 * direction are named by an arrow and a word. Pure: the Discord layer
 * translates and lays out what this returns.
 */
import type { Choice, Prompt } from './game.js';
import { parseHexKey, type Hex } from './hex.js';

/** A hex to label on the picture. */
export interface HexMark {
  hex: string;
  label: string;
}

export interface SpatialChoices {
  /** Spatial choices first, in reading order of their hexes, then the others in the game's order. */
  choices: Choice[];
  /** Choice id → its label (one per hex; choices sharing a hex share its label). */
  labels: Map<string, string>;
  /** What the picture labels, in reading order. */
  marks: HexMark[];
}

/** True when some choice designates a hex: the panel then shows the picker. */
export const isSpatial = (prompt: Prompt): boolean => prompt.choices.some((c) => c.hex !== undefined);

/**
 * Reading order on a pointy-top map: by row (r), then left to right within
 * the row (a hex's x grows with q + r/2; within one row that is q).
 */
export function readingOrder(a: Hex, b: Hex): number {
  return a.r - b.r || a.q - b.q;
}

/** A, B, …, Z, then AA, AB, … (spreadsheet columns): short, unambiguous, any count. */
export function spatialLabel(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`spatialLabel: bad index ${index}`);
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** Labels the prompt's hex choices in reading order; other choices keep their place after them. */
export function labelSpatialChoices(prompt: Prompt): SpatialChoices {
  const spatial = prompt.choices.filter((c) => c.hex !== undefined);
  const others = prompt.choices.filter((c) => c.hex === undefined);
  const hexes = [...new Set(spatial.map((c) => c.hex!))].sort((a, b) => readingOrder(parseHexKey(a), parseHexKey(b)));
  const labelOf = new Map(hexes.map((hex, k) => [hex, spatialLabel(k)]));
  const sorted = [...spatial].sort((a, b) => hexes.indexOf(a.hex!) - hexes.indexOf(b.hex!));
  return {
    choices: [...sorted, ...others],
    labels: new Map(sorted.map((c) => [c.id, labelOf.get(c.hex!)!])),
    marks: hexes.map((hex) => ({ hex, label: labelOf.get(hex)! })),
  };
}

/**
 * The arrow of each direction of `HEX_DIRECTIONS` as a pointy-top picture
 * shows it (+q east, +r south-east): east, north-east, north-west, west,
 * south-west, south-east.
 */
export const DIRECTION_ARROWS: readonly string[] = ['→', '↗', '↖', '←', '↙', '↘'];

/** The catalog key naming direction `dir` in words ("east", "north-east"…). */
export function directionKey(dir: number): string {
  if (!Number.isInteger(dir) || dir < 0 || dir > 5) throw new RangeError(`directionKey: bad direction ${dir}`);
  return `dir.${dir}`;
}
