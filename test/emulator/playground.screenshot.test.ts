/**
 * Opens the playground in Debian's Chromium (playwright-core, no browser
 * download), runs /help and /challenge as Alice, accepts as Bruno, and saves
 * screenshots to artifacts/screenshots/. The bot here is a small discord.js
 * client written for this test (the real Tavern bot has its own tests).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  ContainerBuilder,
  EmbedBuilder,
  GatewayIntentBits,
  MessageFlags,
  StringSelectMenuBuilder,
  type Interaction,
} from 'discord.js';
import { createCanvas } from '@napi-rs/canvas';
import { createDiscordClientOptions, startEmulator, startPlayground, type DiscordEmulator, type Playground } from '../../src/emulator/index.js';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = path.resolve('artifacts/screenshots');
const GAMES = ['Super Fantasy Brawl', 'Epic Spell Wars', 'Ascension Tactics', 'Champions of Hara'];

/** A board picture for the thread, drawn on the fly. */
function boardImage(): Buffer {
  const canvas = createCanvas(480, 300);
  const g = canvas.getContext('2d');
  g.fillStyle = '#2d3e2f';
  g.fillRect(0, 0, 480, 300);
  for (let q = 0; q < 8; q++) {
    for (let r = 0; r < 5; r++) {
      const x = 40 + q * 52 + (r % 2) * 26;
      const y = 40 + r * 45;
      g.beginPath();
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        g.lineTo(x + 28 * Math.cos(a), y + 28 * Math.sin(a));
      }
      g.closePath();
      g.fillStyle = (q + r) % 3 === 0 ? '#7a9a5b' : '#5b7a4a';
      g.fill();
      g.strokeStyle = '#1e2a1f';
      g.stroke();
    }
  }
  return canvas.toBuffer('image/png');
}

/** The small test bot: /help and /challenge with Accept/Decline buttons. */
async function startTestBot(emu: DiscordEmulator): Promise<Client> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...createDiscordClientOptions(emu) });
  client.on('interactionCreate', (interaction) => void answer(interaction).catch((error: unknown) => console.error('test bot:', error)));
  await new Promise<void>((resolve, reject) => {
    client.once('clientReady', () => resolve());
    client.login(emu.token).catch(reject);
  });
  await client.application!.commands.set(
    [
      { name: 'help', description: 'How to play with Tavern' },
      {
        name: 'challenge',
        description: 'Challenge someone to a game',
        options: [
          { type: 6, name: 'opponent', description: 'Who you challenge', required: true },
          { type: 3, name: 'game', description: 'Which game', required: true, autocomplete: true },
        ],
      },
    ],
    emu.guildId,
  );
  return client;
}

async function answer(interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) {
    const typed = interaction.options.getFocused().toLowerCase();
    await interaction.respond(GAMES.filter((g) => g.toLowerCase().includes(typed)).map((g) => ({ name: g, value: g })));
  } else if (interaction.isChatInputCommand() && interaction.commandName === 'help') {
    const embed = new EmbedBuilder()
      .setColor(0x5865f2)
      .setTitle('Tavern — tabletop games in chat')
      .setDescription('Challenge a friend, then play from the buttons under the board.')
      .addFields(
        { name: '/challenge', value: 'Invite someone to a game', inline: true },
        { name: '/help', value: 'This message', inline: true },
      )
      .setFooter({ text: 'Only you can see this help' });
    await interaction.reply({ embeds: [embed], flags: MessageFlags.Ephemeral });
  } else if (interaction.isChatInputCommand() && interaction.commandName === 'challenge') {
    const opponent = interaction.options.getUser('opponent', true);
    const game = interaction.options.getString('game', true);
    const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId(`accept:${interaction.user.id}:${opponent.id}`).setLabel('Accept').setStyle(ButtonStyle.Success),
      new ButtonBuilder().setCustomId(`decline:${interaction.user.id}:${opponent.id}`).setLabel('Decline').setStyle(ButtonStyle.Danger),
    );
    await interaction.reply({ content: `<@${opponent.id}>, <@${interaction.user.id}> challenges you to **${game}**!`, components: [buttons] });
  } else if (interaction.isStringSelectMenu()) {
    await interaction.reply({ content: `You chose **${interaction.values[0]}**.`, flags: MessageFlags.Ephemeral });
  } else if (interaction.isButton()) {
    const [action, challenger, opponent] = interaction.customId.split(':');
    if (interaction.user.id !== opponent) {
      await interaction.reply({ content: 'This challenge is not for you.', flags: MessageFlags.Ephemeral });
      return;
    }
    if (action === 'decline') {
      await interaction.update({ content: `<@${opponent}> declined.`, components: [] });
      return;
    }
    await interaction.update({ content: `<@${opponent}> accepted the challenge from <@${challenger}>!`, components: [] });
    const thread = await interaction.message.startThread({ name: 'Match 1' });
    const board = new ContainerBuilder()
      .setAccentColor(0x2ecc71)
      .addTextDisplayComponents((t) => t.setContent(`## Round 1\n<@${challenger}> vs <@${opponent}> — <@${challenger}> plays first.`))
      .addMediaGalleryComponents((g) => g.addItems((item) => item.setURL('attachment://board.png').setDescription('The board')))
      .addSeparatorComponents((sep) => sep)
      .addTextDisplayComponents((t) => t.setContent('-# Pick a move below; your hand stays private.'))
      .addActionRowComponents((row) =>
        row.addComponents(
          new StringSelectMenuBuilder()
            .setCustomId('move')
            .setPlaceholder('Choose a move')
            .addOptions({ label: 'Advance', value: 'advance', description: 'Move one hex forward' }, { label: 'Hold', value: 'hold' }),
        ),
      );
    await thread.send({ flags: MessageFlags.IsComponentsV2, components: [board], files: [new AttachmentBuilder(boardImage(), { name: 'board.png' })] });
    await interaction.followUp({ content: 'Your hand is ready — play from the thread.', flags: MessageFlags.Ephemeral });
  }
}

const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`playground screenshot test skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);

describe.skipIf(!haveChromium)('playground in Chromium', () => {
  let emu: DiscordEmulator;
  let bot: Client;
  let playground: Playground;
  let browser: BrowserContext;
  let page: Page;
  let profile: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    emu = await startEmulator({ quiet: true });
    bot = await startTestBot(emu);
    playground = await startPlayground(emu, { port: 0 });
    profile = mkdtempSync(path.join(tmpdir(), 'pg-chromium-'));
    // A fresh profile folder per run (playwright passes it as --user-data-dir).
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: { width: 1280, height: 800 },
    });
    page = browser.pages()[0] ?? (await browser.newPage());
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    await bot?.destroy();
    await emu?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('runs /help and /challenge as Alice, Accept as Bruno, with live updates', async () => {
    const alice = emu.userNamed('alice');
    const bruno = emu.userNamed('bruno');
    await page.goto(`${playground.url}/?user=${alice.id}`);
    await page.locator('#bot-status', { hasText: 'online' }).waitFor();

    // /help: pick it from the popup with the keyboard, send with Enter.
    await page.locator('#input').fill('/he');
    await page.locator('#command-popup [data-command="help"]').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#command-chip').textContent()).toBe('/help');
    await page.keyboard.press('Enter');
    await page.locator('.embed-title', { hasText: 'Tavern — tabletop games in chat' }).waitFor();
    await expect.poll(() => page.locator('.message.ephemeral .ephemeral-note').first().textContent()).toContain('Only you can see this');
    await page.screenshot({ path: path.join(SHOTS, '01-help.png') });

    // /challenge with a user option and an autocompleted game.
    await page.locator('#input').fill('/chal');
    await page.locator('#command-popup [data-command="challenge"]').click();
    await page.locator('#opt-opponent').selectOption(bruno.id);
    await page.locator('#opt-game').fill('brawl');
    await page.locator('#option-popup .popup-item', { hasText: 'Super Fantasy Brawl' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, '02-autocomplete.png') });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#opt-game').inputValue()).toBe('Super Fantasy Brawl');
    await page.keyboard.press('Enter');
    const challenge = page.locator('.message', { hasText: 'challenges you to' });
    await challenge.waitFor();
    await expect.poll(() => challenge.locator('.reply-context').textContent()).toContain('used/challenge');
    await page.screenshot({ path: path.join(SHOTS, '03-challenge.png') });

    // Alice clicking Accept gets the bot's ephemeral refusal, seen only by her.
    await challenge.locator('button', { hasText: 'Accept' }).click();
    await page.locator('.message.ephemeral', { hasText: 'This challenge is not for you.' }).waitFor();

    // Bruno accepts: the message updates live, a thread appears with the board image.
    await page.locator(`.user-choice[data-user="bruno"]`).click();
    await page.locator('#me', { hasText: 'Bruno' }).waitFor();
    await page.locator('.message', { hasText: 'challenges you to' }).waitFor();
    expect(await page.locator('.message', { hasText: 'This challenge is not for you.' }).count()).toBe(0);
    await page.locator('.message', { hasText: 'challenges you to' }).locator('button', { hasText: 'Accept' }).click();
    await page.locator('.message', { hasText: 'accepted the challenge' }).waitFor();
    await page.locator('.message.ephemeral', { hasText: 'Your hand is ready' }).waitFor();
    await page.locator('#channel-list .channel.thread', { hasText: 'Match 1' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, '04-accepted.png') });

    await page.locator('.thread-link', { hasText: 'Match 1' }).click();
    const board = page.locator('.message .container .gallery img.media');
    await board.waitFor();
    await page.locator('.container .v2-text h2', { hasText: 'Round 1' }).waitFor();
    await expect.poll(() => board.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(480);
    await page.screenshot({ path: path.join(SHOTS, '05-thread.png') });
    await board.click();
    await page.locator('#lightbox:not([hidden]) img').waitFor();
    await page.screenshot({ path: path.join(SHOTS, '06-image-full-size.png') });
    await page.keyboard.press('Escape');
    await page.locator('.container select[data-custom-id="move"]').selectOption('advance');
    await page.locator('.message.ephemeral', { hasText: 'You chose advance.' }).waitFor();

    // Back as Alice: the ephemeral note for Bruno is not hers to see.
    await page.keyboard.press('Alt+1');
    await page.locator('#me', { hasText: 'Alice' }).waitFor();
    await page.locator('#channel-list .channel', { hasText: 'general' }).first().click();
    await page.locator('.message', { hasText: 'accepted the challenge' }).waitFor();
    await page.locator('.message', { hasText: 'This challenge is not for you.' }).waitFor();
    expect(await page.locator('.message', { hasText: 'Your hand is ready' }).count()).toBe(0);

    // Narrow window: the channel list becomes a drawer.
    await page.setViewportSize({ width: 400, height: 760 });
    await expect.poll(() => page.locator('#sidebar').evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, '07-narrow.png') });
    await page.locator('#toggle-sidebar').click();
    await expect.poll(() => page.locator('#sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, '08-narrow-channels.png') });

    expect(emu.violations()).toEqual([]);
  });
});
