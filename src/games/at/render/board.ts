/**
 * The match picture: the hex battlefield (terrain, Portals, Sanctuaries,
 * Beacons, Enchantments, face-down Treasures, pawns), each player's
 * resources and squad at a glance, the Evil Player in Solo and Co-op, and
 * the center row with its costs. A pure function of the public view.
 */
import { hexesWithin, parseHexKey, type Hex } from '../../../core/hex.js';
import {
  type Box,
  type Canvas,
  type Ctx,
  type HexLayout,
  type Point,
  FONT,
  PALETTE,
  cropAround,
  darken,
  drawCircle,
  drawFittedText,
  drawHex,
  drawHexMarks,
  drawRoundRect,
  drawTextBox,
  fitFontSize,
  fitHexLayout,
  hexToPixel,
  lighten,
  mix,
  newCanvas,
  pathHex,
  pathPolygon,
} from '../../../core/render/index.js';
import { CARD_BY_ID, MAP_BY_ID, evilDef, intrigueDef } from '../content/index.js';
import type { MapDef } from '../content/schema.js';
import { CULTIST } from '../rules/state.js';
import { EVIL_COLOUR, FACTION_COLOUR, TERRAIN, ownerColour } from './theme.js';
import type { AtPictureView } from './view.js';
import type { Words } from './words.js';

export const BOARD_W = 1000;
const HEADER_H = 52;
/** The battlefield's box: what a picker picture may show. */
export const MAP_BOX: Box = { x: 8, y: HEADER_H + 6, w: 612, h: 612 };
const PANEL: Box = { x: 632, y: HEADER_H + 6, w: 360, h: 612 };
const ROW_Y = MAP_BOX.y + MAP_BOX.h + 12;
const ROW_TITLE_H = 30;
const CARD_H = 150;
export const BOARD_H = ROW_Y + ROW_TITLE_H + CARD_H + 12;

type Pawn = AtPictureView['champions'][number];

function mapOf(view: AtPictureView): MapDef {
  const m = MAP_BY_ID.get(view.map);
  if (!m) throw new RangeError(`Ascension Tactics picture: unknown map ${view.map}`);
  return m;
}

const layoutCache = new Map<string, { layout: HexLayout; hexes: Hex[] }>();
/** The battlefield's hexes and their pixel layout in MAP_BOX, once per map. */
export function boardLayout(view: AtPictureView): { layout: HexLayout; hexes: Hex[] } {
  let hit = layoutCache.get(view.map);
  if (!hit) {
    const hexes = hexesWithin({ q: 0, r: 0 }, mapOf(view).radius);
    hit = { hexes, layout: fitHexLayout(hexes, MAP_BOX, 80) };
    layoutCache.set(view.map, hit);
  }
  return hit;
}

/** A pawn's name in the reader's language. */
export function pawnName(p: Pawn, w: Words): string {
  if (p.def === CULTIST) return w.cultist;
  if (p.owner < 0) return evilDef(p.def).name[w.locale];
  return CARD_BY_ID.get(p.def)?.name[w.locale] ?? p.def;
}

/** Two letters for a pawn: the initials of its first two words (or its first two letters). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L} ]/gu, ' ')
    .split(/\s+/)
    .filter((x) => x.length > 0 && !/^(the|of|la|le|les|de|du|des)$/i.test(x));
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/** Each Portal hex's owner (a seat), or null for a Portal no player uses. */
function portalOwners(view: AtPictureView, m: MapDef): Map<string, number | null> {
  const out = new Map<string, number | null>();
  // A Portal moved by an effect is drawn where it stands now (TT-13).
  const at = (h: string) => view.portalMoves?.[h] ?? h;
  for (const list of m.portals) for (const h of list) out.set(at(h), null);
  for (const h of m.coopPortals) out.set(at(h), null);
  for (const p of view.players) {
    const chosen = view.chosenPortals[p.seat];
    for (const h of chosen !== undefined ? [chosen] : (m.portals[p.portal] ?? [])) out.set(at(h), p.seat);
  }
  for (const [h, seat] of Object.entries(view.portalsTaken)) out.set(h, seat);
  return out;
}

function drawTerrain(ctx: Ctx, view: AtPictureView, layout: HexLayout, hexes: Hex[]): void {
  const m = mapOf(view);
  const size = layout.size;
  const forests = new Set([...m.forests, ...(view.forestsPlaced ?? [])]);
  const corruption = new Set(m.corruption);
  const inactive = new Set(m.inactivePortals);
  const wells = new Map(m.enchantments.map((e) => [e.hex, e]));
  const owners = portalOwners(view, m);
  const sanct = new Map(view.sanctuaries.map((s) => [s.hex, s.controller]));
  for (const h of hexes) {
    const k = `${h.q},${h.r}`;
    let fill: string = TERRAIN.plain;
    if (forests.has(k)) fill = TERRAIN.forest;
    else if (corruption.has(k)) fill = TERRAIN.corruption;
    else if (sanct.has(k)) fill = TERRAIN.sanctuary;
    else if (owners.has(k)) fill = TERRAIN.portal;
    else if (inactive.has(k)) fill = view.portalsTaken[k] !== undefined ? TERRAIN.portal : TERRAIN.inactivePortal;
    else if (wells.get(k)?.barrier) fill = TERRAIN.barrier;
    else if (wells.has(k)) fill = TERRAIN.well;
    drawHex(ctx, layout, h, { fill, stroke: TERRAIN.edge, lineWidth: 2 });
    const c = hexToPixel(layout, h);
    if (forests.has(k)) drawTrees(ctx, c, size);
    if (corruption.has(k)) drawCorruption(ctx, c, size);
    const well = wells.get(k);
    if (well?.barrier) drawBarrier(ctx, c, size);
    else if (well) {
      const bonus = [well.strength ? `+${well.strength}` : '', well.defense ? `+${well.defense}` : '', well.speed ? `+${well.speed}` : '']
        .filter(Boolean)
        .join('/');
      drawFittedText(ctx, bonus || '+', c.x, c.y + size * 0.55, size * 1.2, { size: size * 0.3, weight: 700, color: '#cfe8ff' });
    }
    if (owners.has(k) || inactive.has(k)) {
      const owner = owners.get(k) ?? view.portalsTaken[k] ?? null;
      drawPortal(ctx, c, size, owner === null ? null : ownerColour(owner));
    }
    if (sanct.has(k)) {
      const ctl = sanct.get(k) ?? null;
      pathHex(ctx, layout, h, size * 0.1);
      ctx.strokeStyle = ctl === null ? '#f3e3a8' : ownerColour(ctl);
      ctx.lineWidth = Math.max(3, size * 0.14);
      ctx.stroke();
      drawStar(ctx, { x: c.x, y: c.y + size * 0.55 }, size * 0.2, '#fff3c4');
    }
  }
  for (const b of m.beacons) {
    const owner = view.beacons[b];
    drawBeacon(ctx, hexToPixel(layout, parseHexKey(b)), size, owner === undefined ? null : ownerColour(owner));
  }
  for (const h of view.treasureHexes) drawTreasure(ctx, hexToPixel(layout, parseHexKey(h)), size);
  if (view.evil)
    m.objectives.forEach((h, i) => {
      const c = hexToPixel(layout, parseHexKey(h));
      drawObjective(ctx, { x: c.x, y: c.y + size * 0.68 }, size * 0.2, i);
    });
  for (const [kind, tok] of Object.entries(view.tokens ?? {})) {
    if (!tok) continue;
    const c = hexToPixel(layout, parseHexKey(tok.hex));
    const at = { x: c.x - size * 0.55, y: c.y + size * 0.42 };
    drawCircle(ctx, at, size * 0.24, { fill: ownerColour(tok.owner), stroke: '#ffffff', lineWidth: 2 });
    drawFittedText(ctx, kind === 'turret' ? 'T' : 'F', at.x, at.y + 1, size * 0.4, { size: size * 0.3, weight: 800, color: '#ffffff' });
  }
}

function drawTrees(ctx: Ctx, c: Point, size: number): void {
  for (const [dx, dy] of [
    [-0.42, 0.38],
    [0.42, 0.38],
  ] as const) {
    const x = c.x + dx * size;
    const y = c.y + dy * size;
    pathPolygon(ctx, [
      { x, y: y - size * 0.26 },
      { x: x + size * 0.16, y: y + size * 0.06 },
      { x: x - size * 0.16, y: y + size * 0.06 },
    ]);
    ctx.fillStyle = '#8fd18f';
    ctx.fill();
  }
}

function drawCorruption(ctx: Ctx, c: Point, size: number): void {
  ctx.save();
  ctx.strokeStyle = '#d08bf0';
  ctx.lineWidth = Math.max(2, size * 0.06);
  ctx.beginPath();
  ctx.arc(c.x, c.y + size * 0.5, size * 0.16, 0, Math.PI * 1.5);
  ctx.stroke();
  ctx.restore();
}

function drawBarrier(ctx: Ctx, c: Point, size: number): void {
  ctx.save();
  ctx.strokeStyle = '#c9ccd3';
  ctx.lineWidth = Math.max(3, size * 0.1);
  const r = size * 0.35;
  ctx.beginPath();
  ctx.moveTo(c.x - r, c.y - r);
  ctx.lineTo(c.x + r, c.y + r);
  ctx.moveTo(c.x + r, c.y - r);
  ctx.lineTo(c.x - r, c.y + r);
  ctx.stroke();
  ctx.restore();
}

function drawPortal(ctx: Ctx, c: Point, size: number, colour: string | null): void {
  ctx.save();
  if (colour === null) ctx.setLineDash([5, 4]);
  drawCircle(ctx, c, size * 0.72, { stroke: colour ?? '#c2c7d0', lineWidth: Math.max(3, size * 0.12) });
  ctx.restore();
}

function drawStar(ctx: Ctx, c: Point, r: number, fill: string): void {
  const pts: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push({ x: c.x + rr * Math.cos(a), y: c.y + rr * Math.sin(a) });
  }
  pathPolygon(ctx, pts);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = '#000000';
  ctx.lineWidth = 1;
  ctx.stroke();
}

function drawBeacon(ctx: Ctx, c: Point, size: number, colour: string | null): void {
  const w = size * 0.3;
  const top = c.y - size * 0.6;
  pathPolygon(ctx, [
    { x: c.x - w / 2, y: c.y + size * 0.7 },
    { x: c.x + w / 2, y: c.y + size * 0.7 },
    { x: c.x + w / 3, y: top },
    { x: c.x - w / 3, y: top },
  ]);
  ctx.fillStyle = colour ?? '#9aa0aa';
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.stroke();
  drawCircle(ctx, { x: c.x, y: top }, size * 0.16, { fill: colour ? '#fff3a0' : '#6b7079', stroke: '#ffffff', lineWidth: 1.5 });
}

/** A face-down Treasure token: which one it is never appears (the view does not hold it). */
function drawTreasure(ctx: Ctx, c: Point, size: number): void {
  const box = { x: c.x - size * 0.3, y: c.y - size * 0.22, w: size * 0.6, h: size * 0.44 };
  drawRoundRect(ctx, box, 4, { fill: '#7a4f23', stroke: '#f2c14e', lineWidth: 2.5 });
  drawFittedText(ctx, '?', c.x, c.y + 1, size * 0.5, { size: size * 0.36, weight: 800, color: '#f2c14e' });
}

function drawObjective(ctx: Ctx, c: Point, r: number, i: number): void {
  pathPolygon(ctx, [
    { x: c.x, y: c.y - r * 1.2 },
    { x: c.x + r * 1.2, y: c.y },
    { x: c.x, y: c.y + r * 1.2 },
    { x: c.x - r * 1.2, y: c.y },
  ]);
  ctx.fillStyle = darken(EVIL_COLOUR, 0.2);
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  drawFittedText(ctx, String(i + 1), c.x, c.y + 1, r * 1.6, { size: r * 1.3, weight: 800, color: '#ffffff' });
}

/** One pawn: a disc in its owner's colour with its initials (a Cultist: a diamond), faded when exhausted, its damage in red. */
export function drawPawn(ctx: Ctx, p: Pawn, c: Point, radius: number, w: Words, evilToken?: number): void {
  const base = ownerColour(p.owner);
  const fill = p.exhausted ? mix(base, '#8a8f99', 0.6) : base;
  const ring = p.exhausted ? '#5b606b' : '#ffffff';
  if (p.def === CULTIST) {
    const r = radius * 0.95;
    pathPolygon(ctx, [
      { x: c.x, y: c.y - r },
      { x: c.x + r, y: c.y },
      { x: c.x, y: c.y + r },
      { x: c.x - r, y: c.y },
    ]);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.strokeStyle = ring;
    ctx.lineWidth = Math.max(2, radius * 0.12);
    ctx.stroke();
    drawFittedText(ctx, w.cultist[0]!, c.x, c.y + 1, r, { size: r * 0.75, weight: 800, color: '#ffffff', outline: '#000000' });
  } else {
    drawCircle(ctx, { x: c.x + 2, y: c.y + 3 }, radius, { fill: 'rgba(0,0,0,0.35)' });
    drawCircle(ctx, c, radius, { fill, stroke: ring, lineWidth: Math.max(2.5, radius * 0.13) });
    drawFittedText(ctx, initials(pawnName(p, w)), c.x, c.y + 1, radius * 1.6, {
      size: radius * 0.9,
      weight: 800,
      color: p.exhausted ? '#e6e6e6' : '#ffffff',
      outline: '#000000',
    });
  }
  if (evilToken !== undefined) drawObjective(ctx, { x: c.x - radius * 0.85, y: c.y - radius * 0.8 }, radius * 0.3, evilToken);
  if (p.damage > 0) {
    const at = { x: c.x + radius * 0.85, y: c.y + radius * 0.75 };
    const r = Math.max(9, radius * 0.42);
    drawCircle(ctx, at, r, { fill: PALETTE.danger, stroke: '#ffffff', lineWidth: 2 });
    drawFittedText(ctx, String(p.damage), at.x, at.y + 1, r * 1.6, { size: r * 1.2, weight: 800, color: '#ffffff' });
  }
}

function drawPawns(ctx: Ctx, view: AtPictureView, layout: HexLayout, w: Words): void {
  const tokenOf = view.evil?.tokens ?? {};
  for (const p of view.champions) {
    if (p.at === null) continue;
    const c = hexToPixel(layout, parseHexKey(p.at));
    drawPawn(ctx, p, c, layout.size * 0.56, w, p.owner < 0 ? tokenOf[p.id] : undefined);
  }
}

function drawHeader(ctx: Ctx, view: AtPictureView, w: Words, over: boolean): void {
  const m = mapOf(view);
  drawRoundRect(ctx, { x: 0, y: 0, w: BOARD_W, h: HEADER_H }, 0, { fill: PALETTE.panel });
  drawFittedText(ctx, m.name[w.locale], 14, HEADER_H / 2, 430, { size: 24, weight: 700, family: FONT.display, align: 'left' });
  const ended = over || view.winner !== null;
  const turn = ended ? w.over : `${w.round(view.round)} · ${w.turnOf(view.players[view.active]?.name ?? '')}`;
  drawFittedText(ctx, turn, BOARD_W - 14, HEADER_H / 2, 520, {
    size: 22,
    weight: 700,
    align: 'right',
    color: ended ? PALETTE.gold : PALETTE.ink,
  });
}

function drawPlayers(ctx: Ctx, view: AtPictureView, w: Words, over: boolean): number {
  let y = PANEL.y;
  drawFittedText(ctx, `${w.honor} · ${w.goal(view.honorToWin)}`, PANEL.x + 4, y + 12, PANEL.w - 8, {
    size: 18,
    weight: 700,
    align: 'left',
    color: PALETTE.muted,
  });
  y += 28;
  const n = view.order.length;
  const evilH = view.evil ? (view.evil.overlord ? 126 : 104) : 0;
  const rowH = Math.min(150, Math.floor((PANEL.h - 28 - evilH - 48) / n));
  const sideHonor = new Map(view.sides.map((s) => [s.team, s.honor]));
  for (const seat of view.order) {
    const p = view.players[seat]!;
    const active = !over && view.winner === null && view.active === seat;
    const box = { x: PANEL.x, y, w: PANEL.w, h: rowH - 8 };
    drawRoundRect(ctx, box, 8, {
      fill: active ? mix(PALETTE.panelLight, ownerColour(seat), 0.25) : PALETTE.panel,
      stroke: active ? PALETTE.highlight : PALETTE.line,
      lineWidth: active ? 3 : 1.5,
    });
    drawCircle(ctx, { x: box.x + 20, y: box.y + 22 }, 11, { fill: ownerColour(seat), stroke: '#ffffff', lineWidth: 2 });
    drawFittedText(ctx, p.name, box.x + 40, box.y + 22, 200, { size: 24, weight: 700, align: 'left' });
    drawFittedText(ctx, String(sideHonor.get(p.team) ?? p.honor), box.x + box.w - 14, box.y + 24, 90, {
      size: 32,
      weight: 800,
      align: 'right',
      color: PALETTE.gold,
    });
    drawFittedText(ctx, `${w.runes} ${p.runes} · ${w.power} ${p.power}`, box.x + 12, box.y + 50, box.w - 24, {
      size: 21,
      weight: 700,
      align: 'left',
      minSize: 12,
    });
    const line = `${w.hand} ${p.handCount} · ${w.deck} ${p.deckCount} · ${w.treasures} ${p.treasureCount}`;
    drawFittedText(ctx, line, box.x + 12, box.y + 74, box.w - 24, { size: 18, align: 'left', color: PALETTE.muted, minSize: 11 });
    const pawns = view.champions.filter((c) => c.owner === seat && c.def !== CULTIST);
    const cultists = view.champions.filter((c) => c.owner === seat && c.def === CULTIST).length;
    const r = Math.max(10, Math.min(17, (rowH - 96) / 2));
    let x = box.x + 12 + r;
    for (const pawn of pawns) {
      const c = { x, y: box.y + rowH - 14 - r };
      if (pawn.at === null) {
        ctx.save();
        ctx.setLineDash([4, 3]);
        drawCircle(ctx, c, r, { stroke: ownerColour(seat), lineWidth: 2 });
        ctx.restore();
        drawFittedText(ctx, initials(pawnName(pawn, w)), c.x, c.y + 1, r * 1.6, { size: r * 0.85, weight: 700, color: PALETTE.muted });
      } else drawPawn(ctx, pawn, c, r, w);
      x += r * 2 + 10;
    }
    if (cultists > 0) {
      drawPawn(ctx, { ...pawns[0]!, def: CULTIST, damage: 0, exhausted: false, owner: seat }, { x, y: box.y + rowH - 14 - r }, r * 0.8, w);
      drawFittedText(ctx, `×${cultists}`, x + r + 4, box.y + rowH - 14 - r, 40, { size: 16, weight: 700, align: 'left' });
    }
    y += rowH;
  }
  return y;
}

function drawEvil(ctx: Ctx, view: AtPictureView, w: Words, y: number): number {
  const e = view.evil;
  if (!e) return y;
  const box = { x: PANEL.x, y, w: PANEL.w, h: e.overlord ? 118 : 96 };
  drawRoundRect(ctx, box, 8, { fill: darken(EVIL_COLOUR, 0.55), stroke: EVIL_COLOUR, lineWidth: 2 });
  drawFittedText(ctx, w.evil, box.x + 12, box.y + 20, 230, { size: 20, weight: 700, align: 'left' });
  drawFittedText(ctx, String(e.honor), box.x + box.w - 14, box.y + 22, 90, { size: 30, weight: 800, align: 'right', color: PALETTE.gold });
  const last = e.discard.at(-1);
  drawFittedText(ctx, w.intrigue(e.deckCount), box.x + 12, box.y + 48, box.w - 24, { size: 18, align: 'left', color: PALETTE.ink });
  if (last)
    drawFittedText(ctx, w.lastIntrigue(intrigueDef(last).name[w.locale]), box.x + 12, box.y + 74, box.w - 24, {
      size: 18,
      align: 'left',
      color: '#ffd0d0',
      minSize: 11,
    });
  if (e.overlord)
    drawFittedText(ctx, w.overlord(e.overlord.name), box.x + 12, box.y + 98, box.w - 24, { size: 16, align: 'left', color: PALETTE.ink });
  return y + box.h + 8;
}

function drawLegend(ctx: Ctx, view: AtPictureView, w: Words, y: number): void {
  const bottom = PANEL.y + PANEL.h;
  const lines = [
    `${w.legendExhausted} · ${w.legendDamage}`,
    `${w.legendCultist} · ${w.banished(view.banished.length)} · ${w.treasures} ${w.bag(view.bagCount)}`,
  ];
  if (bottom - y < lines.length * 22) return;
  lines.forEach((l, i) =>
    drawFittedText(ctx, l, PANEL.x + 4, bottom - (lines.length - i) * 22 + 10, PANEL.w - 8, {
      size: 15,
      align: 'left',
      color: PALETTE.muted,
      minSize: 10,
    }),
  );
}

/** One card of the center row (or of the Champion Selection Row): faction colour, cost, name, type and stats. */
/**
 * The font size at which the longest word of `text` fits `width` (down to
 * `minSize`): a wrapped name is then shrunk rather than cut with "…" in the
 * middle of a long word (French names: Contremaîtresse, Infanterie…).
 */
export function wordFitSize(ctx: Ctx, text: string, width: number, style: { size: number; weight: number }, minSize: number): number {
  let size = style.size;
  for (const word of text.split(/\s+/)) if (word) size = Math.min(size, fitFontSize(ctx, word, width, style, minSize));
  return size;
}

/** The smallest size of a center-row card's name (under 8 px on the 550-pixel-wide desktop picture; a longer word is hyphenated). */
const NAME_MIN = 14;

/** Splits, with a hyphen, each word too wide for `width` even at `style.size` (a wrapped line then holds each part). */
export function breakLongWords(ctx: Ctx, text: string, width: number, style: { size: number; weight: number }): string {
  const fits = (part: string) => fitFontSize(ctx, part, width, style, 1) >= style.size;
  return text
    .split(' ')
    .map((word) => {
      if (fits(word)) return word;
      let k = word.length - 1;
      while (k > 2 && !fits(`${word.slice(0, k)}-`)) k--;
      return `${word.slice(0, k)}-\n${word.slice(k)}`;
    })
    .join(' ');
}

export function drawRowCard(ctx: Ctx, id: string | null, box: Box, w: Words): void {
  if (id === null) {
    ctx.save();
    ctx.setLineDash([6, 5]);
    drawRoundRect(ctx, box, 8, { stroke: PALETTE.muted, lineWidth: 2 });
    ctx.restore();
    return;
  }
  const d = CARD_BY_ID.get(id);
  if (!d) throw new RangeError(`Ascension Tactics picture: unknown card ${id}`);
  const colour = FACTION_COLOUR[d.faction];
  drawRoundRect(ctx, box, 8, { fill: darken(colour, 0.55), stroke: colour, lineWidth: 3 });
  drawRoundRect(ctx, { x: box.x, y: box.y, w: box.w, h: 34 }, 8, { fill: colour });
  const monster = d.type === 'monster';
  const costAt = { x: box.x + 20, y: box.y + 19 };
  drawCircle(ctx, costAt, 15, { fill: monster ? PALETTE.danger : PALETTE.gold, stroke: '#000000', lineWidth: 1.5 });
  drawFittedText(ctx, String(d.cost), costAt.x, costAt.y + 1, 24, { size: 20, weight: 800, color: monster ? '#ffffff' : PALETTE.inkDark });
  drawFittedText(ctx, w.type[d.type], box.x + box.w - 8, box.y + 17, box.w - 48, {
    size: 14,
    weight: 700,
    align: 'right',
    color: '#ffffff',
    minSize: 9,
  });
  const name = breakLongWords(ctx, d.name[w.locale], box.w - 12, { size: NAME_MIN, weight: 700 });
  drawTextBox(
    ctx,
    name,
    { x: box.x + 6, y: box.y + 40, w: box.w - 12, h: box.h - 72 },
    {
      size: wordFitSize(ctx, name, box.w - 12, { size: 20, weight: 700 }, NAME_MIN),
      weight: 700,
      minSize: NAME_MIN,
      align: 'center',
      valign: 'middle',
      lineHeight: 1.1,
    },
  );
  let foot = '';
  if (d.type === 'champion' || d.type === 'monster') foot = `${d.strength}/${d.defense}/${d.speed}`;
  else if (d.type === 'artifact')
    foot = [
      d.bonus.strength ? `+${d.bonus.strength} ${w.str}` : '',
      d.bonus.defense ? `+${d.bonus.defense} ${w.def}` : '',
      d.bonus.speed ? `+${d.bonus.speed} ${w.spd}` : '',
    ]
      .filter(Boolean)
      .join(' ');
  if (foot)
    drawFittedText(ctx, foot, box.x + box.w / 2, box.y + box.h - 16, box.w - 12, { size: 16, weight: 700, color: lighten(colour, 0.6) });
}

function drawRow(ctx: Ctx, view: AtPictureView, w: Words): void {
  const selecting = view.selection;
  const title = selecting ? w.selection(selecting.deckCount) : `${w.centerRow} · ${w.centerDeck(view.centerCount)}`;
  drawFittedText(ctx, title, 14, ROW_Y + 13, 700, { size: 19, weight: 700, align: 'left', color: PALETTE.muted });
  const cards: (string | null)[] = selecting ? selecting.row : view.row;
  const supply = selecting ? [] : Object.entries(view.supply);
  const supplyW = supply.length > 0 ? 150 : 0;
  const gap = 6;
  const slots = Math.max(6, cards.length);
  const cardW = Math.floor((BOARD_W - 16 - supplyW - (supplyW ? 10 : 0) - gap * (slots - 1)) / slots);
  const y = ROW_Y + ROW_TITLE_H;
  cards.forEach((id, i) => drawRowCard(ctx, id, { x: 8 + i * (cardW + gap), y, w: cardW, h: CARD_H }, w));
  if (supply.length > 0) {
    const x = BOARD_W - 8 - supplyW;
    drawFittedText(ctx, w.supply, x + supplyW / 2, ROW_Y + 13, supplyW, { size: 17, weight: 700, color: PALETTE.muted });
    const h = (CARD_H - gap * (supply.length - 1)) / supply.length;
    supply.forEach(([id, count], i) => {
      const d = CARD_BY_ID.get(id)!;
      const box = { x, y: y + i * (h + gap), w: supplyW, h };
      drawRoundRect(ctx, box, 8, { fill: PALETTE.panel, stroke: FACTION_COLOUR[d.faction], lineWidth: 2 });
      const costAt = { x: box.x + 18, y: box.y + h / 2 };
      drawCircle(ctx, costAt, 13, { fill: PALETTE.gold, stroke: '#000000', lineWidth: 1.5 });
      drawFittedText(ctx, String(d.cost), costAt.x, costAt.y + 1, 20, { size: 17, weight: 800, color: PALETTE.inkDark });
      drawFittedText(ctx, d.name[w.locale], box.x + 38, box.y + h / 2 - 10, supplyW - 44, {
        size: 16,
        weight: 700,
        align: 'left',
        minSize: 10,
      });
      drawFittedText(ctx, `×${count}`, box.x + 38, box.y + h / 2 + 13, supplyW - 44, { size: 15, align: 'left', color: PALETTE.muted });
    });
  }
}

/** The whole match picture. */
export function drawBoard(view: AtPictureView, w: Words, over = false): { canvas: Canvas; layout: HexLayout } {
  const { canvas, ctx } = newCanvas(BOARD_W, BOARD_H);
  const { layout, hexes } = boardLayout(view);
  drawHeader(ctx, view, w, over);
  drawTerrain(ctx, view, layout, hexes);
  drawPawns(ctx, view, layout, w);
  const y = drawPlayers(ctx, view, w, over);
  drawLegend(ctx, view, w, drawEvil(ctx, view, w, y));
  drawRow(ctx, view, w);
  return { canvas, layout };
}

/** The spatial picker's picture: the battlefield with each offered hex lettered, cropped around them. */
export function drawPickBoard(view: AtPictureView, marks: readonly { hex: string; label: string }[], w: Words): Canvas {
  const { canvas, layout } = drawBoard(view, w);
  const labelled = marks.map((m) => ({ hex: parseHexKey(m.hex), label: m.label }));
  drawHexMarks(canvas.getContext('2d'), layout, labelled, { corner: true });
  return cropAround(
    canvas,
    layout,
    labelled.map((m) => m.hex),
    MAP_BOX,
  );
}

/** The battlefield alone, enlarged (the match message's Zoom, for phones). */
export function drawZoomBoard(view: AtPictureView, w: Words, over = false): Canvas {
  const { canvas, layout } = drawBoard(view, w, over);
  const focus = view.champions.filter((c) => c.at !== null).map((c) => parseHexKey(c.at!));
  return cropAround(canvas, layout, focus, MAP_BOX);
}
