/**
 * Screenshots of a Champions of Hara Versus Arena in the emulator's
 * playground, as Alice sees it against the bot on Day 2: the match message
 * (the world and the state lines) and her panel (her character sheet and
 * the Adventure's buttons), on a desktop and a phone-sized window. Saved to
 * artifacts/screenshots/coh-screen-*.png (not committed), the match message
 * also to docs/screenshots/ with DOCS_SCREENSHOTS=1. Skipped when Debian's
 * Chromium is absent.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playground } from '../../src/emulator/index.js';
import { coh, type CohState } from '../../src/games/coh/index.js';
import { DOCS_SHOTS, haveChromium, openPlaygroundBrowser, SHOTS } from '../support/browser.js';
import { button, respond, textOf, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let playground: Playground;
let closeBrowser: (() => Promise<void>) | undefined;
let page: Page;

describe.skipIf(!haveChromium)('Champions of Hara in the playground (screenshots)', () => {
  beforeAll(async () => {
    const opened = await openPlaygroundBrowser([coh]);
    ({ tv, playground, page } = opened);
    closeBrowser = opened.close;
  }, 60_000);

  afterAll(async () => {
    await closeBrowser?.();
  });

  it('shows the world and Alice’s panel against the bot', async () => {
    const alice = tv.emu.users[0]!.id;
    const channel = tv.emu.channels['games']!;
    await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'coh', bots: 1, mode: 'versus' }));
    const [started] = await tv.service.listForUser(alice, tv.emu.guildId);
    await expect.poll(async () => (await tv.service.get(started!.id)).messageId, { timeout: 15_000 }).toBeTruthy();
    // Alice plays the bot's choices (the clicks are coh.e2e's business) up to her Adventure on Day 2.
    for (let guard = 0; guard < 300; guard++) {
      const m = await tv.service.get(started!.id);
      const st = m.state as unknown as CohState;
      const p = coh.prompts(st)[0]!;
      if (p.kind === 'turn' && st.day >= 2) break;
      await tv.service.act(m.id, alice, coh.botAction(st, p.seat), m.version);
    }
    await tv.bot.router.d.publisher.refresh(started!.id, 'en');
    const m = await tv.service.get(started!.id);
    await respond(tv.emu, tv.emu.click(alice, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    expect(textOf(tv.emu.message(m.messageId!)!)).toContain('Day 2, Dawn: Alice is playing.');
    await page.goto(`${playground.url}/?user=${alice}`);
    await page.locator('#bot-status', { hasText: 'online' }).waitFor();
    await page.locator('#channel-list .channel.thread').first().click();
    await page.locator('.message.ephemeral .gallery img.media').first().waitFor();
    await page.waitForTimeout(300);
    const matchMessage = page.locator('.message', { hasText: 'Champions of Hara — match' }).last();
    await matchMessage.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SHOTS, 'coh-screen-01-match-desktop.png') });
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'coh-match-desktop.png') });
    await page
      .locator('.message.ephemeral')
      .last()
      .evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SHOTS, 'coh-screen-02-panel-desktop.png') });
    await page.setViewportSize({ width: 412, height: 900 });
    await page.waitForTimeout(300);
    const matchOnPhone = page.locator('.message', { hasText: 'Champions of Hara — match' }).last();
    await matchOnPhone.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'coh-match-phone.png') });
    await page.locator('.message.ephemeral').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'coh-screen-03-panel-phone.png') });
    expect(tv.emu.violations()).toEqual([]);
  }, 180_000);
});
