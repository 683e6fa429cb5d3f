import {
  type Canvas,
  type Ctx,
  FONT,
  PALETTE,
  darken,
  drawFittedText,
  drawRoundRect,
  drawTextBox,
  gridLayout,
  newCanvas,
} from '../../../core/render/index.js';
import { deadWizardCard, mainCard } from '../content/index.js';
import { MAX_LIFE, START_LIFE } from '../rules/state.js';
import { SLOTS, type Slot } from '../content/schema.js';
import { TILE_H, TILE_W, cardLook, drawEmptySlot, drawSpellName, tileCanvas } from './card.js';
import type { EswPlayerView, EswView } from './view.js';
import type { Words } from './words.js';

const PAD = 14;
const GAP = 12;
const TITLE_H = 82;
const SPELL_H = 236;

/**
 * A seat's private image: the spell being built (or locked) in three slots
 * with the name it would read, then the rest of the hand as tiles, two per
 * row so the text survives Discord's preview scaling on a phone.
 */
export function drawHand(view: EswView, w: Words): Canvas {
  const you = view.you;
  if (!you) throw new RangeError("renderEsw: this view holds no hand (render a seat's own view)");
  const me = view.players[you.seat]!;
  const casting = view.casting?.seat === you.seat ? view.casting : null;
  const spell = casting ? casting.cards : (you.spell ?? you.draft);
  const inSpell = new Set(spell.map((p) => p.card));
  const rest = you.hand.filter((c) => !inSpell.has(c));
  const grid = gridLayout(Math.max(1, rest.length), TILE_W, TILE_H, { columns: 2, gap: GAP, padding: PAD, header: TITLE_H + SPELL_H });
  const { canvas, ctx } = newCanvas(grid.width, grid.height);

  drawFittedText(ctx, me.name, PAD + 4, PAD + 18, grid.width * 0.62, {
    size: 32,
    weight: 700,
    family: FONT.display,
    align: 'left',
    color: PALETTE.gold,
  });
  drawFittedText(ctx, me.wizard, PAD + 4, PAD + 54, grid.width * 0.62, { size: 22, italic: true, align: 'left', color: PALETTE.muted });
  drawFittedText(ctx, w.life(me.life), grid.width - PAD - 4, PAD + 18, grid.width * 0.34, {
    size: 30,
    weight: 700,
    align: 'right',
    color: PALETTE.ink,
  });
  drawFittedText(ctx, w.roundTurn(view.round, view.turn), grid.width - PAD - 4, PAD + 54, grid.width * 0.34, {
    size: 22,
    align: 'right',
    color: PALETTE.muted,
  });

  const strip = { x: PAD, y: PAD + TITLE_H, w: grid.width - 2 * PAD, h: SPELL_H - GAP };
  if (me.alive) drawSpellStrip(ctx, view, w, spell, strip);
  else drawDeadStrip(ctx, me, w, strip);

  if (rest.length === 0) {
    const cell = grid.cells[0]!;
    const why = !me.alive ? w.deadUntil : you.hand.length === 0 ? w.noCards : w.allInSpell;
    drawFittedText(ctx, why, grid.width / 2, cell.y + cell.h / 2, grid.width - 4 * PAD, { size: 30, italic: true, color: PALETTE.muted });
  }
  rest.forEach((id, i) => ctx.drawImage(tileCanvas(id, w), grid.cells[i]!.x, grid.cells[i]!.y));
  return canvas;
}

/** What a dead wizard's panel says: dead until the next round, when that comes, and what the Dead Wizard cards will give. */
export function deadWizardLines(me: EswPlayerView, w: Words): string[] {
  const cards = me.deadCards.map((c) => deadWizardCard(c.id));
  const life = Math.min(MAX_LIFE, START_LIFE + cards.reduce((a, c) => a + c.life, 0));
  const treasures = cards.reduce((a, c) => a + c.treasures, 0);
  // What the cards do to the living when the round starts (ESW-FX-14).
  const extras = cards.flatMap((c) => [
    ...(c.haunt ? [w.dead.haunt[c.haunt.who](c.haunt.life)] : []),
    ...(c.steal ? [w.dead.steal] : []),
    ...(c.draw ? [w.dead.draw(c.draw)] : []),
  ]);
  return [
    w.dead.title,
    // The title says when the round ends; its longer explanation gives way to what the cards will do.
    ...(extras.length > 0 ? [] : [w.dead.when]),
    w.dead.eachTurn,
    w.dead.cards(cards.length, me.deadCards.map((c) => c.name).join(', ')),
    w.dead.nextRound(life, treasures),
    ...(extras.length > 0 ? [w.dead.onReturn(extras.join(' · '))] : []),
  ];
}

/** A dead wizard has no spell to build: the strip explains instead (ESW-DEAD-4..7, ESW-NEXT-6). */
function drawDeadStrip(ctx: Ctx, me: EswPlayerView, w: Words, box: { x: number; y: number; w: number; h: number }): void {
  drawRoundRect(ctx, box, 16, { fill: '#2a2a2e', stroke: '#5b5b5b', lineWidth: 3 });
  const [title, ...rest] = deadWizardLines(me, w);
  drawFittedText(ctx, title!, box.x + box.w / 2, box.y + 34, box.w - 2 * GAP, {
    size: 32,
    weight: 700,
    color: PALETTE.ink,
    family: FONT.sans,
  });
  drawTextBox(
    ctx,
    rest.join('\n'),
    { x: box.x + 2 * GAP, y: box.y + 62, w: box.w - 4 * GAP, h: box.h - 70 },
    { size: 22, minSize: 13, color: PALETTE.muted, lineHeight: 1.2, valign: 'middle' },
  );
}

/** Three slots in reading order, the spell's name below, and whether it is locked. */
function drawSpellStrip(
  ctx: Ctx,
  view: EswView,
  w: Words,
  spell: { card: string; slot: Slot }[],
  box: { x: number; y: number; w: number; h: number },
): void {
  const you = view.you!;
  const locked = you.spell !== null;
  const casting = view.casting?.seat === you.seat ? view.casting : null;
  const done = view.phase === 'resolve' && !casting && !locked;
  drawRoundRect(ctx, box, 16, { fill: PALETTE.panel, stroke: locked || casting ? PALETTE.gold : PALETTE.panelLight, lineWidth: 3 });
  const slotW = (box.w - 4 * GAP) / 3;
  const slotH = 104;
  SLOTS.forEach((slot, i) => {
    const cell = { x: box.x + GAP + i * (slotW + GAP), y: box.y + GAP, w: slotW, h: slotH };
    const cards = spell.filter((p) => p.slot === slot);
    if (cards.length === 0) return drawEmptySlot(ctx, cell, slot, w);
    const look = cardLook(cards[0]!.card, w);
    drawRoundRect(ctx, cell, 14, { fill: look.accent });
    drawFittedText(ctx, `${w.slot[slot]}${cards.length > 1 ? w.oneWillGo(cards.length) : ''}`, cell.x + 10, cell.y + 22, cell.w - 20, {
      size: 20,
      weight: 600,
      align: 'left',
      color: darken('#ffffff', 0.08),
      minSize: 12,
    });
    drawTextBox(
      ctx,
      cards.map((c) => mainCard(c.card).name).join(' + '),
      { x: cell.x + 10, y: cell.y + 38, w: cell.w - 20, h: cell.h - 42 },
      { size: 26, weight: 700, minSize: 14, color: '#ffffff', valign: 'middle', lineHeight: 1.05 },
    );
  });
  const nameBox = { x: box.x + GAP, y: box.y + GAP + slotH + 6, w: box.w - 2 * GAP, h: box.h - slotH - GAP - 12 };
  const draftName = you.draftName;
  if (casting) {
    drawSpellName(ctx, casting.name || '…', nameBox, 40);
  } else if (done) {
    drawFittedText(
      ctx,
      view.players[you.seat]!.alive ? w.spellDone : w.deadUntil,
      nameBox.x + nameBox.w / 2,
      nameBox.y + nameBox.h / 2,
      nameBox.w,
      { size: 28, italic: true, color: PALETTE.muted },
    );
  } else if (locked) {
    drawFittedText(ctx, w.lockedIn, nameBox.x + nameBox.w / 2, nameBox.y + nameBox.h / 2, nameBox.w, {
      size: 30,
      weight: 700,
      color: PALETTE.gold,
    });
  } else if (draftName && spell.length > 0) {
    drawSpellName(ctx, draftName, nameBox, 40);
  } else {
    drawFittedText(ctx, w.pickHint, nameBox.x + nameBox.w / 2, nameBox.y + nameBox.h / 2, nameBox.w, {
      size: 26,
      italic: true,
      color: PALETTE.muted,
    });
  }
}
