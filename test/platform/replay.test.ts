import { describe, expect, it } from 'vitest';
import { canonicalJson, type Action, type SeatSpec } from '../../src/core/game.js';
import type { AnyGame } from '../../src/games/registry.js';
import { esw } from '../../src/games/esw/index.js';
import { sfb } from '../../src/games/sfb/index.js';
import { CHECKPOINT_EVERY, ReplayError, Timeline, frame, replayViewer, type MatchLog } from '../../src/platform/matches/replay.js';
import { translate } from '../../src/discord/strings.js';
import { fixtureGame } from '../support/fixture-game.js';

/** Plays a match with the bots at every seat, recording the log and every state. */
export function botMatch(engine: AnyGame, seats: SeatSpec[], seed: string, options: unknown = {}, maxActions = 400) {
  const parsed = engine.options.parse(options);
  let state = engine.setup(parsed, seats, seed);
  const states = [state];
  const actions: { seat: number; action: Action }[] = [];
  while (!engine.outcome(state) && actions.length < maxActions) {
    const prompt = engine.prompts(state)[0];
    if (!prompt) break;
    const action = engine.botAction(state, prompt.seat);
    state = engine.apply(state, prompt.seat, action).state;
    actions.push({ seat: prompt.seat, action });
    states.push(state);
  }
  const log: MatchLog = { game: engine.id, contentVersion: engine.contentVersion ?? '1', options: parsed, seats, seed, actions };
  return { log, states };
}

const duel: SeatSpec[] = [{ name: 'Alice' }, { name: 'Bruno' }];
const wizards: SeatSpec[] = [{ name: 'Alice' }, { name: 'Bruno' }, { name: 'Chloé' }];

describe('replay core', () => {
  it('rebuilds every step of an SFB match exactly, from any checkpoint and in any order', () => {
    const { log, states } = botMatch(sfb, duel, 'replay-sfb-1', {}, 120);
    const timeline = Timeline.build(sfb, log, { verify: true });
    expect(timeline.steps).toBe(log.actions.length);
    expect(log.actions.length).toBeGreaterThan(2 * CHECKPOINT_EVERY);
    for (const k of [log.actions.length, 0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 3, 37, 5, 37])
      expect(canonicalJson(timeline.stateAt(k))).toBe(canonicalJson(states[k]));
  });

  it('rebuilds every step of an ESW match and numbers rounds and turns', () => {
    const { log, states } = botMatch(esw, wizards, 'replay-esw-1');
    const timeline = Timeline.build(esw, log, { verify: true });
    for (let k = 0; k <= timeline.steps; k += 7) expect(canonicalJson(timeline.stateAt(k))).toBe(canonicalJson(states[k]));
    const positions = timeline.positions();
    expect(positions.length).toBeGreaterThan(2);
    const second = positions.find((p) => p.position.round === 2)!;
    expect(second).toBeDefined();
    expect(timeline.stepOf(2, second.position.turn)).toBe(second.step);
    expect((states[second.step] as { round: number }).round).toBe(2);
    expect((states[second.step - 1] as { round: number }).round).toBe(1);
    expect(timeline.stepOf(999)).toBeNull();
  });

  it('refuses a log recorded with other content, an action the engine refuses, and (verifying) one it did not offer', () => {
    const { log } = botMatch(esw, wizards, 'replay-esw-2', {}, 20);
    expect(() => Timeline.build(esw, { ...log, contentVersion: '0' })).toThrow(ReplayError);
    try {
      Timeline.build(esw, { ...log, contentVersion: '0' });
    } catch (e) {
      expect(translate((e as ReplayError).reason, 'en', esw.strings)).toMatch(/version 0.*version 1/);
    }
    const forged = { ...log, actions: [...log.actions.slice(0, 5), { seat: 1, action: { type: 'nonsense' } }] };
    expect(() => Timeline.build(esw, forged)).toThrow(expect.objectContaining({ step: 6 }));
    // Another seat playing the first move: refused (or at least not offered).
    const swapped = {
      ...log,
      actions: [{ seat: log.actions[0]!.seat === 0 ? 2 : 0, action: log.actions[0]!.action }, ...log.actions.slice(1)],
    };
    expect(() => Timeline.build(esw, swapped, { verify: true })).toThrow(expect.objectContaining({ step: 1 }));
  });

  it('a seat replays its own view, others the public view; events meant for a seat reach only it until the end', () => {
    const { log, states } = botMatch(fixtureGame, duel, 'replay-fixture', { turnsPerSeat: 3 });
    const timeline = Timeline.build(fixtureGame, log);
    const privateStep = [...Array(timeline.steps + 1).keys()].find((k) => timeline.step(k).events.some((e) => e.visibleTo))!;
    expect(privateStep).toBeGreaterThan(0);
    const owner = timeline.step(privateStep).events.find((e) => e.visibleTo)!.visibleTo![0]!;
    const other = 1 - owner;
    const mine = frame(fixtureGame, timeline, privateStep, replayViewer(false, owner));
    const theirs = frame(fixtureGame, timeline, privateStep, replayViewer(false, other));
    const stranger = frame(fixtureGame, timeline, privateStep, replayViewer(false, null));
    const revealed = frame(fixtureGame, timeline, privateStep, replayViewer(true, null));
    const count = timeline.step(privateStep).events.length;
    const hidden = timeline.step(privateStep).events.filter((e) => e.visibleTo && !e.visibleTo.includes(other)).length;
    expect(mine.events.length).toBe(
      count - timeline.step(privateStep).events.filter((e) => e.visibleTo && !e.visibleTo.includes(owner)).length,
    );
    expect(theirs.events.length).toBe(count - hidden);
    expect(stranger.events.length).toBe(timeline.step(privateStep).events.filter((e) => !e.visibleTo).length);
    expect(revealed.events.length).toBe(count);
    expect(mine.view).toEqual(fixtureGame.view(states[privateStep]!, owner));
    expect(stranger.view).toEqual(fixtureGame.view(states[privateStep]!, 'public'));
    // The fixture has no replay support: an ended match shows the public view, steps are numbered only.
    expect(revealed.view).toEqual(fixtureGame.view(states[privateStep]!, 'public'));
    expect(timeline.positions()).toEqual([]);
  });

  it('SFB: the public view of every step holds no hand or deck; the revealed view and lines name them', () => {
    const { log, states } = botMatch(sfb, duel, 'replay-sfb-2', {}, 90);
    const timeline = Timeline.build(sfb, log);
    for (let k = 0; k <= timeline.steps; k += 9) {
      const pub = frame(sfb, timeline, k, { kind: 'public' }).view as { players: { hand?: string[]; deck?: string[] }[] };
      expect(pub.players.every((p) => p.hand === undefined && p.deck === undefined)).toBe(true);
      const seat = frame(sfb, timeline, k, { kind: 'seat', seat: 1 }).view as { players: { hand?: string[] }[] };
      expect(seat.players[0]!.hand).toBeUndefined();
    }
    const last = timeline.steps;
    const state = states[last] as { players: { hand: string[]; deck: string[] }[] };
    const shown = frame(sfb, timeline, last, { kind: 'revealed' });
    const players = (shown.view as { players: { hand: string[]; deck: string[] }[] }).players;
    expect(players.map((p) => p.hand)).toEqual(state.players.map((p) => p.hand));
    expect(players.map((p) => p.deck)).toEqual(state.players.map((p) => p.deck));
    expect(shown.over).toBe(true);
    const lines = shown.revealed.map((l) => translate(l, 'fr', sfb.strings));
    expect(lines[0]).toMatch(/^Main d’Alice : /);
    expect(lines.some((l) => l.startsWith('Pioche de Bruno (prochaine carte d’abord) : '))).toBe(true);
    const firstHandCard = state.players[0]!.hand[0];
    if (firstHandCard) expect(translate(shown.revealed[0]!, 'en', sfb.strings)).not.toContain(firstHandCard);
  });

  it('ESW: secret drafts and hands appear only in the revealed view', () => {
    const { log, states } = botMatch(esw, wizards, 'replay-esw-3');
    const timeline = Timeline.build(esw, log);
    const drafting = [...Array(timeline.steps + 1).keys()].find((k) =>
      (states[k] as { seats: { draft: unknown[] }[] }).seats.some((s) => s.draft.length > 0),
    )!;
    const pub = canonicalJson(frame(esw, timeline, drafting, { kind: 'public' }).view);
    expect(pub).not.toContain('"hand"');
    expect(pub).not.toContain('"draft"');
    const revealed = frame(esw, timeline, drafting, { kind: 'revealed' });
    const st = states[drafting] as { seats: { hand: string[]; draft: { card: string }[] }[]; main: { draw: string[] } };
    const players = (revealed.view as { players: { hand: string[]; draft: { card: string }[] }[] }).players;
    expect(players.map((p) => p.hand)).toEqual(st.seats.map((s) => s.hand));
    expect(players.map((p) => p.draft.map((d) => d.card))).toEqual(st.seats.map((s) => s.draft.map((d) => d.card)));
    expect(revealed.revealed.map((l) => translate(l, 'en', esw.strings)).join('\n')).toMatch(
      new RegExp(`Main deck \\(${st.main.draw.length} cards?, next first\\)`),
    );
  });
});
