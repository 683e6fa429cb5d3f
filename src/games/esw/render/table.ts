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
  lighten,
  mix,
  newCanvas,
  seatColor,
} from '../../../core/render/index.js';
import { MAX_LIFE } from '../rules/state.js';
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
  drawCentre(ctx, g, view, w);
  view.players.forEach((p, i) => {
    const at = seatPoint(g, i, view.players.length);
    drawPlate(ctx, view, w, p, { x: at.x - PLATE_W / 2, y: at.y - PLATE_H / 2, w: PLATE_W, h: PLATE_H });
  });
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

function drawCentre(ctx: Ctx, g: Geometry, view: EswView, w: Words): void {
  const box = { x: g.centre.x - g.middle / 2, y: g.centre.y - 120, w: g.middle, h: 240 };
  let lines: { text: string; size: number; color: string; weight?: number; display?: boolean }[];
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
  const gap = 12;
  const total = lines.reduce((a, l) => a + l.size * 1.25 + gap, -gap);
  let y = box.y + (box.h - total) / 2;
  for (const l of lines) {
    const h = l.size * 1.25;
    if (l.display) {
      const fit = drawTextBox(
        ctx,
        l.text,
        { x: box.x, y, w: box.w, h: h * 2 },
        { size: l.size, minSize: 18, weight: 700, family: FONT.display, color: l.color, align: 'center', valign: 'top', lineHeight: 1.1 },
      );
      y += fit.lines.length * fit.lineHeight + gap;
      continue;
    } else {
      drawFittedText(ctx, l.text, box.x + box.w / 2, y + h / 2, box.w, { size: l.size, weight: l.weight ?? 400, color: l.color });
    }
    y += h + gap;
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
  drawFittedText(ctx, p.wizard, box.x + 16, box.y + 64, box.w - 32, { size: 20, align: 'left', color: PALETTE.muted, italic: true });
  // Life: big number, a bar out of the maximum, and the status chip.
  const lifeY = box.y + 104;
  drawFittedText(ctx, p.alive ? String(p.life) : '☠', box.x + 16, lifeY, 70, {
    size: 50,
    weight: 700,
    align: 'left',
    color: p.alive ? PALETTE.ink : PALETTE.muted,
    family: p.alive ? FONT.sans : FONT.symbol,
  });
  const chip = { x: box.x + box.w - 156, y: lifeY - 16, w: 142, h: 32 };
  const bar = { x: box.x + 84, y: lifeY - 8, w: chip.x - box.x - 96, h: 16 };
  drawRoundRect(ctx, bar, 8, { fill: PALETTE.line });
  if (p.alive && p.life > 0)
    drawRoundRect(ctx, { ...bar, w: Math.max(16, (bar.w * Math.min(p.life, MAX_LIFE)) / MAX_LIFE) }, 8, {
      fill: p.life <= 5 ? PALETTE.danger : p.life <= 12 ? '#e0a23c' : '#4fbf68',
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
