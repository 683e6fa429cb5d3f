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
  drawArrow,
  drawCircle,
  drawFittedText,
  drawHex,
  drawHexMarks,
  drawRoundRect,
  drawTextBox,
  fitHexLayout,
  hexCorners,
  hexToPixel,
  mix,
  newCanvas,
  pathHex,
} from '../../../core/render/index.js';
import { hexKey, parseHexKey } from '../../../core/hex.js';
import { CARD_BY_ID, CHALLENGE_BY_ID } from '../content/index.js';
import type { SfbView, ViewChampion, ViewHex } from './view.js';
import { ESSENCE_COLOUR, HEX_NEUTRAL, PATH_YELLOW, TARGET_RED, ZONE_ESSENCE, teamColour } from './theme.js';
import { WORDS, type Words } from './words.js';
import type { Essence } from '../content/schema.js';

export const BOARD_W = 1280;
export const BOARD_H = 960;
const PANEL_X = 900;
/** The arena and its portals, without the side panel: what a picker picture may show. */
export const ARENA_BOX = { x: 0, y: 0, w: PANEL_X, h: BOARD_H } as const;
const PORTAL_H = 84;

/** Which team deploys on deployment zone `d` (team 0 north, team 1 south until a side is chosen). */
function teamOfDeploy(view: SfbView, d: number): number {
  const t = view.teams.find((tm) => tm.side === d);
  return t ? t.team : d;
}

function hexFill(h: ViewHex): string {
  if (h.zone) return mix(ESSENCE_COLOUR[ZONE_ESSENCE[h.zone]], '#1e2129', 0.42);
  return HEX_NEUTRAL;
}

const initials = (name: string): string => {
  const letters = name.replace(/[^A-Za-z ]/g, '').trim();
  const words = letters.split(/\s+/);
  return words.length > 1 ? (words[0]![0]! + words[1]![0]!).toUpperCase() : letters.slice(0, 3).toUpperCase();
};

function drawStatue(ctx: Ctx, c: Point, size: number, name: string, zoneColour: string): void {
  // A pedestal and a standing figure, in stone grey with the zone's colour as a halo.
  drawCircle(ctx, { x: c.x, y: c.y - size * 0.05 }, size * 0.5, { fill: darken(zoneColour, 0.35), stroke: zoneColour, lineWidth: 3 });
  drawRoundRect(ctx, { x: c.x - size * 0.3, y: c.y + size * 0.12, w: size * 0.6, h: size * 0.16 }, 3, {
    fill: '#b9b3a6',
    stroke: '#3b3832',
    lineWidth: 1.5,
  });
  drawRoundRect(ctx, { x: c.x - size * 0.12, y: c.y - size * 0.3, w: size * 0.24, h: size * 0.44 }, 4, {
    fill: '#d8d2c4',
    stroke: '#3b3832',
    lineWidth: 1.5,
  });
  drawCircle(ctx, { x: c.x, y: c.y - size * 0.38 }, size * 0.12, { fill: '#d8d2c4', stroke: '#3b3832', lineWidth: 1.5 });
  drawFittedText(ctx, name, c.x, c.y + size * 0.5, size * 1.5, {
    size: size * 0.27,
    weight: 700,
    family: FONT.display,
    color: '#ffffff',
    outline: '#000000',
  });
}

function drawTrapSpace(ctx: Ctx, layout: HexLayout, h: ViewHex): void {
  const corners = hexCorners(layout, h, layout.size * 0.2);
  ctx.save();
  ctx.setLineDash([6, 5]);
  ctx.strokeStyle = '#f0b429';
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.stroke();
  ctx.restore();
}

function drawFaceDownTrap(ctx: Ctx, c: Point, size: number): void {
  const r = size * 0.36;
  ctx.beginPath();
  ctx.moveTo(c.x, c.y - r);
  ctx.lineTo(c.x + r, c.y);
  ctx.lineTo(c.x, c.y + r);
  ctx.lineTo(c.x - r, c.y);
  ctx.closePath();
  ctx.fillStyle = '#2b2233';
  ctx.fill();
  ctx.strokeStyle = '#f0b429';
  ctx.lineWidth = 3;
  ctx.stroke();
  drawFittedText(ctx, '?', c.x, c.y + 1, r, { size: r * 1.1, weight: 700, color: '#f0b429' });
}

function drawStar(ctx: Ctx, c: Point, r: number, fill: string): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    const x = c.x + rr * Math.cos(a);
    const y = c.y + rr * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = '#000000';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function drawDrop(ctx: Ctx, c: Point, r: number): void {
  ctx.beginPath();
  ctx.moveTo(c.x, c.y - r * 1.3);
  ctx.bezierCurveTo(c.x + r * 0.9, c.y - r * 0.2, c.x + r, c.y + r, c.x, c.y + r);
  ctx.bezierCurveTo(c.x - r, c.y + r, c.x - r * 0.9, c.y - r * 0.2, c.x, c.y - r * 1.3);
  ctx.closePath();
  ctx.fillStyle = '#d0021b';
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function drawRootMarker(ctx: Ctx, c: Point, r: number): void {
  drawCircle(ctx, c, r, { fill: '#6b4f2a', stroke: '#ffffff', lineWidth: 1.5 });
  ctx.strokeStyle = '#f1e3c8';
  ctx.lineWidth = Math.max(1.5, r * 0.22);
  ctx.beginPath();
  // Three roots spreading down: "cannot move".
  for (const dx of [-0.5, 0, 0.5]) {
    ctx.moveTo(c.x, c.y - r * 0.55);
    ctx.quadraticCurveTo(c.x + dx * r * 0.4, c.y, c.x + dx * r, c.y + r * 0.55);
  }
  ctx.stroke();
}

/** A champion token: team disc, initials, damage pips on the lower arc, state markers. */
export function drawChampionToken(ctx: Ctx, c: Point, size: number, champ: ViewChampion, highlight: 'acting' | 'target' | null): void {
  const r = size * 0.5;
  const colour = teamColour(champ.team);
  if (highlight === 'target') {
    drawCircle(ctx, c, r + size * 0.16, { stroke: TARGET_RED, lineWidth: size * 0.1 });
  } else if (highlight === 'acting') {
    drawCircle(ctx, c, r + size * 0.14, { stroke: PATH_YELLOW, lineWidth: size * 0.08 });
  }
  drawCircle(ctx, { x: c.x + 2, y: c.y + 3 }, r, { fill: 'rgba(0,0,0,0.45)' });
  drawCircle(ctx, c, r, { fill: colour, stroke: '#ffffff', lineWidth: size * 0.06 });
  drawFittedText(ctx, initials(champ.name), c.x, c.y - size * 0.06, r * 1.6, {
    size: size * 0.36,
    weight: 700,
    color: '#ffffff',
    outline: darken(colour, 0.5),
  });
  // Damage pips: one per hit point along the lower arc, red when damaged.
  const n = Math.max(1, champ.hp);
  const arcR = r * 0.72;
  const pip = Math.min(size * 0.07, (Math.PI * arcR) / n / 2.3);
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.18 + (0.64 * (i + 0.5)) / n);
    const p = { x: c.x - Math.cos(a) * arcR, y: c.y + Math.sin(a) * arcR };
    drawCircle(ctx, p, pip, { fill: i < champ.damage ? '#ff2d2d' : 'rgba(255,255,255,0.85)', stroke: '#000000', lineWidth: 1 });
  }
  const m = size * 0.17;
  if (champ.experienced) drawStar(ctx, { x: c.x + r * 0.85, y: c.y - r * 0.8 }, m * 1.15, PALETTE.gold);
  if (champ.bloodied) drawDrop(ctx, { x: c.x - r * 0.88, y: c.y - r * 0.72 }, m * 0.85);
  if (champ.rooted) drawRootMarker(ctx, { x: c.x + r * 0.98, y: c.y + r * 0.35 }, m);
}

function drawPortal(ctx: Ctx, view: SfbView, team: number, box: Box, w: Words): void {
  const colour = teamColour(team);
  drawRoundRect(ctx, box, 14, { fill: mix(colour, PALETTE.table, 0.78), stroke: colour, lineWidth: 3 });
  const seats = view.teams[team]?.seats ?? [];
  const names = seats.map((s) => view.players[s]?.name ?? w.seat(s + 1)).join(' & ');
  drawFittedText(ctx, w.portal(names), box.x + 16, box.y + box.h / 2, 250, { size: 22, weight: 700, align: 'left', color: '#ffffff' });
  const waiting = view.champions.filter((c) => c.team === team && c.onPortal);
  const size = box.h * 0.72;
  waiting.forEach((champ, i) => {
    const c = { x: box.x + 300 + i * (size * 1.25) + size / 2, y: box.y + box.h / 2 };
    drawChampionToken(ctx, c, size, champ, null);
    drawFittedText(ctx, champ.name, c.x + size * 0.62, c.y, size * 1.1, { size: 15, weight: 600, align: 'left', color: '#ffffff' });
  });
  if (waiting.length === 0)
    drawFittedText(ctx, w.empty, box.x + 300, box.y + box.h / 2, 200, { size: 18, align: 'left', color: PALETTE.muted, italic: true });
}

function essenceRow(ctx: Ctx, x: number, y: number, ess: Record<Essence, boolean>): void {
  (['D', 'C', 'M'] as const).forEach((e, i) => {
    const c = { x: x + i * 34, y };
    const ready = ess[e];
    drawCircle(ctx, c, 13, { fill: ready ? ESSENCE_COLOUR[e] : '#2a2e37', stroke: ready ? '#ffffff' : ESSENCE_COLOUR[e], lineWidth: 2.5 });
    drawFittedText(ctx, e, c.x, c.y + 1, 20, { size: 15, weight: 700, color: ready ? '#ffffff' : ESSENCE_COLOUR[e] });
  });
}

/** The board's title line: whose turn, or who does what during setup (in words, never a prompt's internal kind). */
export function statusLine(view: SfbView, w: Words = WORDS.en): string {
  if (view.winner !== null)
    return w.status.victory((view.teams[view.winner]?.seats ?? []).map((s) => view.players[s]?.name ?? '').join(' & '));
  // Ended outside the rules (a resignation, a time-out): nobody's turn.
  if (view.stage === 'over') return w.status.over;
  if (view.stage === 'setup') {
    const waiting = view.waitingOn;
    const task = waiting ? w.setupTask[waiting.kind] : undefined;
    return waiting && task ? w.status.setupWaiting(view.players[waiting.seat]?.name ?? '', task) : w.status.setup;
  }
  const active = view.active !== null ? (view.players[view.active]?.name ?? '') : '';
  if (view.waitingOn && view.waitingOn.seat !== view.active)
    return w.status.turnWaiting(active, view.players[view.waitingOn.seat]?.name ?? '');
  return w.status.turn(active);
}

function drawPanel(ctx: Ctx, view: SfbView, words: Words): void {
  const x = PANEL_X + 10;
  const w = BOARD_W - x - 16;
  drawRoundRect(ctx, { x, y: 14, w, h: BOARD_H - 28 }, 16, { fill: PALETTE.panel });
  let y = 50;
  drawFittedText(ctx, words.round(view.round), x + 18, y, w - 36, {
    size: 30,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  y += 38;
  drawTextBox(
    ctx,
    statusLine(view, words),
    { x: x + 18, y: y - 14, w: w - 36, h: 56 },
    { size: 21, minSize: 14, weight: 600, color: PALETTE.ink },
  );
  y += 62;
  for (const team of view.teams) {
    const colour = teamColour(team.team);
    drawRoundRect(ctx, { x: x + 12, y, w: w - 24, h: 46 + team.seats.length * 58 }, 12, {
      fill: mix(colour, PALETTE.panel, 0.75),
      stroke: colour,
      lineWidth: 2,
    });
    drawFittedText(ctx, words.team(team.team), x + 26, y + 24, 180, { size: 22, weight: 700, align: 'left', color: '#ffffff' });
    drawFittedText(ctx, words.vp(team.vp), x + w - 26, y + 24, 110, { size: 26, weight: 700, align: 'right', color: PALETTE.gold });
    let py = y + 56;
    for (const seat of team.seats) {
      const p = view.players[seat];
      if (!p) continue;
      const marker = view.active === seat ? '▶ ' : '';
      drawFittedText(ctx, `${marker}${p.name}`, x + 26, py, 150, { size: 19, weight: 600, align: 'left', color: '#ffffff' });
      essenceRow(ctx, x + w - 118, py, p.essences);
      drawFittedText(ctx, words.piles(p.handCount, p.deckCount, p.discard.length), x + 26, py + 24, w - 60, {
        size: 15,
        align: 'left',
        color: PALETTE.muted,
      });
      py += 58;
    }
    y += 58 + team.seats.length * 58;
  }
  // Challenge track: slot values left to right, 0 = cannot be scored yet.
  drawFittedText(ctx, words.challengeTrack, x + 18, y + 10, w - 36, {
    size: 22,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  y += 30;
  const slots = view.challenges.track;
  const slotH = Math.min(62, (BOARD_H - 150 - y) / Math.max(1, slots.length) - 6);
  for (const slot of slots) {
    drawRoundRect(ctx, { x: x + 12, y, w: w - 24, h: slotH }, 10, {
      fill: slot.challenge ? '#3b4252' : '#2b303a',
      stroke: '#596275',
      lineWidth: 1.5,
    });
    const badge = slot.vp === 0 ? '✕' : `${slot.vp}`;
    drawCircle(ctx, { x: x + 38, y: y + slotH / 2 }, slotH * 0.34, { fill: slot.vp === 0 ? '#59606e' : PALETTE.gold });
    drawFittedText(ctx, badge, x + 38, y + slotH / 2 + 1, slotH * 0.5, { size: slotH * 0.38, weight: 700, color: '#1a1a1a' });
    drawTextBox(
      ctx,
      (slot.challenge ? CHALLENGE_BY_ID.get(slot.challenge)?.name[words.locale] : null) ?? slot.name ?? '—',
      { x: x + 66, y: y + 4, w: w - 92, h: slotH - 8 },
      {
        size: 19,
        minSize: 12,
        weight: 600,
        valign: 'middle',
        color: slot.challenge ? '#ffffff' : PALETTE.muted,
      },
    );
    y += slotH + 6;
  }
  const bottom = BOARD_H - 120;
  const act = view.act;
  const lines: string[] = [];
  if (act) {
    const actor = view.champions.find((c) => c.id === act.champion)?.name ?? act.champion;
    const card = act.card ? (CARD_BY_ID.get(act.card)?.name[words.locale] ?? '') : words.standardAction;
    lines.push(words.now(actor, card));
    if (act.reaction) lines.push(words.reaction(CARD_BY_ID.get(act.reaction.card)?.name[words.locale] ?? ''));
  }
  lines.push(words.traps(view.traps.onBoard, view.traps.reserve));
  drawTextBox(
    ctx,
    lines.join('\n'),
    { x: x + 18, y: Math.max(y + 6, bottom), w: w - 36, h: BOARD_H - 24 - Math.max(y + 6, bottom) },
    {
      size: 17,
      minSize: 12,
      color: PALETTE.ink,
      valign: 'bottom',
    },
  );
}

const TOKEN_SCALE = 1.08;

/** Where the board puts its hexes (exported for tests that look at pixels). */
export function boardLayout(view: SfbView): HexLayout {
  const boardBox = { x: 58, y: PORTAL_H + 16, w: PANEL_X - 58 - 52, h: BOARD_H - 2 * PORTAL_H - 32 };
  return fitHexLayout(view.board.hexes, boardBox, 60);
}

/** Centre and radius of a champion token standing on hex `at`. */
export function tokenCentre(layout: HexLayout, at: { q: number; r: number }): Point {
  const c = hexToPixel(layout, at);
  return { x: c.x, y: c.y + layout.size * 0.08 };
}
export const tokenRadius = (layout: HexLayout): number => layout.size * TOKEN_SCALE * 0.5;

/**
 * The parts of the arena that never move during a match (hexes, zones,
 * deployment zones, trap spaces, statues, coordinates), memoised by exactly
 * the view fields they are drawn from: the render stays a pure function of
 * the view, and a board costs one blit plus its moving parts.
 */
const backgrounds = new Map<string, Canvas>();
const MAX_BACKGROUNDS = 8;

function arenaBackground(view: SfbView, layout: HexLayout): Canvas {
  const deployTeams = [teamOfDeploy(view, 0), teamOfDeploy(view, 1)];
  const key = JSON.stringify([deployTeams, view.board.hexes.map((h) => [h.q, h.r, h.zone, h.statue, h.trapSpace, h.deploy])]);
  const cached = backgrounds.get(key);
  if (cached) return cached;
  const { canvas, ctx } = newCanvas(BOARD_W, BOARD_H);
  const size = layout.size;
  for (const h of view.board.hexes) {
    drawHex(ctx, layout, h, { fill: hexFill(h), stroke: '#111318', lineWidth: 3 }, 0);
    if (h.deploy !== null) {
      const colour = teamColour(deployTeams[h.deploy] ?? h.deploy);
      pathHex(ctx, layout, h, size * 0.1);
      ctx.fillStyle = mix(colour, HEX_NEUTRAL, 0.55);
      ctx.fill();
      ctx.strokeStyle = colour;
      ctx.lineWidth = size * 0.1;
      ctx.stroke();
    }
    if (h.trapSpace) drawTrapSpace(ctx, layout, h);
  }
  // Row coordinates on both edges of the board.
  const rows = new Map<number, { min: number; max: number }>();
  for (const h of view.board.hexes) {
    const row = rows.get(h.r) ?? { min: Infinity, max: -Infinity };
    rows.set(h.r, { min: Math.min(row.min, h.q), max: Math.max(row.max, h.q) });
  }
  for (const [r, { min, max }] of rows) {
    const left = hexToPixel(layout, { q: min, r });
    const right = hexToPixel(layout, { q: max, r });
    drawFittedText(ctx, `r${r}`, left.x - size * 1.25, left.y, size * 0.9, { size: size * 0.36, weight: 700, color: PALETTE.muted });
    drawFittedText(ctx, `r${r}`, right.x + size * 1.25, right.y, size * 0.9, { size: size * 0.36, weight: 700, color: PALETTE.muted });
  }
  for (const h of view.board.hexes) {
    const c = hexToPixel(layout, h);
    if (h.statue) {
      drawStatue(ctx, c, size, h.statue, h.zone ? ESSENCE_COLOUR[ZONE_ESSENCE[h.zone]] : '#888888');
      continue;
    }
    // Coordinates on every hex, at the top where tokens never cover them.
    drawFittedText(ctx, `${h.q},${h.r}`, c.x, c.y - size * 0.7, size * 0.95, {
      size: size * 0.26,
      weight: 700,
      color: 'rgba(255,255,255,0.92)',
      outline: 'rgba(0,0,0,0.55)',
    });
  }
  if (backgrounds.size >= MAX_BACKGROUNDS) backgrounds.delete(backgrounds.keys().next().value!);
  backgrounds.set(key, canvas);
  return canvas;
}

/**
 * The last move: a dot on the first hex walked, then an arrow whose head
 * stops at the edge of the token that ended there (tokens are drawn on top).
 */
function drawMovePath(ctx: Ctx, view: SfbView, layout: HexLayout): void {
  const hexes = view.last.path;
  if (hexes.length === 0) return;
  const points = hexes.map((h) => hexToPixel(layout, h));
  const end = hexes[hexes.length - 1]!;
  if (view.champions.some((c) => c.at && c.at.q === end.q && c.at.r === end.r)) {
    const tip = tokenCentre(layout, end);
    const from = points.length >= 2 ? points[points.length - 2]! : tip;
    const d = Math.hypot(tip.x - from.x, tip.y - from.y) || 1;
    const back = tokenRadius(layout) + layout.size * 0.08;
    points[points.length - 1] = { x: tip.x - ((tip.x - from.x) / d) * back, y: tip.y - ((tip.y - from.y) / d) * back };
  }
  const width = Math.max(4, layout.size * 0.11);
  drawCircle(ctx, points[0]!, width * 1.3, { fill: PATH_YELLOW, stroke: '#000000', lineWidth: 2 });
  if (points.length >= 2) {
    drawArrow(ctx, points, '#000000', width + 4);
    drawArrow(ctx, points, PATH_YELLOW, width);
  }
}

/** The arena as the match message shows it. Pure function of the view. */
export function drawBoard(view: SfbView, words: Words = WORDS.en): Canvas {
  const { canvas, ctx } = newCanvas(BOARD_W, BOARD_H, null);
  const topTeam = teamOfDeploy(view, 0);
  const layout = boardLayout(view);
  const size = layout.size;
  ctx.drawImage(arenaBackground(view, layout), 0, 0);

  const occupied = new Set<string>();
  for (const champ of view.champions) if (champ.at) occupied.add(hexKey(champ.at));
  for (const h of view.board.hexes) {
    if (h.trap && !occupied.has(hexKey(h))) drawFaceDownTrap(ctx, hexToPixel(layout, h), size);
  }
  // Last move path and the current/last targets.
  drawMovePath(ctx, view, layout);
  const targets = new Set([...view.last.targets, ...(view.act?.targets ?? [])]);
  const acting = view.act?.champion ?? null;
  for (const champ of view.champions) {
    if (!champ.at) continue;
    const c = hexToPixel(layout, champ.at);
    const hl = targets.has(champ.id) ? 'target' : champ.id === acting ? 'acting' : null;
    drawChampionToken(ctx, tokenCentre(layout, champ.at), size * TOKEN_SCALE, champ, hl);
    const hex = view.board.hexes.find((h) => h.q === champ.at!.q && h.r === champ.at!.r);
    if (hex?.trap)
      drawFittedText(ctx, '?', c.x + size * 0.55, c.y + size * 0.45, size * 0.3, {
        size: size * 0.3,
        weight: 700,
        color: '#f0b429',
        outline: '#000',
      });
  }
  drawPortal(ctx, view, topTeam, { x: 16, y: 10, w: PANEL_X - 24, h: PORTAL_H - 10 }, words);
  drawPortal(ctx, view, 1 - topTeam, { x: 16, y: BOARD_H - PORTAL_H, w: PANEL_X - 24, h: PORTAL_H - 10 }, words);
  drawPanel(ctx, view, words);
  return canvas;
}

/**
 * The spatial picker's picture: the board with each hex the player may pick
 * lettered, cropped around those hexes and the acting champion.
 */
export function drawPickBoard(view: SfbView, marks: readonly { hex: string; label: string }[], words: Words = WORDS.en): Canvas {
  const board = drawBoard(view, words);
  const layout = boardLayout(view);
  const labelled = marks.map((m) => ({ hex: parseHexKey(m.hex), label: m.label }));
  drawHexMarks(board.getContext('2d'), layout, labelled);
  const acting = view.champions.find((c) => c.id === view.act?.champion)?.at;
  return cropAround(board, layout, [...labelled.map((m) => m.hex), ...(acting ? [acting] : [])], ARENA_BOX);
}

/**
 * The action up close, for the match message's Zoom: the board cropped around
 * the acting champion, its targets and the last move (all champions on the
 * board when nothing is happening), enlarged like the picker's picture.
 */
export function drawZoomBoard(view: SfbView, words: Words = WORDS.en): Canvas {
  const board = drawBoard(view, words);
  const layout = boardLayout(view);
  const at = (id: string) => view.champions.find((c) => c.id === id)?.at ?? null;
  const involved = [view.act?.champion, ...(view.act?.targets ?? []), ...view.last.targets].filter((id): id is string => !!id);
  let focus = [...involved.map(at), ...view.last.path].filter((h): h is { q: number; r: number } => h !== null);
  if (focus.length === 0) focus = view.champions.map((c) => c.at).filter((h): h is { q: number; r: number } => h !== null);
  return cropAround(board, layout, focus, ARENA_BOX);
}
