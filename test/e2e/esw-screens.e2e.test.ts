/**
 * Screenshots of an Epic Spell Wars match in the emulator's playground, as
 * Alice sees it on a desktop and on a phone-sized window: the match message
 * with the table, her "Build my spell" panel, then the resolution in the
 * thread. Saved to artifacts/screenshots/esw-*.png (not committed).
 * Skipped when Debian's Chromium is absent.
 */
import path from 'node:path';
import { DOCS_SHOTS, haveChromium, openPlaygroundBrowser, SHOTS } from '../support/browser.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOfferedChoice } from '../../src/core/game.js';
import type { Playground } from '../../src/emulator/index.js';
import { esw, type EswState } from '../../src/games/esw/index.js';
import { button, buttons, respond, selects, type Tavern } from '../support/tavern.js';

let tv: Tavern;
let playground: Playground;
let closeBrowser: (() => Promise<void>) | undefined;
let page: Page;

describe.skipIf(!haveChromium)('Epic Spell Wars in the playground (screenshots)', () => {
  beforeAll(async () => {
    const opened = await openPlaygroundBrowser([esw]);
    ({ tv, playground, page } = opened);
    closeBrowser = opened.close;
  }, 60_000);

  afterAll(async () => {
    await closeBrowser?.();
  });

  it('shows the table, the panel with one menu per slot, and the spells in the thread', async () => {
    const alice = tv.emu.users[0]!.id;
    const channel = tv.emu.channels['games']!;
    await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'esw', bots: 3 }));
    const [started] = await tv.service.listForUser(alice, tv.emu.guildId);
    // The match message is posted in the thread right after the challenge reply.
    await expect.poll(async () => (await tv.service.get(started!.id)).messageId, { timeout: 15_000 }).toBeTruthy();
    const m = await tv.service.get(started!.id);
    expect(m.status).toBe('active');
    const panel = await respond(tv.emu, tv.emu.click(alice, m.messageId!, button(tv.emu.message(m.messageId!), 'turn', 'play')));
    const panelId = panel.message.id as string;
    // Two cards placed, as the bot would: the panel then previews the spell's name.
    for (let k = 0; k < 2; k++) {
      const st = (await tv.service.get(m.id)).state as unknown as EswState;
      const choice = findOfferedChoice(esw.prompts(st), 0, esw.botAction(st, 0))!;
      const menu = selects(tv.emu.message(panelId)).find((s) => s.options.some((o) => o.value === choice.id))!;
      await respond(tv.emu, tv.emu.click(alice, panelId, menu.customId, [choice.id]));
    }
    await page.goto(`${playground.url}/?user=${alice}`);
    await page.locator('#bot-status', { hasText: 'online' }).waitFor();
    await page.locator('#channel-list .channel.thread').first().click();
    await page.locator('.message.ephemeral .gallery img.media').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, 'esw-01-panel-desktop.png') });
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'esw-build-desktop.png') });
    await page.setViewportSize({ width: 412, height: 900 });
    await page.waitForTimeout(300);
    await page.locator('.message.ephemeral').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'esw-02-panel-phone.png') });
    await page.screenshot({ path: path.join(DOCS_SHOTS, 'esw-build-phone.png') });
    // Lock in: the three bots have locked, so the spells resolve at once and the thread fills.
    const lock = buttons(tv.emu.message(panelId)).find((b) => b.customId.endsWith(':lock'))!;
    await respond(tv.emu, tv.emu.click(alice, panelId, lock.customId));
    const cast = page.locator('.message', { hasText: 'casts “' }).first();
    await cast.waitFor();
    await page.waitForTimeout(500);
    await cast.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'esw-03-resolution-phone.png'), fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(300);
    await cast.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(SHOTS, 'esw-04-resolution-desktop.png') });
    expect(tv.emu.violations()).toEqual([]);
  }, 90_000);
});
