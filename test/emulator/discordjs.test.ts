/**
 * The real discord.js client against the emulator: gateway, commands,
 * replies, defers, edits, follow-ups, uploads, components, modals,
 * autocomplete, threads, DMs — and what each user sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  ContainerBuilder,
  MessageFlags,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type TextChannel,
} from 'discord.js';
import { onNext, startHarness, PNG_1X1, type Harness } from './harness.js';

let h: Harness;
let general: string;
let alice: string;
let bruno: string;

beforeAll(async () => {
  h = await startHarness();
  general = h.emu.channels.general!;
  alice = h.emu.userNamed('alice').id;
  bruno = h.emu.userNamed('bruno').id;
});
afterAll(async () => {
  await h.close();
});

const row = (...buttons: ButtonBuilder[]) => new ActionRowBuilder<ButtonBuilder>().addComponents(...buttons);
const contents = (userId: string, channelId = general) => h.emu.visibleMessages(userId, channelId).map((m) => m.content);

describe('discord.js against the emulator', () => {
  it('connects: READY and GUILD_CREATE give the guild, its channels, members and roles', async () => {
    const guild = h.client.guilds.cache.get(h.emu.guildId)!;
    expect(guild.name).toBe('Tavern Playground');
    expect(guild.channels.cache.map((c) => c.name).sort()).toEqual(['games', 'general', 'tavern-test']);
    expect(guild.members.cache.size).toBe(h.emu.users.length + 1);
    expect(guild.roles.everyone.id).toBe(h.emu.guildId);
    expect(h.client.user!.id).toBe(h.emu.applicationId);
    expect(h.client.ws.shards.size).toBe(1);
    const gatewayCall = h.emu.requests().find((r) => r.path === '/gateway/bot');
    expect(gatewayCall?.status).toBe(200);
  });

  it('registers guild commands by bulk overwrite and fetches guild data discord.js asks for', async () => {
    const names = h.emu
      .commands()
      .map((c) => c.name)
      .sort();
    expect(names).toEqual(['game', 'ping']);
    const guild = h.client.guilds.cache.get(h.emu.guildId)!;
    const member = await guild.members.fetch({ user: bruno, force: true });
    expect(member.user.username).toBe('bruno');
    const roles = await guild.roles.fetch();
    expect(roles.size).toBe(3);
    const channels = await guild.channels.fetch();
    expect(channels.size).toBe(3);
    const app = await h.client.application!.fetch();
    expect(app.id).toBe(h.emu.applicationId);
    const global = await h.client.application!.commands.set([{ name: 'about', description: 'About the bot' }]);
    expect(global.map((c) => c.name)).toEqual(['about']);
    expect(
      h.emu
        .commands()
        .map((c) => c.name)
        .sort(),
    ).toEqual(['about', 'game', 'ping']);
  });

  it('reply: everyone sees a public reply, with the command user in its metadata', async () => {
    const done = onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({ content: `pong for ${i.user.username} (${i.locale})` });
    });
    const handle = h.emu.slash(alice, general, 'ping');
    const outcome = await h.emu.waitForResponse(handle);
    expect((await done).error).toBeUndefined();
    expect(outcome.kind).toBe('message');
    expect(outcome.message?.content).toBe('pong for alice (en-US)');
    expect(contents(bruno)).toContain('pong for alice (en-US)');
    const reply = h.emu.visibleMessages(bruno, general).at(-1)!;
    expect((reply.interaction_metadata as { user: { id: string } }).user.id).toBe(alice);
  });

  it('defer (ephemeral) then edit: only the command user sees it, with "thinking" in between', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const done = onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await gate;
      await i.editReply({ content: 'secret result' });
    });
    const handle = h.emu.slash(bruno, general, 'ping', {}, 'fr');
    await h.emu.waitForAck(handle);
    const thinking = h.emu.visibleMessages(bruno, general).at(-1)!;
    expect(Number(thinking.flags) & (MessageFlags.Loading | MessageFlags.Ephemeral)).toBe(MessageFlags.Loading | MessageFlags.Ephemeral);
    release();
    const outcome = await h.emu.waitForResponse(handle);
    expect((await done).error).toBeUndefined();
    expect(outcome.message?.content).toBe('secret result');
    expect(Number(outcome.message?.flags) & MessageFlags.Loading).toBe(0);
    expect(contents(bruno)).toContain('secret result');
    expect(contents(alice)).not.toContain('secret result');
  });

  it('follow-ups: ephemeral and public, edited through the interaction token, and the first follow-up after a defer replaces "thinking"', async () => {
    const done = onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.deferReply();
      await i.followUp({ content: 'first (replaces thinking)' });
      const secret = await i.followUp({ content: 'only alice', flags: MessageFlags.Ephemeral });
      const open = await i.followUp({ content: 'everyone' });
      await i.editReply({ message: secret.id, content: 'only alice, edited' });
      await i.webhook.editMessage(open.id, { content: 'everyone, edited' });
      const fetched = await i.fetchReply();
      return fetched.content;
    });
    const handle = h.emu.slash(alice, general, 'ping');
    await h.emu.waitForResponse(handle);
    const { value, error } = await done;
    expect(error).toBeUndefined();
    expect(value).toBe('first (replaces thinking)');
    expect(contents(alice)).toEqual(expect.arrayContaining(['first (replaces thinking)', 'only alice, edited', 'everyone, edited']));
    expect(contents(bruno)).toEqual(expect.arrayContaining(['first (replaces thinking)', 'everyone, edited']));
    expect(contents(bruno)).not.toContain('only alice, edited');
    expect(h.emu.visibleMessages(alice, general).filter((m) => Number(m.flags) & MessageFlags.Loading)).toHaveLength(0);
  });

  it('uploads a file (multipart payload_json + files[n]) and serves the same bytes back', async () => {
    const done = onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({
        content: 'board',
        files: [new AttachmentBuilder(PNG_1X1, { name: 'board.png' })],
        embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }],
      });
    });
    const outcome = await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    expect((await done).error).toBeUndefined();
    const attachments = outcome.message!.attachments as { url: string; filename: string; width: number; content_type: string }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.filename).toBe('board.png');
    expect(attachments[0]!.width).toBe(1);
    const bytes = Buffer.from(await (await fetch(attachments[0]!.url)).arrayBuffer());
    expect(bytes.equals(PNG_1X1)).toBe(true);
    const embed = (outcome.message!.embeds as { image: { url: string } }[])[0]!;
    expect(embed.image.url).toBe(attachments[0]!.url);
    const upload = h.emu
      .requests()
      .filter((r) => r.path.endsWith('/callback'))
      .at(-1)!;
    expect(upload.files).toEqual([{ field: 'files[0]', filename: 'board.png', size: PNG_1X1.length }]);
  });

  it('buttons: a click updates the message (type 7); a deferred update (type 6) then edits it', async () => {
    onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({
        content: 'Accept the duel?',
        components: [row(new ButtonBuilder().setCustomId('accept').setLabel('Accept').setStyle(ButtonStyle.Success))],
      });
    });
    const first = await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    const messageId = String(first.message!.id);

    const clicked = onNext(h, async (i) => {
      if (!i.isButton()) throw new Error('expected a button');
      await i.update({ content: `${i.user.username} accepted`, components: [] });
      return i.customId;
    });
    const update = await h.emu.waitForResponse(h.emu.click(bruno, messageId, 'accept'));
    expect((await clicked).value).toBe('accept');
    expect(update.kind).toBe('update');
    expect(h.emu.message(messageId)!.content).toBe('bruno accepted');
    expect(h.emu.message(messageId)!.components).toEqual([]);
    expect(() => h.emu.click(bruno, messageId, 'accept')).toThrow(/no component/);

    onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({
        content: 'Roll?',
        components: [row(new ButtonBuilder().setCustomId('roll').setLabel('Roll').setStyle(ButtonStyle.Primary))],
      });
    });
    const second = await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    const deferred = onNext(h, async (i) => {
      if (!i.isButton()) throw new Error('expected a button');
      await i.deferUpdate();
      await i.editReply({ content: 'rolled a 6', components: [] });
    });
    const outcome = await h.emu.waitForResponse(h.emu.click(alice, String(second.message!.id), 'roll'));
    expect((await deferred).error).toBeUndefined();
    expect(outcome.ackType).toBe(6);
    expect(outcome.message?.content).toBe('rolled a 6');
  });

  it('select menus and clicks on an ephemeral panel only work for its user', async () => {
    onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({
        flags: MessageFlags.Ephemeral,
        content: 'Your hand',
        components: [
          {
            type: 1,
            components: [
              {
                type: 3,
                custom_id: 'card',
                options: [
                  { label: 'Fireball', value: 'fire' },
                  { label: 'Shield', value: 'shield' },
                ],
              },
            ],
          },
        ],
      });
    });
    const panel = await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    const panelId = String(panel.message!.id);
    expect(() => h.emu.click(bruno, panelId, 'card', ['fire'])).toThrow(/ephemeral/);
    const picked = onNext(h, async (i) => {
      if (!i.isStringSelectMenu()) throw new Error('expected a select');
      await i.update({ content: `played ${i.values.join(',')}`, components: [] });
      return i.message.flags.has(MessageFlags.Ephemeral);
    });
    await h.emu.waitForResponse(h.emu.click(alice, panelId, 'card', ['fire']));
    expect((await picked).value).toBe(true);
    expect(contents(alice)).toContain('played fire');
    expect(contents(bruno)).not.toContain('played fire');
    expect(() => h.emu.click(alice, panelId, 'card', ['nope'])).toThrow(/no component|not an option/);
  });

  it('modals: show (type 9), submit, reply', async () => {
    onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.showModal(
        new ModalBuilder()
          .setCustomId('rename')
          .setTitle('Rename your hero')
          .addComponents(
            new ActionRowBuilder<TextInputBuilder>().addComponents(
              new TextInputBuilder().setCustomId('hero').setLabel('Name').setStyle(TextInputStyle.Short),
            ),
          ),
      );
    });
    const opened = h.emu.slash(alice, general, 'ping');
    const shown = await h.emu.waitForResponse(opened);
    expect(shown.kind).toBe('modal');
    expect(h.emu.pendingModals(alice)).toHaveLength(1);
    const submitted = onNext(h, async (i) => {
      if (!i.isModalSubmit()) throw new Error('expected a modal submit');
      await i.reply({ content: `hero: ${i.fields.getTextInputValue('hero')}` });
    });
    const reply = await h.emu.waitForResponse(h.emu.submitModal(alice, opened, { hero: 'Morrigan' }));
    expect((await submitted).error).toBeUndefined();
    expect(reply.message?.content).toBe('hero: Morrigan');
    expect(h.emu.pendingModals(alice)).toHaveLength(0);
  });

  it('autocomplete (type 8) and subcommand options with resolved users', async () => {
    onNext(h, async (i) => {
      if (!i.isAutocomplete()) throw new Error('expected autocomplete');
      const typed = i.options.getFocused();
      await i.respond(
        ['Super Fantasy Brawl', 'Epic Spell Wars']
          .filter((n) => n.toLowerCase().includes(typed.toLowerCase()))
          .map((n) => ({ name: n, value: n })),
      );
    });
    const suggestions = await h.emu.waitForResponse(h.emu.autocomplete(alice, general, 'game start', { name: 'epic' }, 'name'));
    expect(suggestions.choices).toEqual([{ name: 'Epic Spell Wars', value: 'Epic Spell Wars' }]);

    const ran = onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      const opponent = i.options.getUser('opponent', true);
      await i.reply(
        `${i.options.getSubcommand()} ${i.options.getString('name')} vs ${opponent.username} in ${i.options.getInteger('rounds')}`,
      );
    });
    const out = await h.emu.waitForResponse(
      h.emu.slash(alice, general, 'game start', { name: 'Epic Spell Wars', opponent: bruno, rounds: 3 }),
    );
    expect((await ran).error).toBeUndefined();
    expect(out.message?.content).toBe('start Epic Spell Wars vs bruno in 3');
    expect(() => h.emu.slash(alice, general, 'game start', { rounds: 3 })).toThrow(/requires option "name"/);
    expect(() => h.emu.slash(alice, general, 'game start', { name: 'x', rounds: 12 })).toThrow(/≤ 9/);
  });

  it('channel messages: send, edit, fetch; threads from a message and standalone; archive', async () => {
    const channel = (await h.client.channels.fetch(general)) as TextChannel;
    const sent = await channel.send({ content: 'Match #1 begins' });
    await sent.edit({ content: 'Match #1 begins now' });
    const fetched = await channel.messages.fetch({ message: sent.id, force: true });
    expect(fetched.content).toBe('Match #1 begins now');
    const thread = await sent.startThread({ name: 'match-1' });
    expect(thread.id).toBe(sent.id);
    await thread.send(`Welcome <@${alice}>`);
    expect(contents(bruno, thread.id)).toEqual([`Welcome <@${alice}>`]);
    const secret = await channel.threads.create({ name: 'private-table', type: ChannelType.PrivateThread });
    await secret.members.add(alice);
    await secret.send('whispers');
    expect(contents(alice, secret.id)).toEqual(['whispers']);
    expect(contents(bruno, secret.id)).toEqual([]);
    expect(h.emu.channelsVisibleTo(bruno).map((c) => c.name)).not.toContain('private-table');
    await thread.setArchived(true);
    expect(h.emu.channel(thread.id)!.archived).toBe(true);
    await thread.setLocked(true);
    await expect(thread.send('too late')).rejects.toMatchObject({ code: 50083 });
  });

  it('DMs: open a DM channel, send, and 50007 for a user who closed DMs', async () => {
    const user = await h.client.users.fetch(bruno);
    const dm = await user.send('Your turn in match-1');
    expect(dm.channel.type).toBe(ChannelType.DM);
    expect(contents(bruno, dm.channelId)).toEqual(['Your turn in match-1']);
    expect(contents(alice, dm.channelId)).toEqual([]);
    h.emu.setDmsOpen(bruno, false);
    await expect(user.send('again')).rejects.toMatchObject({ code: 50007, status: 403 });
    h.emu.setDmsOpen(bruno, true);
  });

  it('withResponse gives the callback resource; a command in a DM comes with a user and no member', async () => {
    const done = onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      const response = await i.reply({ content: `in guild: ${i.inGuild()}`, withResponse: true });
      return { content: response.resource?.message?.content, guildId: i.guildId, member: i.member };
    });
    const user = await h.client.users.fetch(alice);
    const dm = await user.createDM();
    await h.emu.waitForResponse(h.emu.slash(alice, dm.id, 'ping'));
    const { value, error } = await done;
    expect(error).toBeUndefined();
    expect(value).toEqual({ content: 'in guild: false', guildId: null, member: null });
    expect(() => h.emu.slash(bruno, dm.id, 'ping')).toThrow(/cannot see channel/);
  });

  it('Components V2 with a container, section, gallery and file from uploads', async () => {
    const done = onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      const container = new ContainerBuilder()
        .setAccentColor(0xe67e22)
        .addTextDisplayComponents((t) => t.setContent('## Round 2'))
        .addSeparatorComponents((s) => s)
        .addMediaGalleryComponents((g) => g.addItems((item) => item.setURL('attachment://board.png')))
        .addFileComponents((f) => f.setURL('attachment://log.txt'))
        .addActionRowComponents((r) =>
          r.addComponents(new ButtonBuilder().setCustomId('end').setLabel('End turn').setStyle(ButtonStyle.Primary)),
        );
      await i.reply({
        flags: MessageFlags.IsComponentsV2,
        components: [container],
        files: [new AttachmentBuilder(PNG_1X1, { name: 'board.png' }), new AttachmentBuilder(Buffer.from('log'), { name: 'log.txt' })],
      });
    });
    const outcome = await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    expect((await done).error).toBeUndefined();
    const container = (
      outcome.message!.components as { type: number; components: { type: number; items?: { media: { url: string } }[] }[] }[]
    )[0]!;
    expect(container.type).toBe(17);
    const gallery = container.components.find((c) => c.type === 12)!;
    expect(gallery.items![0]!.media.url).toMatch(/\/attachments\/.+\/board\.png$/);
    expect(Number(outcome.message!.flags) & MessageFlags.IsComponentsV2).toBe(MessageFlags.IsComponentsV2);
  });

  it('resumes after the gateway drops and still receives interactions', async () => {
    const resumed = new Promise<void>((resolve) => h.client.once('shardResume', () => resolve()));
    h.emu.dropGatewayConnections();
    await resumed;
    onNext(h, async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply('still here');
    });
    const out = await h.emu.waitForResponse(h.emu.slash(alice, general, 'ping'));
    expect(out.message?.content).toBe('still here');
  });

  it('a rejected request is not a violation of the happy paths above', () => {
    const unexpected = h.emu.violations().filter((v) => v.code !== 50083 && v.code !== 50007);
    expect(unexpected).toEqual([]);
  });
});
