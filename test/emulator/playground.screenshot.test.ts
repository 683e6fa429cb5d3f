/**
 * Opens the playground in Debian's Chromium (playwright-core, no browser
 * download) with the REAL Tavern bot (emulator + database + discord.js bot,
 * see test/support/tavern.ts) serving a shipped game: /help and /challenge as
 * Alice, Accept as Bruno, "Take my turn" and one move in Alice's private
 * panel. Screenshots go to artifacts/screenshots/.
 */
import path from 'node:path';
import { haveChromium, openPlaygroundBrowser, SHOTS } from '../support/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Permission, type Playground } from '../../src/emulator/index.js';
import { esw } from '../../src/games/esw/index.js';
import { type Tavern } from '../support/tavern.js';

describe.skipIf(!haveChromium)('playground in Chromium with the real bot', () => {
  let tv: Tavern;
  let playground: Playground;
  let closeBrowser: (() => Promise<void>) | undefined;
  let page: Page;

  beforeAll(async () => {
    const opened = await openPlaygroundBrowser([esw]);
    ({ tv, playground, page } = opened);
    closeBrowser = opened.close;
  }, 60_000);

  afterAll(async () => {
    await closeBrowser?.();
  });

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, name) });
  const switchTo = async (username: string, shown: string) => {
    await page.locator(`.user-choice[data-user="${username}"]`).click();
    await page.locator('#me', { hasText: shown }).waitFor();
  };

  it('/help, /challenge, Accept as Bruno, then Take my turn and one move as Alice', async () => {
    const emu = tv.emu;
    const alice = emu.userNamed('alice');
    const bruno = emu.userNamed('bruno');
    await page.goto(`${playground.url}/?user=${alice.id}`);
    await page.locator('#bot-status', { hasText: 'online' }).waitFor();
    await page.locator('#channel-list .channel', { hasText: 'games' }).first().click();

    // /help: pick it from the popup with the keyboard, send with Enter.
    await page.locator('#input').fill('/he');
    await page.locator('#command-popup [data-command="help"]').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#command-chip').textContent()).toBe('/help');
    await page.keyboard.press('Enter');
    const help = page.locator('.message.ephemeral', { hasText: 'Epic Spell Wars' });
    await help.waitFor();
    await expect.poll(() => help.locator('.ephemeral-note').first().textContent()).toContain('Only you can see this');
    await shot('01-help.png');

    // /challenge: the game from its choices, Bruno from the user menu.
    await page.locator('#input').fill('/chal');
    await page.locator('#command-popup [data-command="challenge"]').click();
    await page.locator('#opt-game').selectOption({ label: esw.name });
    await page.locator('#opt-opponent').selectOption(bruno.id);
    await shot('02-challenge-options.png');
    await page.locator('#input').press('Enter');
    const challenge = page.locator('.message', { hasText: 'challenges' }).last();
    await challenge.locator('button', { hasText: 'Accept' }).waitFor();
    await expect.poll(() => challenge.locator('.reply-context').textContent()).toContain('used/challenge');
    // The challenge pings only Bruno: Alice's copy is not highlighted, Bruno's is.
    expect(await challenge.evaluate((node) => node.classList.contains('mentioned'))).toBe(false);
    await shot('03-challenge.png');

    // Alice clicking Accept on her own challenge is refused privately.
    await challenge.locator('button', { hasText: 'Accept' }).click();
    await page.locator('.message.ephemeral').last().waitFor();

    // Bruno accepts: the challenge message updates live and the match thread appears.
    await switchTo('bruno', 'Bruno');
    const brunosCopy = page.locator('.message', { hasText: 'challenges' }).last();
    expect(await brunosCopy.evaluate((node) => node.classList.contains('mentioned'))).toBe(true);
    await brunosCopy.locator('button', { hasText: /Accept/ }).click();
    await page.locator('.thread-link').first().waitFor();
    // The "match has started" link reads as a channel chip, as in Discord's client.
    const matchLink = page.locator('.message a.channel-link', { hasText: 'Epic Spell Wars: Alice vs Bruno' });
    await matchLink.waitFor();
    await page.locator('#channel-list .channel.thread').first().waitFor();
    await shot('04-accepted.png');

    // Alice opens the thread: the match message (Components V2 with the table picture).
    await switchTo('alice', 'Alice');
    await page.locator('.message a.channel-link').first().click();
    await page.locator('#channel-title', { hasText: 'Epic Spell Wars: Alice vs Bruno' }).waitFor();
    const matchMessage = page.locator('.message', { has: page.locator('button', { hasText: 'Take my turn' }) }).last();
    await matchMessage.waitFor();
    const table = matchMessage.locator('img.media').first();
    await table.waitFor();
    await expect.poll(() => table.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(100);
    await shot('05-match.png');

    // "Take my turn": a private panel with the hand picture and one menu per slot.
    await matchMessage.locator('button', { hasText: 'Take my turn' }).click();
    const panel = page.locator('.message.ephemeral', { has: page.locator('select') }).last();
    await panel.waitFor();
    await expect
      .poll(() =>
        panel
          .locator('img.media')
          .first()
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(100);
    await shot('06-panel.png');

    // One move: place the first card the first menu offers.
    const menu = panel.locator('select').first();
    const firstCard = await menu.locator('option').nth(1).getAttribute('value');
    const before = (await tv.service.get((await tv.db.prisma.match.findFirstOrThrow()).id)).version;
    await menu.selectOption(firstCard!);
    await expect.poll(async () => (await tv.db.prisma.match.findFirstOrThrow()).version).toBe(before + 1);
    await expect.poll(() => page.locator('.message.ephemeral', { hasText: 'Lock in' }).count()).toBeGreaterThan(0);
    await shot('07-after-move.png');

    // Bruno does not see Alice's panel.
    await switchTo('bruno', 'Bruno');
    await page
      .locator('.message', { has: page.locator('button', { hasText: 'Take my turn' }) })
      .last()
      .waitFor();
    expect(await page.locator('.message.ephemeral', { has: page.locator('select') }).count()).toBe(0);

    // The permission panel: take Attach Files from the bot in #general; /challenge there names what is missing.
    await switchTo('alice', 'Alice');
    await page.locator('#channel-list .channel', { hasText: 'general' }).first().click();
    await page.locator('#perm-toggle').click();
    const attach = page.locator('#perm-panel .perm-item', { hasText: 'Attach Files' }).locator('input');
    await attach.waitFor();
    expect(await attach.isChecked()).toBe(true);
    await attach.uncheck();
    await expect.poll(() => (emu.permissionsIn(emu.applicationId, emu.channels.general!) & Permission.AttachFiles) === 0n).toBe(true);
    await expect.poll(() => attach.isChecked()).toBe(false);
    await page.locator('#input').fill('/chal');
    await page.locator('#command-popup [data-command="challenge"]').click();
    await page.locator('#opt-game').selectOption({ label: esw.name });
    await page.locator('#opt-opponent').selectOption(bruno.id);
    await page.locator('#input').press('Enter');
    await page.locator('.message.ephemeral', { hasText: 'Attach Files' }).waitFor();
    await shot('08-missing-permission.png');
    await page.locator('#perm-panel .perm-reset').click();
    await expect.poll(() => (emu.permissionsIn(emu.applicationId, emu.channels.general!) & Permission.Administrator) !== 0n).toBe(true);
    await page.locator('#perm-toggle').click();
    expect(await tv.db.prisma.match.count()).toBe(1);

    // Narrow window: the channel list becomes a drawer.
    await page.setViewportSize({ width: 400, height: 760 });
    await expect.poll(() => page.locator('#sidebar').evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
    await shot('09-narrow.png');
    await page.locator('#toggle-sidebar').click();
    await expect.poll(() => page.locator('#sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBe(0);
    await shot('10-narrow-channels.png');

    expect(emu.violations()).toEqual([]);
  });
});
