/**
 * The world of Hara as one picture: the Day track, the seven tiles (the Dojo
 * and six Worlds) with what stands on their spaces, and a line per
 * character, Corrupted and scenario below. Pure: the view in, pixels out.
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

export const BOARD_W = 1000;
const HEADER_H = 104;
const MAP_H = 900;
const ROW_H = 46;
const PAD = 16;

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
  const map = { x: PAD, y: HEADER_H, w: BOARD_W - 2 * PAD, h: MAP_H };
  return { layout: fitHexLayout([...spaceHexes(view).values()], map, 80), map };
}

const footerRows = (view: CohView): number => view.chars.length + view.corrupted.length + (view.scenario ? 1 : 0);

export function drawBoard(view: CohView, request: RenderRequest, w: Words): Canvas {
  const height = HEADER_H + MAP_H + PAD + footerRows(view) * ROW_H + PAD;
  const { canvas, ctx } = newCanvas(BOARD_W, height);
  const { layout, map } = boardLayout(view);
  drawHeader(ctx, view, w);
  drawMap(ctx, view, layout, w);
  drawFooter(ctx, view, HEADER_H + MAP_H + PAD, w);
  const marks = request.marks ?? [];
  if (marks.length === 0) return canvas;
  const labelled = marks.map((m) => ({ hex: parseHexKey(m.hex), label: m.label }));
  drawHexMarks(ctx, layout, labelled);
  return cropAround(
    canvas,
    layout,
    labelled.map((m) => m.hex),
    map,
  );
}

/**
 * The action up close, readable where Discord shows the whole world small (a
 * phone): the board cropped around the character whose turn it is and the
 * spaces next to it (around every character while nobody plays).
 */
export function drawZoom(view: CohView, w: Words): Canvas {
  const canvas = drawBoard(view, { kind: 'board' }, w);
  const { layout, map } = boardLayout(view);
  const hexes = spaceHexes(view);
  const active = view.active !== null ? view.chars[view.active] : undefined;
  const centres = (active ? [active.at] : view.chars.map((c) => c.at)).flatMap((sp) => {
    const h = hexes.get(sp);
    return h ? [h] : [];
  });
  const focus = centres.flatMap((h) => [h, ...HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }))]);
  return cropAround(canvas, layout, focus, map);
}

// ---------------------------------------------------------------- header: whose turn and the Day track

function headline(view: CohView, w: Words): string {
  if (view.winner !== null || view.endReason !== null) return w.over;
  if (view.active === null) return w.corruptedTurn;
  return w.turnOf(view.chars[view.active]?.name ?? '');
}

function drawHeader(ctx: Ctx, view: CohView, w: Words): void {
  const round = view.round === 'dawn' ? w.dawn : w.dusk;
  drawFittedText(ctx, `${w.day(view.day)} · ${round}`, PAD, 26, 330, {
    size: 32,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  drawFittedText(ctx, headline(view, w), BOARD_W - PAD, 26, BOARD_W - 380, { size: 30, weight: 700, align: 'right', color: PALETTE.ink });
  // The Day track: six Days of a Dawn and a Dusk each; the round being played is lit.
  const cellW = (BOARD_W - 2 * PAD) / 12;
  for (let day = 1; day <= 6; day++) {
    for (const [k, r] of (['dawn', 'dusk'] as const).entries()) {
      const x = PAD + ((day - 1) * 2 + k) * cellW;
      const box = { x: x + 2, y: 54, w: cellW - 4, h: 40 };
      const past = day < view.day || (day === view.day && r === 'dawn' && view.round === 'dusk');
      const now = day === view.day && r === view.round;
      const base = r === 'dawn' ? '#e8c870' : '#4a3f7a';
      const fill = now ? base : past ? darken(base, 0.55) : darken(base, 0.25);
      drawRoundRect(ctx, box, 8, { fill, stroke: now ? PALETTE.highlight : PALETTE.line, lineWidth: now ? 4 : 1.5 });
      const glyph = r === 'dawn' ? '☀' : '☾';
      drawFittedText(ctx, `${day} ${glyph}`, box.x + box.w / 2, box.y + box.h / 2 + 1, box.w - 6, {
        size: 24,
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
 * full-size layers, ~4.7 MB of pixels each).
 */
const layers = new Map<string, Canvas>();
const MAX_LAYERS = 6;

function tileLayer(view: CohView, w: Words): Canvas {
  const key = `${w.locale}|${JSON.stringify(view.layout)}`;
  const hit = layers.get(key);
  if (hit) {
    layers.delete(key);
    layers.set(key, hit);
    return hit;
  }
  const { canvas, ctx } = newCanvas(BOARD_W, HEADER_H + MAP_H);
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
      drawFittedText(ctx, name, c.x, c.y - size * 0.18, size * 1.6, { size: 22, weight: 800, color: PALETTE.ink, outline: PALETTE.line });
    } else {
      drawFittedText(ctx, String(cell), c.x - size * 0.62, c.y + size * 0.3, size * 0.4, {
        size: 17,
        weight: 700,
        color: lighten(colour, 0.55),
      });
    }
  }
  if (layers.size >= MAX_LAYERS) layers.delete(layers.keys().next().value!);
  layers.set(key, canvas);
  return canvas;
}

function drawMap(ctx: Ctx, view: CohView, layout: HexLayout, w: Words): void {
  const hexes = spaceHexes(view);
  const size = layout.size;
  const top = HEADER_H;
  ctx.drawImage(tileLayer(view, w), 0, top, BOARD_W, MAP_H, 0, top, BOARD_W, MAP_H);
  for (const [space, hex] of hexes) {
    const tile = space.slice(0, space.indexOf(':'));
    if (space.endsWith(':0') && tile !== 'dojo') {
      const c = hexToPixel(layout, hex);
      drawFittedText(ctx, w.cards(view.decks[tile] ?? 0), c.x, c.y + size * 0.25, size * 1.5, { size: 18, color: PALETTE.ink });
    }
  }
  for (const [space, card] of Object.entries(view.spaces)) {
    const hex = hexes.get(space);
    if (hex) drawCard(ctx, layout, hex, card, view.scenario?.bossTokens[space] ?? 0, w);
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
  // Pieces: characters and Corrupted, side by side along a space's lower half.
  const pieces = new Map<string, { label: string; fill: string; ink: string; corrupted: boolean; health?: number }[]>();
  const add = (space: string, p: { label: string; fill: string; ink: string; corrupted: boolean; health?: number }) =>
    pieces.set(space, [...(pieces.get(space) ?? []), p]);
  for (const ch of view.chars) add(ch.at, { label: charInitial(ch.character), fill: seatColor(ch.seat), ink: '#ffffff', corrupted: false });
  for (const k of view.corrupted)
    add(k.at, {
      label: (corruptedDef(k.id).name.en[0] ?? '?').toUpperCase(),
      fill: CORRUPTED,
      ink: '#ff9ad5',
      corrupted: true,
      health: k.health,
    });
  for (const [space, list] of pieces) {
    const hex = hexes.get(space);
    if (!hex) continue;
    const c = hexToPixel(layout, hex);
    const r = size * (list.length > 2 ? 0.2 : 0.26);
    const step = Math.min(r * 2.1, (size * 1.5) / list.length);
    list.forEach((p, i) => {
      const at = { x: c.x + (i - (list.length - 1) / 2) * step, y: c.y + size * 0.45 };
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
      drawFittedText(ctx, p.label, at.x, at.y + 1, r * 1.6, { size: r * 1.3, weight: 800, color: p.ink });
    });
  }
}

type SpaceCard = CohView['spaces'][string];

function drawCard(ctx: Ctx, layout: HexLayout, hex: Hex, card: SpaceCard, bossTokens: number, w: Words): void {
  const size = layout.size;
  const c = hexToPixel(layout, hex);
  const box = { x: c.x - size * 0.72, y: c.y - size * 0.62, w: size * 1.44, h: size * 0.66 };
  if (!card.faceUp || card.id === null) {
    const dusk = card.kind === 'dusk';
    drawRoundRect(ctx, box, 6, { fill: dusk ? '#2c2448' : '#6b5232', stroke: PALETTE.line, lineWidth: 2 });
    drawFittedText(ctx, dusk ? `☾ ${w.duskBack}` : `? ${w.event}`, c.x, box.y + box.h / 2, box.w - 8, {
      size: 19,
      weight: 700,
      family: FONT.symbol,
      color: PALETTE.ink,
    });
    return;
  }
  const def = worldCardDef(card.id);
  const name = def.name[w.locale];
  if (def.type === 'monster') {
    drawRoundRect(ctx, box, 6, { fill: MONSTER, stroke: def.boss ? PALETTE.gold : PALETTE.line, lineWidth: def.boss ? 4 : 2 });
    drawTwoLines(ctx, name, { x: box.x + 4, y: box.y + 2, w: box.w - size * 0.5, h: box.h - 4 }, PALETTE.inkDark);
    const hp = { x: box.x + box.w - size * 0.22, y: box.y + box.h / 2 };
    drawCircle(ctx, hp, size * 0.22, { fill: PALETTE.danger, stroke: PALETTE.line, lineWidth: 2 });
    drawFittedText(ctx, String(Math.max(0, def.health - card.dmg)), hp.x, hp.y + 1, size * 0.36, {
      size: 22,
      weight: 800,
      color: '#ffffff',
    });
    if (def.boss || bossTokens > 0) {
      const tag = bossTokens > 0 ? `${w.boss} ×${bossTokens}` : w.boss;
      drawFittedText(ctx, tag, c.x, box.y - 1, box.w, { size: 15, weight: 800, color: PALETTE.gold, outline: PALETTE.line });
    }
    return;
  }
  const fill = def.type === 'rift' ? RIFT : '#b07a2a';
  drawRoundRect(ctx, box, 6, { fill, stroke: PALETTE.line, lineWidth: 2 });
  drawTwoLines(ctx, name, { x: box.x + 4, y: box.y + 2, w: box.w - 8, h: box.h - 4 }, '#ffffff');
}

/** A name on one line if it fits at a readable size, else on two. */
function drawTwoLines(ctx: Ctx, text: string, box: Box, color: string): void {
  const style = { size: 19, weight: 700, color, minSize: 15 } as const;
  ctx.font = `700 19px ${FONT.sans}`;
  if (textWidth(ctx, text) <= box.w * 1.15 || !text.includes(' ')) {
    drawFittedText(ctx, text, box.x + box.w / 2, box.y + box.h / 2, box.w, style);
    return;
  }
  const words = text.split(' ');
  let best = 1;
  let bestDiff = Infinity;
  for (let k = 1; k < words.length; k++) {
    const diff = Math.abs(words.slice(0, k).join(' ').length - words.slice(k).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [k, diff];
  }
  const small = { ...style, size: 16, minSize: 12 };
  drawFittedText(ctx, words.slice(0, best).join(' '), box.x + box.w / 2, box.y + box.h * 0.28, box.w, small);
  drawFittedText(ctx, words.slice(best).join(' '), box.x + box.w / 2, box.y + box.h * 0.74, box.w, small);
}

function drawToken(ctx: Ctx, layout: HexLayout, hex: Hex, label: string): void {
  const size = layout.size;
  const c = hexToPixel(layout, hex);
  const box = { x: c.x + size * 0.38, y: c.y + size * 0.02, w: size * 0.4, h: size * 0.34 };
  drawRoundRect(ctx, box, 4, { fill: PALETTE.gold, stroke: PALETTE.line, lineWidth: 2 });
  drawFittedText(ctx, label, box.x + box.w / 2, box.y + box.h / 2 + 1, box.w - 2, { size: 20, weight: 800, color: PALETTE.inkDark });
}

// ---------------------------------------------------------------- footer: one line per character, Corrupted, scenario

const RES_KEYS = ['grit', 'momentum', 'fear', 'mana', 'heat', 'runes'] as const;

/** A character's special resource in words: its value, or Oric's stance. */
export function specialText(ch: CohView['chars'][number], w: Words): string {
  const parts = RES_KEYS.filter((r) => ch.res[r] !== undefined).map((r) => `${w.res[r]} ${ch.res[r]}`);
  if (ch.character === 'oric') parts.push(`${w.stanceLabel}: ${ch.stance ? w.stance[ch.stance] : '—'}`);
  return parts.join(' · ');
}

function drawFooter(ctx: Ctx, view: CohView, top: number, w: Words): void {
  let y = top;
  for (const ch of view.chars) {
    const row = { x: PAD, y, w: BOARD_W - 2 * PAD, h: ROW_H - 6 };
    const active = view.active === ch.seat;
    drawRoundRect(ctx, row, 8, {
      fill: active ? PALETTE.panelLight : PALETTE.panel,
      stroke: active ? PALETTE.highlight : undefined,
      lineWidth: 2,
    });
    drawCircle(ctx, { x: row.x + 22, y: row.y + row.h / 2 }, 15, { fill: seatColor(ch.seat), stroke: '#ffffff', lineWidth: 2 });
    drawFittedText(ctx, charInitial(ch.character), row.x + 22, row.y + row.h / 2 + 1, 22, { size: 18, weight: 800, color: '#ffffff' });
    drawFittedText(ctx, `${ch.name} (${charName(ch.character, w)})`, row.x + 46, row.y + row.h / 2, 290, {
      size: 22,
      weight: 700,
      align: 'left',
      color: PALETTE.ink,
    });
    let x = row.x + 345;
    for (const col of ['red', 'blue', 'green'] as const) {
      drawRoundRect(ctx, { x, y: row.y + 5, w: 62, h: row.h - 10 }, 6, { fill: ENERGY_COLOURS[col] });
      drawFittedText(ctx, `${ch.energy[col]}/${view.cap}`, x + 31, row.y + row.h / 2 + 1, 56, { size: 21, weight: 800, color: '#ffffff' });
      x += 68;
    }
    drawFittedText(ctx, `♥${ch.health}  ✦${ch.spirit}`, x + 8, row.y + row.h / 2, 150, {
      size: 22,
      weight: 700,
      family: FONT.symbol,
      align: 'left',
      color: PALETTE.ink,
    });
    drawFittedText(ctx, specialText(ch, w), row.x + row.w - 10, row.y + row.h / 2, row.x + row.w - x - 170, {
      size: 19,
      align: 'right',
      color: PALETTE.muted,
    });
    y += ROW_H;
  }
  for (const k of view.corrupted) {
    const row = { x: PAD, y, w: BOARD_W - 2 * PAD, h: ROW_H - 6 };
    const def = corruptedDef(k.id);
    drawRoundRect(ctx, row, 8, { fill: CORRUPTED });
    const tag = k.tag !== null ? ` [${k.tag}]` : '';
    drawFittedText(ctx, `◆ ${def.name[w.locale]}${tag} — ${def.title[w.locale]}`, row.x + 12, row.y + row.h / 2, 560, {
      size: 21,
      weight: 700,
      family: FONT.sans,
      align: 'left',
      color: '#ff9ad5',
    });
    drawFittedText(ctx, `♥${k.health}/${def.health}  ${w.resilience} ${k.resilience}`, row.x + row.w - 12, row.y + row.h / 2, 340, {
      size: 21,
      weight: 700,
      family: FONT.symbol,
      align: 'right',
      color: PALETTE.ink,
    });
    y += ROW_H;
  }
  const scn = view.scenario;
  if (scn) {
    const row = { x: PAD, y, w: BOARD_W - 2 * PAD, h: ROW_H - 6 };
    drawRoundRect(ctx, row, 8, { fill: PALETTE.panel, stroke: PALETTE.gold, lineWidth: 2 });
    const def = scenarioDef(scn.id);
    drawFittedText(ctx, `S${String(def.num).padStart(2, '0')} ${def.name[w.locale]}`, row.x + 12, row.y + row.h / 2, 480, {
      size: 21,
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
    drawFittedText(ctx, bits.join(' · '), row.x + row.w - 12, row.y + row.h / 2, row.w - 510, {
      size: 20,
      align: 'right',
      color: PALETTE.ink,
    });
  }
}
