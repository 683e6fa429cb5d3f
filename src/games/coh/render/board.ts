/**
 * The world of Hara as one picture, wider than tall so that Discord shows it
 * as large as it can (about 550 px wide on a desktop): the seven tiles (the
 * Dojo and six Worlds) with what stands on their spaces on the left, each
 * card a short code in large letters; on the right the round and whose turn,
 * the Day track, a block per character, Corrupted and scenario, and the
 * legend of the codes. The zoom and the picker crop a map whose cards carry
 * their names. Pure: the view in, pixels out.
 */
import type { RenderRequest } from '../../../core/game.js';
import { HEX_DIRECTIONS, type Hex, parseHexKey } from '../../../core/hex.js';
import {
  type Box,
  type Canvas,
  type Ctx,
  type HexLayout,
  FONT,
  PALETTE,
  cropAround,
  darken,
  drawCircle,
  drawFittedText,
  drawHex,
  drawHexMarks,
  drawRoundRect,
  fitHexLayout,
  hexToPixel,
  inkOn,
  lighten,
  newCanvas,
  pathPolygon,
  seatColor,
  textWidth,
} from '../../../core/render/index.js';
import { CONTENT, corruptedDef, scenarioDef, worldCardDef } from '../content/index.js';
import { cellHex } from '../rules/board.js';
import type { CohView } from '../rules/view.js';
import type { Words } from './words.js';

/**
 * The composition is laid out 1560 units wide and drawn at 0.9 (1404 px): the
 * same proportions Discord scales down, for fewer pixels to encode.
 */
const SCALE = 0.9;
/** The composition's width in units: the map on the left, a side column of the round, the characters and the legend on the right. */
const BOARD_W = 1560;
/** The picture's width in pixels. */
export const BOARD_PX = Math.round(BOARD_W * SCALE);
const PAD = 12;
/** The map's box: the seven tiles as they lie (about 14 hex sizes each way). */
const MAP_W = 990;
const MAP_H = 1000;
/** The height of a board whose side column fits beside the map; a longer column makes it taller. */
const BASE_H = MAP_H + 2 * PAD;
const SIDE_X = PAD + MAP_W + PAD;
const SIDE_W = BOARD_W - SIDE_X - PAD;
const CHAR_H = 92;
const BLOCK_H = 80;
const LEGEND_ROW = 40;

/** Tile colours: the Dojo in warm stone, each World its own hue. */
const TILE_COLOURS: Record<string, string> = {
  dojo: '#8a7a5c',
  baiyu: '#3f7f8c',
  oakenmoor: '#4f7a3c',
  oppenheim: '#7a6a8a',
  drear: '#4b4f63',
  arechi: '#a0703a',
  hollowmere: '#5a7a6e',
};
export const ENERGY_COLOURS = { red: '#d8453a', blue: '#3f7fe0', green: '#3fae5a' } as const;
const MONSTER = '#f1e6cf';
const RIFT = '#7b4fc0';
const CORRUPTED = '#2a1030';

const WORLD_NAMES = new Map<string, { en: string; fr: string }>(CONTENT.worlds.map((w) => [w.id, w.name]));
const CHAR_NAMES = new Map<string, { en: string; fr: string }>(CONTENT.characters.map((c) => [c.id, c.name]));

/** A seat's piece shows its character's initial (the six characters' initials differ). */
export const charInitial = (character: string): string => (CHAR_NAMES.get(character)?.en ?? character).slice(0, 1).toUpperCase();
export const charName = (character: string, w: Words): string => CHAR_NAMES.get(character)?.[w.locale] ?? character;

/** Every hex of the tiles in play, by space name. */
export function spaceHexes(view: CohView): Map<string, Hex> {
  const out = new Map<string, Hex>();
  for (const [tile, place] of Object.entries(view.layout))
    for (let cell = 0; cell <= 6; cell++) out.set(`${tile}:${cell}`, cellHex(place, cell));
  return out;
}

export function boardLayout(view: CohView): { layout: HexLayout; map: Box } {
  const map = { x: PAD, y: PAD, w: MAP_W, h: MAP_H };
  return { layout: fitHexLayout([...spaceHexes(view).values()], map), map };
}

/**
 * How the map names the cards on it: `codes` (the whole board, where Discord
 * shows the picture about a third of its size) puts a short code in large
 * letters on each card and the names in the side column's legend; `names`
 * (the zoom and the picker, cropped and enlarged) writes each name on its card.
 */
type Detail = 'codes' | 'names';

export function drawBoard(view: CohView, request: RenderRequest, w: Words): Canvas {
  const marks = request.marks ?? [];
  if (marks.length > 0) {
    const { canvas, ctx, layout, map } = mapOnly(view, w);
    const labelled = marks.map((m) => ({ hex: parseHexKey(m.hex), label: m.label }));
    drawHexMarks(ctx, layout, labelled);
    return cropAround(
      canvas,
      layout,
      labelled.map((m) => m.hex),
      map,
    );
  }
  const codes = cardCodes(view, w);
  const side = sideRows(view, codes);
  const { canvas, ctx } = newCanvas(BOARD_PX, Math.round(Math.max(BASE_H, side.height) * SCALE));
  ctx.scale(SCALE, SCALE);
  const { layout } = boardLayout(view);
  drawMap(ctx, view, layout, w, 'codes', codes, SCALE);
  drawSide(ctx, view, w, codes, side.legendTop);
  return canvas;
}

/** The map alone, every card named on it (for crops). */
function mapOnly(view: CohView, w: Words): { canvas: Canvas; ctx: Ctx; layout: HexLayout; map: Box } {
  const { canvas, ctx } = newCanvas(SIDE_X, BASE_H);
  const { layout, map } = boardLayout(view);
  drawMap(ctx, view, layout, w, 'names', new Map(), 1);
  return { canvas, ctx, layout, map };
}

/**
 * The action up close, readable where Discord shows the whole world small (a
 * phone): the map cropped around the character whose turn it is and the
 * spaces next to it (around every character while nobody plays), each card
 * named on it.
 */
export function drawZoom(view: CohView, w: Words): Canvas {
  const { canvas, layout, map } = mapOnly(view, w);
  const hexes = spaceHexes(view);
  const active = view.active !== null ? view.chars[view.active] : undefined;
  const centres = (active ? [active.at] : view.chars.map((c) => c.at)).flatMap((sp) => {
    const h = hexes.get(sp);
    return h ? [h] : [];
  });
  const focus = centres.flatMap((h) => [h, ...HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }))]);
  return cropAround(canvas, layout, focus, map);
}

// ---------------------------------------------------------------- card codes and the legend

const SMALL_WORDS = new Set(['the', 'of', 'a', 'an', 'le', 'la', 'les', 'l', 'de', 'du', 'des', 'd', 'et', 'and', 'un', 'une']);

/** A name's words that count (articles and such left out). */
function keyWords(name: string): string[] {
  const words = name.split(/[\s’'-]+/).filter((x) => x.length > 0 && !SMALL_WORDS.has(x.toLowerCase()));
  return words.length > 0 ? words : [name];
}

/** A name's code: the initials of its first two words that count (one word: its first two letters). */
function baseCode(name: string): string {
  const list = keyWords(name);
  if (list.length === 1) return list[0]!.slice(0, 1).toUpperCase() + list[0]!.slice(1, 2).toLowerCase();
  return list
    .slice(0, 2)
    .map((x) => x.slice(0, 1).toUpperCase())
    .join('');
}

/** A longer code when two names share their initials: the first word's first two letters, then the second's initial. */
function longCode(name: string): string {
  const [a, b] = keyWords(name);
  return b ? `${a!.slice(0, 1).toUpperCase()}${a!.slice(1, 2).toLowerCase()}${b.slice(0, 1).toUpperCase()}` : baseCode(name);
}

/**
 * A short code for each face-up card on the board, by card id: the same card
 * gets the same code wherever it lies; two names with the same initials get
 * longer codes, told apart by a number if they still match.
 */
export function cardCodes(view: CohView, w: Words): Map<string, string> {
  const ids = [...new Set(Object.values(view.spaces).flatMap((c) => (c.faceUp && c.id !== null ? [c.id] : [])))];
  const named = ids.map((id) => ({ id, name: worldCardDef(id).name[w.locale] }));
  named.sort((a, b) => a.name.localeCompare(b.name, w.locale) || a.id.localeCompare(b.id));
  const namesOf = (code: (n: string) => string) => {
    const by = new Map<string, Set<string>>();
    for (const n of named) by.set(code(n.name), (by.get(code(n.name)) ?? new Set()).add(n.name));
    return by;
  };
  const short = namesOf(baseCode);
  const long = namesOf(longCode);
  const out = new Map<string, string>();
  for (const n of named) {
    const base = baseCode(n.name);
    if (short.get(base)!.size === 1) {
      out.set(n.id, base);
      continue;
    }
    const code = longCode(n.name);
    const same = [...long.get(code)!];
    out.set(n.id, same.length > 1 ? `${code}${same.indexOf(n.name) + 1}` : code);
  }
  return out;
}

// ---------------------------------------------------------------- side column: the round, the Day track, characters, Corrupted, scenario, legend

function headline(view: CohView, w: Words): string {
  if (view.winner !== null || view.endReason !== null) return w.over;
  if (view.active === null) return w.corruptedTurn;
  return w.turnOf(view.chars[view.active]?.name ?? '');
}

const TRACK_TOP = 104;
const TRACK_H = 86;
const CHARS_TOP = TRACK_TOP + TRACK_H + 14;

/** Where the legend starts, and the picture's height with it. */
function sideRows(view: CohView, codes: Map<string, string>): { legendTop: number; height: number } {
  const legendTop = CHARS_TOP + view.chars.length * CHAR_H + (view.corrupted.length + (view.scenario ? 1 : 0)) * BLOCK_H + 6;
  const entries = new Set(codes.values()).size;
  const rows = legendRowsFit(legendTop, BASE_H) >= entries ? entries : Math.ceil(entries / 2);
  return { legendTop, height: legendTop + rows * LEGEND_ROW + PAD };
}

const legendRowsFit = (top: number, height: number): number => Math.max(0, Math.floor((height - PAD - top) / LEGEND_ROW));

function drawSide(ctx: Ctx, view: CohView, w: Words, codes: Map<string, string>, legendTop: number): void {
  const x = SIDE_X;
  const round = view.round === 'dawn' ? w.dawn : w.dusk;
  drawFittedText(ctx, `${w.day(view.day)} · ${round}`, x, PAD + 24, SIDE_W, {
    size: 42,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  drawFittedText(ctx, headline(view, w), x, PAD + 72, SIDE_W, { size: 34, weight: 700, align: 'left', color: PALETTE.ink });
  drawDayTrack(ctx, view);
  let y = CHARS_TOP;
  for (const ch of view.chars) {
    drawCharBlock(ctx, view, ch, y, w);
    y += CHAR_H;
  }
  for (const k of view.corrupted) {
    drawCorruptedBlock(ctx, k, y, w);
    y += BLOCK_H;
  }
  if (view.scenario) drawScenarioBlock(ctx, view, y, w);
  drawLegend(ctx, w, codes, legendTop);
}

/** Six Days of a Dawn and a Dusk each, the Day's number above its two rounds; the round being played is lit. */
function drawDayTrack(ctx: Ctx, view: CohView): void {
  const gap = 6;
  const colW = (SIDE_W - 5 * gap) / 6;
  for (let day = 1; day <= 6; day++) {
    const x = SIDE_X + (day - 1) * (colW + gap);
    const today = day === view.day;
    drawFittedText(ctx, String(day), x + colW / 2, TRACK_TOP + 16, colW, {
      size: 30,
      weight: 800,
      color: today ? PALETTE.highlight : day < view.day ? PALETTE.muted : PALETTE.ink,
    });
    for (const [k, r] of (['dawn', 'dusk'] as const).entries()) {
      const box = { x: x + k * (colW / 2) + 1, y: TRACK_TOP + 34, w: colW / 2 - 2, h: TRACK_H - 36 };
      const past = day < view.day || (today && r === 'dawn' && view.round === 'dusk');
      const now = today && r === view.round;
      const base = r === 'dawn' ? '#e8c870' : '#4a3f7a';
      const fill = now ? base : past ? darken(base, 0.6) : darken(base, 0.2);
      drawRoundRect(ctx, box, 7, { fill, stroke: now ? PALETTE.highlight : PALETTE.line, lineWidth: now ? 5 : 1.5 });
      drawFittedText(ctx, r === 'dawn' ? '☀' : '☾', box.x + box.w / 2, box.y + box.h / 2 + 1, box.w - 4, {
        size: 30,
        weight: 700,
        family: FONT.symbol,
        color: past ? PALETTE.muted : inkOn(base),
      });
    }
  }
}

// ---------------------------------------------------------------- the map

/**
 * The tiles alone (colours, World names, space numbers) depend on the layout
 * and the language only: drawn once per layout and blitted (a small LRU of
 * map-sized layers, ~4 MB of pixels each).
 */
const layers = new Map<string, Canvas>();
const MAX_LAYERS = 6;

function tileLayer(view: CohView, w: Words, scale: number): Canvas {
  const key = `${w.locale}|${scale}|${JSON.stringify(view.layout)}`;
  const hit = layers.get(key);
  if (hit) {
    layers.delete(key);
    layers.set(key, hit);
    return hit;
  }
  const { canvas, ctx } = newCanvas(SIDE_X * scale, BASE_H * scale);
  ctx.scale(scale, scale);
  const { layout } = boardLayout(view);
  const size = layout.size;
  for (const [space, hex] of spaceHexes(view)) {
    const [tile, cellText] = space.split(':') as [string, string];
    const cell = Number(cellText);
    const colour = TILE_COLOURS[tile] ?? PALETTE.panelLight;
    drawHex(ctx, layout, hex, { fill: cell === 0 ? darken(colour, 0.3) : colour, stroke: PALETTE.line, lineWidth: 2 }, 1);
    const c = hexToPixel(layout, hex);
    if (cell === 0) {
      const name = tile === 'dojo' ? w.dojo : (WORLD_NAMES.get(tile)?.[w.locale] ?? tile);
      drawTwoLines(ctx, name, { x: c.x - size * 0.84, y: c.y - size * 0.8, w: size * 1.68, h: size * 0.72 }, PALETTE.ink, {
        one: 28,
        two: 25,
        min: 19,
        outline: PALETTE.line,
      });
    } else {
      drawFittedText(ctx, String(cell), c.x - size * 0.6, c.y + size * 0.32, size * 0.4, {
        size: 24,
        weight: 800,
        color: lighten(colour, 0.55),
      });
    }
  }
  if (layers.size >= MAX_LAYERS) layers.delete(layers.keys().next().value!);
  layers.set(key, canvas);
  return canvas;
}

function drawMap(ctx: Ctx, view: CohView, layout: HexLayout, w: Words, detail: Detail, codes: Map<string, string>, scale: number): void {
  const hexes = spaceHexes(view);
  const size = layout.size;
  // The layer is drawn at the picture's scale: blitted pixel for pixel.
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(tileLayer(view, w, scale), 0, 0);
  ctx.restore();
  for (const [space, hex] of hexes) {
    const tile = space.slice(0, space.indexOf(':'));
    if (space.endsWith(':0') && tile !== 'dojo') {
      const c = hexToPixel(layout, hex);
      drawFittedText(ctx, w.cards(view.decks[tile] ?? 0), c.x, c.y + size * 0.12, size * 1.5, {
        size: 23,
        weight: 600,
        color: PALETTE.ink,
      });
    }
  }
  for (const [space, card] of Object.entries(view.spaces)) {
    const hex = hexes.get(space);
    if (hex) drawCard(ctx, layout, hex, card, view.scenario?.bossTokens[space] ?? 0, view.scenario?.id ?? null, w, detail, codes);
  }
  if (view.scenario) {
    for (const [num, space] of Object.entries(view.scenario.tokens)) {
      const hex = hexes.get(space);
      if (hex) drawToken(ctx, layout, hex, num);
    }
    for (const space of view.scenario.faceDownTokens) {
      const hex = hexes.get(space);
      if (hex) drawToken(ctx, layout, hex, '?');
    }
  }
  for (const [space, list] of boardPieces(view)) {
    const hex = hexes.get(space);
    if (!hex) continue;
    const c = hexToPixel(layout, hex);
    const r = size * (list.length > 2 ? 0.24 : 0.32);
    const step = Math.min(r * 2.1, (size * 1.5) / list.length);
    list.forEach((p, i) => {
      const at = { x: c.x + (i - (list.length - 1) / 2) * step, y: c.y + size * 0.47 };
      if (p.corrupted) {
        pathPolygon(ctx, [
          { x: at.x, y: at.y - r * 1.15 },
          { x: at.x + r * 1.15, y: at.y },
          { x: at.x, y: at.y + r * 1.15 },
          { x: at.x - r * 1.15, y: at.y },
        ]);
        ctx.fillStyle = p.fill;
        ctx.fill();
        ctx.strokeStyle = '#ff9ad5';
        ctx.lineWidth = 3;
        ctx.stroke();
      } else drawCircle(ctx, at, r, { fill: p.fill, stroke: '#ffffff', lineWidth: 3 });
      drawFittedText(ctx, p.label, at.x, at.y + 1, r * 1.6, { size: r * 1.45, weight: 800, color: p.ink });
    });
  }
}

/** A piece on the map: a round pawn (a character, S09's Persephone, S18's Leaf) or a diamond (a Corrupted, S09's terror token). */
export interface BoardPiece {
  label: string;
  fill: string;
  ink: string;
  corrupted: boolean;
}

/** The pawns the scenario moves itself (S09's Persephone, S18's automated Leaf): grey, not a seat's colour. */
const NPC_FILL = '#6b7280';
const TERROR_FILL = '#7f1d1d';

/** The pieces on each space, in drawing order: characters, Corrupted, then the scenario's own pawns and tokens. */
export function boardPieces(view: CohView): Map<string, BoardPiece[]> {
  const pieces = new Map<string, BoardPiece[]>();
  const add = (space: string, p: BoardPiece) => pieces.set(space, [...(pieces.get(space) ?? []), p]);
  for (const ch of view.chars) add(ch.at, { label: charInitial(ch.character), fill: seatColor(ch.seat), ink: '#ffffff', corrupted: false });
  for (const k of view.corrupted)
    add(k.at, { label: (corruptedDef(k.id).name.en[0] ?? '?').toUpperCase(), fill: CORRUPTED, ink: '#ff9ad5', corrupted: true });
  const scn = view.scenario;
  if (scn?.npc) add(scn.npc.at, { label: charInitial('persephone'), fill: NPC_FILL, ink: '#ffffff', corrupted: false });
  if (scn?.leaf) add(scn.leaf.at, { label: charInitial('leaf'), fill: NPC_FILL, ink: '#ffffff', corrupted: false });
  for (const space of scn?.terror ?? []) add(space, { label: '!', fill: TERROR_FILL, ink: '#ffd0d0', corrupted: true });
  return pieces;
}

type SpaceCard = CohView['spaces'][string];

function drawCard(
  ctx: Ctx,
  layout: HexLayout,
  hex: Hex,
  card: SpaceCard,
  bossTokens: number,
  scenario: string | null,
  w: Words,
  detail: Detail,
  codes: Map<string, string>,
): void {
  const size = layout.size;
  const c = hexToPixel(layout, hex);
  const box = { x: c.x - size * 0.8, y: c.y - size * 0.68, w: size * 1.6, h: size * 0.74 };
  if (!card.faceUp || card.id === null) {
    const dusk = card.kind === 'dusk';
    drawRoundRect(ctx, box, 7, { fill: dusk ? '#2c2448' : '#6b5232', stroke: PALETTE.line, lineWidth: 2 });
    const label = detail === 'codes' ? (dusk ? '☾' : '?') : dusk ? `☾ ${w.duskBack}` : `? ${w.event}`;
    drawFittedText(ctx, label, c.x, box.y + box.h / 2 + 1, box.w - 8, {
      size: detail === 'codes' ? 38 : 22,
      weight: 800,
      family: FONT.symbol,
      color: PALETTE.ink,
    });
    return;
  }
  const def = worldCardDef(card.id);
  const label = detail === 'codes' ? (codes.get(card.id) ?? '?') : def.name[w.locale];
  if (def.type === 'monster') {
    drawRoundRect(ctx, box, 7, { fill: MONSTER, stroke: def.boss ? PALETTE.gold : PALETTE.line, lineWidth: def.boss ? 6 : 2 });
    const hpR = size * 0.29;
    const text = { x: box.x + 3, y: box.y + 2, w: box.w - hpR * 2 - 8, h: box.h - 4 };
    if (detail === 'codes')
      drawFittedText(ctx, label, text.x + text.w / 2, text.y + text.h / 2 + 1, text.w, { size: 38, weight: 800, color: PALETTE.inkDark });
    else drawTwoLines(ctx, label, text, PALETTE.inkDark);
    const hp = { x: box.x + box.w - hpR - 3, y: box.y + box.h / 2 };
    drawCircle(ctx, hp, hpR, { fill: PALETTE.danger, stroke: PALETTE.line, lineWidth: 2 });
    const health = def.health + extraHealth(scenario, def.boss, bossTokens);
    drawFittedText(ctx, String(Math.max(0, health - card.dmg)), hp.x, hp.y + 1, hpR * 1.75, {
      size: 32,
      weight: 800,
      color: '#ffffff',
    });
    if (bossTokens > 0 || (def.boss && detail === 'names')) {
      const tag = bossTokens > 0 ? `${w.boss} ×${bossTokens}` : w.boss;
      drawFittedText(ctx, tag, c.x, box.y - 2, box.w, { size: 20, weight: 800, color: PALETTE.gold, outline: PALETTE.line });
    }
    return;
  }
  const fill = def.type === 'rift' ? RIFT : '#b07a2a';
  drawRoundRect(ctx, box, 7, { fill, stroke: PALETTE.line, lineWidth: 2 });
  const text = { x: box.x + 4, y: box.y + 2, w: box.w - 8, h: box.h - 4 };
  if (detail === 'codes') drawFittedText(ctx, label, c.x, text.y + text.h / 2 + 1, text.w, { size: 38, weight: 800, color: '#ffffff' });
  else drawTwoLines(ctx, label, text, '#ffffff');
}

/** The Health a scenario adds to a Monster's printed one: its own Boss Health (S03), 1 per scenario token on S10's Hydra. */
export function extraHealth(scenario: string | null, boss: boolean, bossTokens: number): number {
  if (!scenario) return 0;
  return (boss ? scenarioDef(scenario).bossHealth : 0) + (scenario === 's10' ? bossTokens : 0);
}

/** A name on one line if it fits at a readable size, else on two. */
function drawTwoLines(
  ctx: Ctx,
  text: string,
  box: Box,
  color: string,
  sizes: { one: number; two: number; min: number; outline?: string } = { one: 24, two: 21, min: 15 },
): void {
  const style = { size: sizes.one, weight: 800, color, minSize: sizes.min, ...(sizes.outline ? { outline: sizes.outline } : {}) };
  ctx.font = `800 ${sizes.one}px ${FONT.sans}`;
  // Words break after a space or a hyphen (Creux-Marais).
  const words = text.split(/(?<=[ -])/);
  if (textWidth(ctx, text) <= box.w * 1.1 || words.length < 2) {
    drawFittedText(ctx, text, box.x + box.w / 2, box.y + box.h / 2, box.w, style);
    return;
  }
  let best = 1;
  let bestDiff = Infinity;
  for (let k = 1; k < words.length; k++) {
    const diff = Math.abs(words.slice(0, k).join('').length - words.slice(k).join('').length);
    if (diff < bestDiff) [best, bestDiff] = [k, diff];
  }
  const small = { ...style, size: sizes.two };
  drawFittedText(ctx, words.slice(0, best).join('').trim(), box.x + box.w / 2, box.y + box.h * 0.28, box.w, small);
  drawFittedText(ctx, words.slice(best).join('').trim(), box.x + box.w / 2, box.y + box.h * 0.74, box.w, small);
}

function drawToken(ctx: Ctx, layout: HexLayout, hex: Hex, label: string): void {
  const size = layout.size;
  const c = hexToPixel(layout, hex);
  const box = { x: c.x + size * 0.36, y: c.y + size * 0.08, w: size * 0.46, h: size * 0.4 };
  drawRoundRect(ctx, box, 5, { fill: PALETTE.gold, stroke: PALETTE.line, lineWidth: 2 });
  drawFittedText(ctx, label, box.x + box.w / 2, box.y + box.h / 2 + 1, box.w - 2, { size: 26, weight: 800, color: PALETTE.inkDark });
}

// ---------------------------------------------------------------- the side column's blocks

const RES_KEYS = ['grit', 'momentum', 'fear', 'mana', 'heat', 'runes'] as const;

/** A character's special resource in words: its value, or Oric's stance. */
export function specialText(ch: CohView['chars'][number], w: Words): string {
  const parts = RES_KEYS.filter((r) => ch.res[r] !== undefined).map((r) => `${w.res[r]} ${ch.res[r]}`);
  if (ch.character === 'oric') parts.push(w.labelled(w.stanceLabel, ch.stance ? w.stance[ch.stance] : '—'));
  return parts.join(' · ');
}

/** A character in two lines: piece, player and character, special resource; the three energies, Health and Spirit. */
function drawCharBlock(ctx: Ctx, view: CohView, ch: CohView['chars'][number], y: number, w: Words): void {
  const row = { x: SIDE_X, y, w: SIDE_W, h: CHAR_H - 6 };
  const active = view.active === ch.seat;
  drawRoundRect(ctx, row, 9, {
    fill: active ? PALETTE.panelLight : PALETTE.panel,
    stroke: active ? PALETTE.highlight : undefined,
    lineWidth: 3,
  });
  const top = row.y + 22;
  const bottom = row.y + row.h - 22;
  drawCircle(ctx, { x: row.x + 24, y: top }, 18, { fill: seatColor(ch.seat), stroke: '#ffffff', lineWidth: 2 });
  drawFittedText(ctx, charInitial(ch.character), row.x + 24, top + 1, 26, { size: 24, weight: 800, color: '#ffffff' });
  const special = specialText(ch, w);
  ctx.font = `600 26px ${FONT.sans}`;
  const specialW = Math.min(200, textWidth(ctx, special));
  drawFittedText(ctx, `${ch.name} · ${charName(ch.character, w)}`, row.x + 50, top, row.w - 66 - specialW, {
    size: 30,
    weight: 700,
    align: 'left',
    color: PALETTE.ink,
  });
  drawFittedText(ctx, special, row.x + row.w - 10, top, specialW, { size: 26, weight: 600, align: 'right', color: PALETTE.muted });
  let x = row.x + 8;
  for (const col of ['red', 'blue', 'green'] as const) {
    drawRoundRect(ctx, { x, y: bottom - 19, w: 92, h: 38 }, 7, { fill: ENERGY_COLOURS[col] });
    drawFittedText(ctx, `${ch.energy[col]}/${view.cap}`, x + 46, bottom + 1, 86, { size: 30, weight: 800, color: '#ffffff' });
    x += 98;
  }
  drawFittedText(ctx, `♥${ch.health}  ✦${ch.spirit}`, x + 10, bottom, row.x + row.w - x - 16, {
    size: 30,
    weight: 700,
    family: FONT.symbol,
    align: 'left',
    color: PALETTE.ink,
  });
}

function drawCorruptedBlock(ctx: Ctx, k: CohView['corrupted'][number], y: number, w: Words): void {
  const row = { x: SIDE_X, y, w: SIDE_W, h: BLOCK_H - 6 };
  const def = corruptedDef(k.id);
  drawRoundRect(ctx, row, 9, { fill: CORRUPTED });
  const tag = k.tag !== null ? ` [${k.tag}]` : '';
  drawFittedText(ctx, `◆ ${def.name[w.locale]}${tag}`, row.x + 12, row.y + 20, row.w - 24, {
    size: 28,
    weight: 700,
    family: FONT.sans,
    align: 'left',
    color: '#ff9ad5',
  });
  drawFittedText(ctx, `♥${k.health}/${k.start} · ${w.resilience} ${k.resilience}`, row.x + 12, row.y + row.h - 19, row.w * 0.55, {
    size: 27,
    weight: 700,
    family: FONT.symbol,
    align: 'left',
    color: PALETTE.ink,
  });
  drawFittedText(ctx, def.title[w.locale], row.x + row.w - 12, row.y + row.h - 19, row.w * 0.42, {
    size: 22,
    align: 'right',
    color: PALETTE.muted,
  });
}

function drawScenarioBlock(ctx: Ctx, view: CohView, y: number, w: Words): void {
  const scn = view.scenario!;
  const row = { x: SIDE_X, y, w: SIDE_W, h: BLOCK_H - 6 };
  drawRoundRect(ctx, row, 9, { fill: PALETTE.panel, stroke: PALETTE.gold, lineWidth: 2 });
  const def = scenarioDef(scn.id);
  drawFittedText(ctx, `S${String(def.num).padStart(2, '0')} ${def.name[w.locale]}`, row.x + 12, row.y + 20, row.w - 24, {
    size: 28,
    weight: 700,
    align: 'left',
    color: PALETTE.gold,
  });
  const bits: string[] = [];
  if (def.doom) bits.push(`${w.doom} ${scn.doom}`);
  const tokens = Object.keys(scn.tokens).length + scn.faceDownTokens.length;
  if (tokens > 0) bits.push(`${w.tokens} ${tokens}`);
  if (scn.points.some((p) => p > 0)) bits.push(`${w.points} ${scn.points.join('/')}`);
  if (scn.myTarget !== null && scn.myTarget >= 0) bits.push(w.target(view.chars[scn.myTarget]?.name ?? ''));
  drawFittedText(ctx, bits.join(' · '), row.x + 12, row.y + row.h - 19, row.w - 24, {
    size: 27,
    weight: 600,
    align: 'left',
    color: PALETTE.ink,
  });
}

/** The cards' codes with their names (a Boss said so), in one column, or two when one does not fit beside the map. */
function drawLegend(ctx: Ctx, w: Words, codes: Map<string, string>, top: number): void {
  const entries = new Map<string, { name: string; kind: 'monster' | 'rift' | 'other'; boss: boolean }>();
  for (const [id, code] of codes) {
    const def = worldCardDef(id);
    const kind = def.type === 'monster' ? 'monster' : def.type === 'rift' ? 'rift' : 'other';
    entries.set(code, { name: def.name[w.locale], kind, boss: def.type === 'monster' && !!def.boss });
  }
  const list = [...entries.entries()].sort(([a], [b]) => a.localeCompare(b));
  const twoColumns = list.length > legendRowsFit(top, BASE_H);
  const rows = twoColumns ? Math.ceil(list.length / 2) : list.length;
  const colW = twoColumns ? (SIDE_W - 10) / 2 : SIDE_W;
  list.forEach(([code, e], i) => {
    const x = SIDE_X + (twoColumns && i >= rows ? colW + 10 : 0);
    const y = top + (i % rows) * LEGEND_ROW;
    const plate = { x, y: y + 3, w: 62, h: LEGEND_ROW - 6 };
    const fill = e.kind === 'monster' ? MONSTER : e.kind === 'rift' ? RIFT : '#b07a2a';
    drawRoundRect(ctx, plate, 6, { fill, stroke: e.boss ? PALETTE.gold : PALETTE.line, lineWidth: e.boss ? 4 : 1.5 });
    drawFittedText(ctx, code, plate.x + plate.w / 2, plate.y + plate.h / 2 + 1, plate.w - 6, {
      size: 26,
      weight: 800,
      color: e.kind === 'monster' ? PALETTE.inkDark : '#ffffff',
    });
    const name = e.boss ? `${e.name} ★` : e.name;
    drawFittedText(ctx, name, x + plate.w + 8, y + LEGEND_ROW / 2, colW - plate.w - 10, {
      size: 27,
      weight: 600,
      align: 'left',
      color: e.boss ? PALETTE.gold : PALETTE.ink,
      minSize: 18,
    });
  });
}
