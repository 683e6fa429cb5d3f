/**
 * Screenshots of a Super Fantasy Brawl duel in the emulator's playground, as
 * Alice sees it against the bot: the match message with the arena and the
 * state lines, and her turn panel (hand image, card buttons, standard-action
 * menus, End turn), on a desktop and a phone-sized window, then a spatial
 * choice (the lettered board picture and its buttons). Saved to
 * artifacts/screenshots/sfb-screen-*.png (not committed); the match message
 * and the spatial choice also to docs/screenshots/ (the README's). Skipped
 * when Debian's Chromium is absent.
 */
import path from 'node:path';
import { DOCS_SHOTS, haveChromium, openPlaygroundBrowser, SHOTS } from '../support/browser.js';
import { isSpatial } from '../../src/core/spatial.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playground } from '../../src/emulator/index.js';
import { sfb, type SfbState } from '../../src/games/sfb/index.js';
import { button, buttons, respond, selects, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let playground: Playground;
let closeBrowser: (() => Promise<void>) | undefined;
let page: Page;

describe.skipIf(!haveChromium)('Super Fantasy Brawl in the playground (screenshots)', () => {
  beforeAll(async () => {
    const opened = await openPlaygroundBrowser([sfb]);
    ({ tv, playground, page } = opened);
    closeBrowser = opened.close;
  }, 60_000);

  afterAll(async () => {
    await closeBrowser?.();
  });

  it('shows the arena and the turn panel against the bot', async () => {
    const alice = tv.emu.users[0]!.id;
    const channel = tv.emu.channels['games']!;
    await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'sfb', bots: 1, recruitment: 'free' }));
    const [started] = await tv.service.listForUser(alice, tv.emu.guildId);
    await expect.poll(async () => (await tv.service.get(started!.id)).messageId, { timeout: 15_000 }).toBeTruthy();
    // Alice's setup and first turns are played with the bot's choices (the clicks are the duel test's business), up to her turn in round 2.
    for (let guard = 0; guard < 500; guard++) {
      const m = await tv.service.get(started!.id);
      const st = m.state as unknown as SfbState;
      const p = sfb.prompts(st)[0]!;
      if (p.kind === 'activate' && st.round >= 2) break;
      await tv.service.act(m.id, alice, sfb.botAction(st, p.seat), m.version);
    }
    await tv.bot.router.d.publisher.refresh(started!.id, 'en');
    const m = await tv.service.get(started!.id);
    const panel = await respond(tv.emu, tv.emu.click(alice, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    expect(buttons(panel.message).some((b) => b.customId.endsWith(':end'))).toBe(true);
    expect(selects(panel.message).length).toBeGreaterThanOrEqual(1);
    expect(textOf(tv.emu.message(m.messageId!)!)).toContain('Challenges on the track');
    await page.goto(`${playground.url}/?user=${alice}`);
    await page.locator('#bot-status', { hasText: 'online' }).waitFor();
    await page.locator('#channel-list .channel.thread').first().click();
    await page.locator('.message.ephemeral .gallery img.media').first().waitFor();
    await page.waitForTimeout(300);
    const matchMessage = page.locator('.message', { hasText: 'Challenges on the track' }).last();
    await matchMessage.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SHOTS, 'sfb-screen-01-match-desktop.png') });
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'sfb-match-desktop.png') });
    await page
      .locator('.message.ephemeral')
      .last()
      .evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SHOTS, 'sfb-screen-02-panel-desktop.png') });
    await page.setViewportSize({ width: 412, height: 900 });
    await page.waitForTimeout(300);
    await page.locator('.message.ephemeral').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'sfb-screen-03-panel-phone.png') });
    const matchOnPhone = page.locator('.message', { hasText: 'Challenges on the track' }).last();
    await matchOnPhone.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'sfb-match-phone.png') });

    // A spatial choice: Alice plays on (as the bot would) until she is asked for a hex.
    for (let guard = 0; guard < 500; guard++) {
      const now = await tv.service.get(m.id);
      const st = now.state as unknown as SfbState;
      const p = sfb.prompts(st)[0]!;
      if (p.seat === 0 && isSpatial(p)) break;
      await tv.service.act(now.id, now.seats[p.seat]!.userId ?? alice, sfb.botAction(st, p.seat), now.version);
    }
    const asked = await tv.service.get(m.id);
    await tv.bot.router.d.publisher.refresh(asked.id, 'en');
    const picker = await respond(tv.emu, tv.emu.click(alice, asked.messageId!, button(tv.emu.message(asked.messageId!), 'turn', 'play')));
    // Lettered buttons, or past 20 places a menu of lettered options.
    const lettered = [
      ...buttons(picker.message).map((b) => b.label),
      ...selects(picker.message).flatMap((m) => m.options.map((o) => o.label)),
    ];
    expect(lettered.some((label) => /^A( · |$)/.test(label))).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.locator('#bot-status', { hasText: 'online' }).waitFor();
    await page.locator('#channel-list .channel.thread').first().click();
    await page.locator('.message.ephemeral .gallery img.media').last().waitFor();
    await page.waitForTimeout(400);
    await page
      .locator('.message.ephemeral')
      .last()
      .evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'sfb-picker-desktop.png') });
    await page.setViewportSize({ width: 412, height: 900 });
    await page.waitForTimeout(300);
    await page
      .locator('.message.ephemeral')
      .last()
      .evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'sfb-picker-phone.png') });
    expect(tv.emu.violations()).toEqual([]);
  }, 180_000);
});
