import {
  type Box,
  type Canvas,
  type Ctx,
  FONT,
  PALETTE,
  darken,
  drawFittedText,
  drawRoundRect,
  drawTextBox,
  font,
  fitFontSize,
  fitTextBox,
  lighten,
  mix,
  newCanvas,
  seatColor,
  type TextBoxOptions,
  type TextFit,
} from '../../../core/render/index.js';
import { START_LIFE } from '../rules/state.js';
import type { EswPlayerView, EswView } from './view.js';
import type { Words } from './words.js';

const H = 880;
const TITLE = 56;
const PLATE_W = 340;
const PLATE_H = 200;

/** The ring's size: up to four seats fit a narrower image, which a phone shows larger. */
interface Geometry {
  W: number;
  centre: { x: number; y: number };
  ring: { rx: number; ry: number };
  /** Width of the free space in the middle. */
  middle: number;
}

function geometryFor(n: number): Geometry {
  const W = n <= 4 ? 1040 : 1200;
  const rx = n <= 4 ? 345 : 420;
  return { W, centre: { x: W / 2, y: TITLE + (H - TITLE) / 2 }, ring: { rx, ry: 268 }, middle: n <= 4 ? 2 * (rx - PLATE_W / 2) - 24 : 460 };
}

/** Where seat `i` of `n` sits: clockwise from the top, so the next seat is each wizard's left. */
function seatPoint(g: Geometry, i: number, n: number): { x: number; y: number } {
  const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
  return { x: g.centre.x + g.ring.rx * Math.cos(angle), y: g.centre.y + g.ring.ry * Math.sin(angle) };
}

/** The wizard plates of an `n`-seat table, in seat order. */
export function plateBoxes(n: number): Box[] {
  const g = geometryFor(n);
  return Array.from({ length: n }, (_, i) => {
    const at = seatPoint(g, i, n);
    return { x: at.x - PLATE_W / 2, y: at.y - PLATE_H / 2, w: PLATE_W, h: PLATE_H };
  });
}

/** Free space kept between the centre text and the plates. */
const CLEARANCE = 14;

/**
 * The widest band centred on the table's middle line, between `top` and
 * `bottom`, that no plate overlaps (and inside the ring): the centre text is fitted to it line by line.
 */
function freeWidth(g: Geometry, plates: readonly Box[], top: number, bottom: number): number {
  const cx = g.centre.x;
  // Inside the ring at most, so the text never crosses its arrows.
  let half = g.ring.rx - 16;
  for (const p of plates) {
    if (p.y >= bottom + CLEARANCE || p.y + p.h <= top - CLEARANCE) continue;
    if (p.x >= cx) half = Math.min(half, p.x - cx - CLEARANCE);
    else if (p.x + p.w <= cx) half = Math.min(half, cx - (p.x + p.w) - CLEARANCE);
    else half = 0;
  }
  return Math.max(0, 2 * half);
}

/** Share of the life bar filled: full at the starting 20 (the wizard's full life); Dead Wizard bonuses above it keep it full. */
export function lifeBarFill(life: number, alive: boolean): number {
  if (!alive || life <= 0) return 0;
  return Math.min(life, START_LIFE) / START_LIFE;
}

/**
 * The public table: every wizard round the ring in seat order (clockwise is
 * each wizard's left) with life, tokens, Treasures, Dead Wizard cards and
 * whether they have locked in — never what. The centre tells the phase.
 */
export function drawTable(view: EswView, w: Words): Canvas {
  const g = geometryFor(view.players.length);
  const { canvas, ctx } = newCanvas(g.W, H);
  drawTitle(ctx, g, view, w);
  drawRing(ctx, g, view.players.length);
  drawCentre(ctx, view, w);
  const plates = plateBoxes(view.players.length);
  view.players.forEach((p, i) => drawPlate(ctx, view, w, p, plates[i]!));
  return canvas;
}

function drawTitle(ctx: Ctx, g: Geometry, view: EswView, w: Words): void {
  const W = g.W;
  ctx.fillStyle = PALETTE.panel;
  ctx.fillRect(0, 0, W, TITLE);
  drawFittedText(ctx, 'Epic Spell Wars', 24, TITLE / 2, 420, {
    size: 32,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  drawFittedText(ctx, `${w.roundTurn(view.round, view.turn)} · ${w.phase[view.phase]}`, W - 24, TITLE / 2, W - 480, {
    size: 26,
    weight: 600,
    align: 'right',
    color: PALETTE.ink,
  });
}

/** A faint ring with arrow heads between seats pointing clockwise (towards each wizard's left). */
function drawRing(ctx: Ctx, g: Geometry, n: number): void {
  const CENTRE = g.centre;
  const RING = g.ring;
  ctx.save();
  ctx.strokeStyle = lighten(PALETTE.table, 0.18);
  ctx.lineWidth = 4;
  ctx.setLineDash([14, 12]);
  ctx.beginPath();
  ctx.ellipse(CENTRE.x, CENTRE.y, RING.rx, RING.ry, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
  for (let i = 0; i < n; i++) {
    const mid = -Math.PI / 2 + ((i + 0.5) * 2 * Math.PI) / n;
    const x = CENTRE.x + RING.rx * Math.cos(mid);
    const y = CENTRE.y + RING.ry * Math.sin(mid);
    // Tangent of the ellipse at `mid`, pointing the way the angle grows (clockwise on screen).
    const dir = Math.atan2(RING.ry * Math.cos(mid), -RING.rx * Math.sin(mid));
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(dir);
    ctx.fillStyle = lighten(PALETTE.table, 0.35);
    ctx.beginPath();
    ctx.moveTo(16, 0);
    ctx.lineTo(-10, -12);
    ctx.lineTo(-10, 12);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
}

interface CentreLine {
  text: string;
  size: number;
  color: string;
  weight?: number;
  /** The spell or winner's name: display font, up to three lines. */
  display?: boolean;
}

/** What the middle of the table says: the winner, the spell being cast, or the building count and the last spell. */
function centreLines(view: EswView, w: Words): CentreLine[] {
  let lines: CentreLine[];
  if (view.phase === 'over' && view.winner !== null) {
    lines = [
      { text: w.lastSurvivor, size: 26, color: PALETTE.muted },
      { text: view.players[view.winner]!.name, size: 48, color: PALETTE.gold, weight: 700, display: true },
      { text: w.winsMatch, size: 26, color: PALETTE.ink },
    ];
  } else if (view.casting) {
    lines = [
      { text: w.isCasting(view.players[view.casting.seat]!.name), size: 24, color: PALETTE.muted },
      { text: `“${view.casting.name || '…'}”`, size: 36, color: PALETTE.gold, weight: 700, display: true },
    ];
  } else if (view.phase === 'build') {
    const locked = view.players.filter((p) => p.alive && p.locked).length;
    const living = view.players.filter((p) => p.alive).length;
    lines = [{ text: w.lockedCount(locked, living), size: 32, color: PALETTE.ink, weight: 700 }];
    if (view.lastSpell)
      lines.push(
        { text: w.lastSpell, size: 20, color: PALETTE.muted },
        { text: `“${view.lastSpell.name}”`, size: 28, color: PALETTE.gold, weight: 700, display: true },
      );
  } else if (view.phase === 'over') {
    // Ended outside the rules (a resignation, a time-out): no winner to crown, nothing resolving.
    lines = [{ text: w.phase.over, size: 30, color: PALETTE.ink, weight: 700 }];
  } else {
    lines = [{ text: w.phase.resolve, size: 30, color: PALETTE.ink, weight: 700 }];
  }
  lines.push({ text: w.clockwise, size: 19, color: PALETTE.muted });
  return lines;
}

const CENTRE_GAP = 12;
const DISPLAY_LINE = 1.1;

/** One centre line placed: its box (clear of every plate) and the fitted text inside it. */
export interface PlacedLine {
  box: Box;
  fit: TextFit;
  line: CentreLine;
}

function lineStyle(l: CentreLine): TextBoxOptions {
  return l.display
    ? { size: l.size, minSize: 16, weight: 700, family: FONT.display, color: l.color, align: 'center', lineHeight: DISPLAY_LINE }
    : { size: l.size, minSize: 12, weight: l.weight ?? 400, color: l.color, align: 'center', lineHeight: 1.25 };
}

/** fitTextBox, starting at a size where the longest word fits the width, so a long name wraps rather than being cut mid-word. */
function fitWords(ctx: Ctx, text: string, box: Box, style: TextBoxOptions): TextFit {
  const longest = text.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
  const size = fitFontSize(ctx, longest, box.w, style, style.minSize);
  return fitTextBox(ctx, text, box, { ...style, size: Math.min(style.size, size) });
}

/** A line cut short with an ellipsis (it did not fit even at its smallest size). */
const wasCut = (p: PlacedLine): boolean => p.fit.lines.join(' ') !== p.line.text.trim().split(/\s+/).join(' ');

/**
 * Lays the centre lines out clear of the plates. Each line is fitted to the
 * free width beside the plates at its own height (shrinking, then wrapping a
 * name onto its second line, then cutting with an ellipsis as a last resort).
 * The block is tried at several heights round the middle; the placement whose
 * most-shrunk line stays largest wins (then the next line's), then the one nearest the middle.
 */
export function layoutCentre(ctx: Ctx, view: EswView, w: Words): PlacedLine[] {
  const g = geometryFor(view.players.length);
  const plates = plateBoxes(view.players.length);
  const lines = centreLines(view, w);
  const place = (top: number): PlacedLine[] => {
    let y = top;
    return lines.map((line) => {
      const style = lineStyle(line);
      const lineH = line.size * (style.lineHeight ?? 1.25);
      // Fit to the band a full-size block would use, then trim the box to the lines it took.
      // Half a pixel spare: the fit compares sums of floats and must not lose a line to rounding.
      const roomH = lineH * (line.display ? 3 : 1) + 0.5;
      const room = { h: roomH, w: freeWidth(g, plates, y, y + roomH) };
      const fit = fitWords(ctx, line.text, { x: 0, y, w: Math.max(1, room.w), h: room.h }, style);
      const h = Math.min(room.h, fit.lines.length * fit.lineHeight);
      const box = { x: g.centre.x - room.w / 2, y, w: room.w, h };
      y += h + CENTRE_GAP;
      return { box, fit, line };
    });
  };
  // Each line's shrink (1 = full size), worst first: compared line by line, so the most-shrunk line decides, then the next.
  const shrinks = (placed: PlacedLine[]) =>
    placed.map((p) => (p.box.w <= 0 || wasCut(p) ? 0 : p.fit.size / p.line.size)).sort((a, b) => a - b);
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 0.01) return a[i]! > b[i]!;
    return null;
  };
  let best: { placed: PlacedLine[]; shrinks: number[]; offset: number } | null = null;
  for (let top = g.centre.y - 200; top <= g.centre.y + 40; top += 8) {
    const placed = place(top);
    const last = placed[placed.length - 1]!.box;
    const offset = Math.abs((top + last.y + last.h) / 2 - g.centre.y);
    const candidate = { placed, shrinks: shrinks(placed), offset };
    if (!best) best = candidate;
    else if ((better(candidate.shrinks, best.shrinks) ?? candidate.offset < best.offset) === true) best = candidate;
  }
  return best!.placed;
}

/** Draws each centre line exactly as laid out (the fit is not redone, so what was measured is what is drawn). */
function drawCentre(ctx: Ctx, view: EswView, w: Words): void {
  for (const { box, fit, line } of layoutCentre(ctx, view, w)) {
    const style = lineStyle(line);
    ctx.font = font(fit.size, style.weight ?? 400, style.family ?? FONT.sans);
    ctx.fillStyle = line.color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const top = box.y + (box.h - fit.lines.length * fit.lineHeight) / 2;
    fit.lines.forEach((text, k) => ctx.fillText(text, box.x + box.w / 2, top + fit.lineHeight * (k + 0.5)));
  }
}

/** Status chip: what the table may know about a wizard right now. */
function statusOf(view: EswView, p: EswPlayerView, w: Words): { text: string; fill: string } {
  if (view.winner === p.seat) return { text: w.chip.winner, fill: PALETTE.gold };
  if (!p.alive) return { text: w.chip.dead, fill: '#5b5b5b' };
  if (view.casting?.seat === p.seat) return { text: w.chip.casting, fill: PALETTE.gold };
  if (view.waitingFor?.seat === p.seat) return { text: w.chip.choosing, fill: PALETTE.highlight };
  if (view.phase === 'build') return p.locked ? { text: w.chip.locked, fill: '#3fae5a' } : { text: w.chip.building, fill: '#8a93a6' };
  if (p.pendingCount !== null)
    return { text: `${w.chip.cards(p.pendingCount)}${p.initiative !== null ? ` · ${w.init} ${p.initiative}` : ''}`, fill: '#5f7fb8' };
  return { text: w.chip.cast, fill: '#8a93a6' };
}

/** Where a plate's life line sits: the number's middle line, the bar and the status chip. */
export function plateParts(box: Box): { lifeY: number; bar: Box; chip: Box } {
  const lifeY = box.y + 104;
  const chip = { x: box.x + box.w - 156, y: lifeY - 16, w: 142, h: 32 };
  return { lifeY, chip, bar: { x: box.x + 84, y: lifeY - 8, w: chip.x - box.x - 96, h: 16 } };
}

function drawPlate(ctx: Ctx, view: EswView, w: Words, p: EswPlayerView, box: Box): void {
  const colour = p.alive ? seatColor(p.seat) : mix(seatColor(p.seat), '#777777', 0.7);
  const highlight = view.casting?.seat === p.seat || view.winner === p.seat;
  drawRoundRect(ctx, { x: box.x + 3, y: box.y + 5, w: box.w, h: box.h }, 16, { fill: 'rgba(0,0,0,0.4)' });
  drawRoundRect(ctx, box, 16, {
    fill: p.alive ? PALETTE.panelLight : '#2a2a2e',
    stroke: highlight ? PALETTE.gold : colour,
    lineWidth: highlight ? 6 : 3,
  });
  // Header: seat colour, name, tokens.
  const head = { x: box.x, y: box.y, w: box.w, h: 46 };
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(head.x, head.y, head.w, head.h, [16, 16, 0, 0]);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.restore();
  const stars = '★'.repeat(p.tokens) + '☆'.repeat(Math.max(0, 2 - p.tokens));
  drawFittedText(ctx, stars, box.x + box.w - 14, head.y + 24, 70, {
    size: 28,
    align: 'right',
    color: PALETTE.gold,
    family: FONT.symbol,
    outline: darken(colour, 0.5),
  });
  drawFittedText(ctx, `${p.seat + 1}. ${p.name}`, box.x + 14, head.y + 24, box.w - 104, {
    size: 30,
    weight: 700,
    align: 'left',
    color: '#ffffff',
    minSize: 14,
  });
  // The stars say it at a glance; the words say it where a symbol alone would not.
  drawFittedText(ctx, `${p.wizard} · ${w.tokens(p.tokens)}`, box.x + 16, box.y + 64, box.w - 32, {
    size: 20,
    align: 'left',
    color: PALETTE.muted,
    italic: true,
  });
  // Life: big number, a bar out of the maximum, and the status chip.
  const { lifeY, chip, bar } = plateParts(box);
  drawFittedText(ctx, p.alive ? String(p.life) : '☠', box.x + 16, lifeY, 70, {
    size: 50,
    weight: 700,
    align: 'left',
    color: p.alive ? PALETTE.ink : PALETTE.muted,
    family: p.alive ? FONT.sans : FONT.symbol,
  });
  drawRoundRect(ctx, bar, 8, { fill: PALETTE.line });
  const fill = lifeBarFill(p.life, p.alive);
  // Above 20 (Dead Wizard bonuses) the full bar turns gold; the number says how far.
  if (fill > 0)
    drawRoundRect(ctx, { ...bar, w: Math.max(16, bar.w * fill) }, 8, {
      fill: p.life > START_LIFE ? PALETTE.gold : p.life <= 5 ? PALETTE.danger : p.life <= 12 ? '#e0a23c' : '#4fbf68',
    });
  const status = statusOf(view, p, w);
  drawRoundRect(ctx, chip, 14, { fill: status.fill });
  drawFittedText(ctx, status.text, chip.x + chip.w / 2, chip.y + chip.h / 2 + 1, chip.w - 12, { size: 19, weight: 700, color: '#111111' });
  // Treasures and Dead Wizard cards, by name.
  const treasures = p.treasures.length > 0 ? w.treasures(p.treasures.map((x) => x.name).join(', ')) : w.noTreasures;
  const dead = p.deadCards.length > 0 ? `\n${w.deadWizard(p.deadCards.map((x) => x.name).join(', '))}` : '';
  drawTextBox(
    ctx,
    treasures + dead,
    { x: box.x + 16, y: box.y + 130, w: box.w - 32, h: box.h - 136 },
    { size: 22, minSize: 12, color: PALETTE.ink, lineHeight: 1.15 },
  );
}
