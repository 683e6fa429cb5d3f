/**
 * /help names every command a player needs — /settings included — and tells
 * the two panel buttons apart, in English and in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureGame } from '../support/fixture-game.js';
import { respond, startTavern, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let alice: string, bruno: string, channel: string;

beforeAll(async () => {
  tv = await startTavern([fixtureGame]);
  [alice, bruno] = tv.emu.users.map((u) => u.id) as [string, string];
  channel = tv.emu.channels['games']!;
});
afterAll(() => tv.close());

describe('/help', () => {
  it('lists /settings and explains "Take my turn" against "Show my hand" (English)', async () => {
    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'help'));
    const text = textOf(out.message);
    expect(text).toContain('`/settings`');
    expect(text).toMatch(/\*\*Take my turn\*\* opens your private panel with the move you owe now/);
    expect(text).toMatch(/\*\*Show my hand\*\* shows your hand .* at any time/);
    // Every command the bot registers for players is named.
    for (const name of ['challenge', 'games', 'match', 'rules', 'settings', 'leaderboard', 'profile', 'tournament'])
      expect(text).toContain(`/${name}`);
  });

  it('says the same in French, with the French button names', async () => {
    const out = await respond(tv.emu, tv.emu.slash(bruno, channel, 'help'));
    const text = textOf(out.message);
    expect(text).toContain('`/settings`');
    expect(text).toContain('**Jouer mon tour** ouvre votre panneau privé');
    expect(text).toContain('**Voir ma main** montre votre main');
  });
});
