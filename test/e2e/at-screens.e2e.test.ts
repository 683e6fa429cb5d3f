/**
 * Screenshots of an Ascension Tactics duel in the emulator's playground, as
 * Alice sees it against the bot: the match message (the battlefield, the
 * center row and the state lines) on a desktop and a phone-sized window,
 * then her panel on a move (the lettered board picture and its buttons).
 * Saved to artifacts/screenshots/ (not committed), and to docs/screenshots/
 * with DOCS_SCREENSHOTS set (the README's). Skipped when Debian's Chromium is
 * absent.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpatial } from '../../src/core/spatial.js';
import type { Playground } from '../../src/emulator/index.js';
import { at, type AtState } from '../../src/games/at/index.js';
import { DOCS_SHOTS, haveChromium, openPlaygroundBrowser } from '../support/browser.js';
import { button, buttons, respond, selects, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let playground: Playground;
let closeBrowser: (() => Promise<void>) | undefined;
let page: Page;

describe.skipIf(!haveChromium)('Ascension Tactics in the playground (screenshots)', () => {
  beforeAll(async () => {
    const opened = await openPlaygroundBrowser([at]);
    ({ tv, playground, page } = opened);
    closeBrowser = opened.close;
  }, 60_000);

  afterAll(async () => {
    await closeBrowser?.();
  });

  it('shows the battlefield and a move on the lettered board against the bot', async () => {
    const alice = tv.emu.users[0]!.id;
    const channel = tv.emu.channels['games']!;
    await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'at', mode: 'duel', bots: 1 }));
    const [started] = await tv.service.listForUser(alice, tv.emu.guildId);
    await expect.poll(async () => (await tv.service.get(started!.id)).messageId, { timeout: 15_000 }).toBeTruthy();
    // Alice plays as the bot would (the clicks are the duel test's business) until round 3, when she is asked where to move.
    for (let guard = 0; guard < 800; guard++) {
      const m = await tv.service.get(started!.id);
      const st = m.state as unknown as AtState;
      const p = at.prompts(st)[0]!;
      if (p.seat === 0 && st.round >= 3 && p.kind === 'activation' && isSpatial(p)) break;
      if (p.seat !== 0) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      await tv.service.act(m.id, alice, at.botAction(st, 0), m.version);
    }
    const m = await tv.service.get(started!.id);
    expect(m.status).toBe('active');
    const st = m.state as unknown as AtState;
    expect([st.round >= 3, at.prompts(st)[0]!.kind]).toEqual([true, 'activation']);
    await tv.bot.router.d.publisher.refresh(m.id, 'en');
    await expect
      .poll(() => buttons(tv.emu.message(m.messageId!)).some((b) => b.customId.startsWith('turn:')), { timeout: 20_000 })
      .toBe(true);
    const picker = await respond(tv.emu, tv.emu.click(alice, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    const lettered = [
      ...buttons(picker.message).map((b) => b.label),
      ...selects(picker.message).flatMap((x) => x.options.map((o) => o.label)),
    ];
    expect(lettered.some((label) => /^A\b/.test(label))).toBe(true);

    await page.goto(`${playground.url}/?user=${alice}`);
    await page.locator('#bot-status', { hasText: 'online' }).waitFor();
    await page.locator('#channel-list .channel.thread').first().click();
    await page.locator('.message.ephemeral .gallery img.media').last().waitFor();
    await page.waitForTimeout(400);
    const matchMessage = page.locator('.message', { hasText: 'Duel · The Battle of the Three Sanctuaries' }).last();
    await matchMessage.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'at-match-desktop.png') });
    await page
      .locator('.message.ephemeral')
      .last()
      .evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'at-picker-desktop.png') });
    await page.setViewportSize({ width: 412, height: 900 });
    await page.waitForTimeout(300);
    const matchOnPhone = page.locator('.message', { hasText: 'Duel · The Battle of the Three Sanctuaries' }).last();
    await matchOnPhone.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'at-match-phone.png') });
    expect(tv.emu.violations()).toEqual([]);
  }, 180_000);
});
