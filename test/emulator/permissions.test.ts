/**
 * Permissions the Discord way: roles, channel overwrites, app_permissions and
 * member.permissions on interactions (threads inherit from their parent), and
 * REST refusing what the bot may not do — through the real discord.js client.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AttachmentBuilder,
  ChannelType,
  DiscordAPIError,
  PermissionFlagsBits,
  PermissionsBitField,
  type TextChannel,
  type ThreadChannel,
} from 'discord.js';
import { ALL_PERMISSIONS, DEFAULT_MEMBER_PERMISSIONS, Permission, channelPermissions } from '../../src/emulator/rules/permissions.js';
import { onNext, startHarness, PNG_1X1, type Harness } from './harness.js';

let h: Harness;
let general: string;
let games: string;
let alice: string;
let bruno: string;

beforeEach(async () => {
  h = await startHarness({ quiet: true });
  general = h.emu.channels.general!;
  games = h.emu.channels.games!;
  alice = h.emu.userNamed('alice').id;
  bruno = h.emu.userNamed('bruno').id;
});
afterEach(async () => {
  await h.close();
});

const textChannel = (id: string) => h.client.channels.cache.get(id) as TextChannel;
/** What discord.js threw, as Discord's code. */
async function apiCode(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof DiscordAPIError) return error.code;
    throw error;
  }
}

/** The bot's view of an interaction's permissions in a channel: app and member permissions. */
async function permissionsSeen(userId: string, channelId: string) {
  const seen = onNext(h, async (interaction) => {
    if (!interaction.isChatInputCommand()) throw new Error('expected a command');
    await interaction.reply({ content: 'ok', flags: 64 });
    return { app: interaction.appPermissions, member: interaction.memberPermissions };
  });
  await h.emu.waitForResponse(h.emu.slash(userId, channelId, 'ping'));
  const { value, error } = await seen;
  if (error) throw error;
  return value!;
}

describe('permission computation (pure)', () => {
  const base = {
    guildId: 'g',
    ownerId: 'owner',
    everyone: DEFAULT_MEMBER_PERMISSIONS,
    memberRoles: [{ id: 'r', permissions: 0n }],
    userId: 'u',
  };

  it('applies overwrites in Discord order: @everyone, then roles, then the member', () => {
    const perms = channelPermissions(base, [
      { id: 'g', type: 0, allow: 0n, deny: Permission.SendMessages },
      { id: 'r', type: 0, allow: Permission.SendMessages | Permission.ManageMessages, deny: 0n },
      { id: 'u', type: 1, allow: 0n, deny: Permission.ManageMessages },
    ]);
    expect(perms & Permission.SendMessages).toBe(Permission.SendMessages);
    expect(perms & Permission.ManageMessages).toBe(0n);
  });

  it('without View Channel nothing is left; without Send Messages attachments and embeds go too', () => {
    expect(channelPermissions(base, [{ id: 'g', type: 0, allow: 0n, deny: Permission.ViewChannel }])).toBe(0n);
    const mute = channelPermissions(base, [{ id: 'u', type: 1, allow: 0n, deny: Permission.SendMessages }]);
    expect(mute & (Permission.AttachFiles | Permission.EmbedLinks)).toBe(0n);
    expect(mute & Permission.ReadMessageHistory).toBe(Permission.ReadMessageHistory);
  });

  it('knows every bit discord.js knows, with the same values', () => {
    expect(ALL_PERMISSIONS).toBe(PermissionsBitField.All);
    for (const [name, bit] of Object.entries(Permission))
      expect(bit, name).toBe(PermissionFlagsBits[name as keyof typeof PermissionFlagsBits]);
  });

  it('owner and Administrator ignore overwrites', () => {
    const deny = [{ id: 'g', type: 0 as const, allow: 0n, deny: Permission.ViewChannel }];
    expect(channelPermissions({ ...base, userId: 'owner' }, deny) & Permission.ViewChannel).toBe(Permission.ViewChannel);
    expect(
      channelPermissions({ ...base, memberRoles: [{ id: 'r', permissions: Permission.Administrator }] }, deny) & Permission.ViewChannel,
    ).toBe(Permission.ViewChannel);
  });
});

describe('permissions on interactions', () => {
  it('defaults: the bot is Administrator, Alice owns the server, Bruno is a plain member without Manage Server', async () => {
    const asBruno = await permissionsSeen(bruno, general);
    expect(asBruno.app!.has(PermissionFlagsBits.Administrator)).toBe(true);
    expect(asBruno.member!.bitfield).toBe(DEFAULT_MEMBER_PERMISSIONS);
    expect(asBruno.member!.has(PermissionFlagsBits.ManageGuild)).toBe(false);
    const asAlice = await permissionsSeen(alice, general);
    expect(asAlice.member!.has(PermissionFlagsBits.ManageGuild)).toBe(true);
    expect(h.client.guilds.cache.get(h.emu.guildId)!.ownerId).toBe(alice);
  });

  it('setBotPermissions(channel) changes app_permissions in that channel only', async () => {
    h.emu.setBotPermissions(general, ['ViewChannel', 'SendMessages', 'UseApplicationCommands']);
    const inGeneral = await permissionsSeen(bruno, general);
    expect(inGeneral.app!.has(PermissionFlagsBits.SendMessages)).toBe(true);
    expect(inGeneral.app!.has(PermissionFlagsBits.AttachFiles)).toBe(false);
    expect(inGeneral.app!.has(PermissionFlagsBits.Administrator)).toBe(false);
    const inGames = await permissionsSeen(bruno, games);
    expect(inGames.app!.has(PermissionFlagsBits.AttachFiles)).toBe(true);
    expect(inGames.app!.has(PermissionFlagsBits.Administrator)).toBe(false);
    // discord.js's cache followed the gateway (CHANNEL_UPDATE, GUILD_ROLE_UPDATE): its own computation agrees.
    const cached = textChannel(general).permissionsFor(h.client.user!)!;
    expect(cached.has(PermissionFlagsBits.AttachFiles)).toBe(false);
    expect(cached.has(PermissionFlagsBits.SendMessages)).toBe(true);
  });

  it('setBotPermissions("guild") applies everywhere, below what @everyone grants', async () => {
    h.emu.setBotPermissions('guild', ['ViewChannel', 'SendMessages']);
    for (const channel of [general, games]) {
      const seen = await permissionsSeen(bruno, channel);
      expect(seen.app!.bitfield).toBe(PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages);
    }
  });

  it('threads inherit their parent channel’s permissions', async () => {
    const thread = await textChannel(general).threads.create({ name: 'match' });
    h.emu.setBotPermissions('guild', new PermissionsBitField(PermissionsBitField.All).remove('Administrator').bitfield);
    h.emu.setChannelOverwrite(general, h.emu.applicationId, { deny: ['SendMessagesInThreads'] });
    const inThread = await permissionsSeen(bruno, thread.id);
    expect(inThread.app!.has(PermissionFlagsBits.SendMessagesInThreads)).toBe(false);
    expect(inThread.app!.has(PermissionFlagsBits.SendMessages)).toBe(true);
    expect(await apiCode(thread.send('hello'))).toBe(50013);
    expect(await apiCode(textChannel(general).send('in the channel itself'))).toBe('ok');
  });

  it('member.permissions follow roles and overwrites; a denied role cannot see or use the channel', async () => {
    const referee = h.emu.createRole('Referee', ['ManageGuild']);
    h.emu.setMemberRoles(bruno, [h.emu.roles.player, referee]);
    expect((await permissionsSeen(bruno, general)).member!.has(PermissionFlagsBits.ManageGuild)).toBe(true);
    h.emu.setChannelOverwrite(games, referee, { deny: ['ViewChannel'] });
    expect(h.emu.channelsVisibleTo(bruno).map((c) => c.id)).not.toContain(games);
    expect(() => h.emu.slash(bruno, games, 'ping')).toThrow(/cannot see/);
    h.emu.setChannelOverwrite(general, bruno, { deny: ['UseApplicationCommands'] });
    expect(() => h.emu.slash(bruno, general, 'ping')).toThrow(/Use Application Commands/);
  });

  it('setMemberPermissions: a user made a plain member, and the owner moved away', async () => {
    expect(() => h.emu.setMemberPermissions(alice, 'guild', DEFAULT_MEMBER_PERMISSIONS)).toThrow(/owner/);
    h.emu.setOwner(h.emu.userNamed('dmitri').id);
    h.emu.setMemberPermissions(alice, 'guild', DEFAULT_MEMBER_PERMISSIONS);
    expect((await permissionsSeen(alice, general)).member!.has(PermissionFlagsBits.ManageGuild)).toBe(false);
    h.emu.setMemberPermissions(bruno, 'guild', DEFAULT_MEMBER_PERMISSIONS | PermissionFlagsBits.ManageGuild);
    expect((await permissionsSeen(bruno, general)).member!.has(PermissionFlagsBits.ManageGuild)).toBe(true);
  });

  it('default_member_permissions hides a command from members who lack them, as Discord’s client does', async () => {
    await h.client.application!.commands.create(
      { name: 'settings', description: 'Server settings', defaultMemberPermissions: PermissionFlagsBits.ManageGuild },
      h.emu.guildId,
    );
    expect(() => h.emu.slash(bruno, general, 'settings')).toThrow(/Manage|ManageGuild/);
    h.client.once('interactionCreate', (i) => void (i.isRepliable() && i.reply('settings')));
    expect((await h.emu.waitForResponse(h.emu.slash(alice, general, 'settings'))).kind).toBe('message');
  });
});

describe('REST enforces the bot’s permissions', () => {
  it('sending without Send Messages: 50013; without View Channel: 50001', async () => {
    h.emu.setBotPermissions(general, ['ViewChannel']);
    expect(await apiCode(textChannel(general).send('hi'))).toBe(50013);
    h.emu.setBotPermissions(general, []);
    expect(await apiCode(textChannel(general).send('hi'))).toBe(50001);
    expect(await apiCode(textChannel(games).send('hi'))).toBe('ok');
    expect(h.emu.violations().map((v) => v.code)).toEqual([50013, 50001]);
    expect(h.emu.violations()[0]!.message).toMatch(/SendMessages/);
  });

  it('uploading without Attach Files: 50013, while text alone goes through', async () => {
    h.emu.setBotPermissions(general, ['ViewChannel', 'SendMessages']);
    expect(await apiCode(textChannel(general).send('text only'))).toBe('ok');
    const file = new AttachmentBuilder(PNG_1X1, { name: 'board.png' });
    expect(await apiCode(textChannel(general).send({ content: 'with a file', files: [file] }))).toBe(50013);
    expect(h.emu.visibleMessages(alice, general).map((m) => m.content)).toEqual(['text only']);
  });

  it('without Embed Links embeds are dropped silently, and an embed-only message is refused', async () => {
    h.emu.setBotPermission(general, 'EmbedLinks', false);
    const embed = { title: 'Board', description: 'round 1' };
    const sent = await textChannel(general).send({ content: 'with an embed', embeds: [embed] });
    expect(sent.embeds).toEqual([]);
    expect(h.emu.message(sent.id)!.embeds).toEqual([]);
    expect(await apiCode(textChannel(general).send({ embeds: [embed] }))).toBe(50013);
    expect(await apiCode(sent.edit({ content: null, embeds: [embed] }))).toBe(50013);
    expect((await textChannel(games).send({ embeds: [embed] })).embeds).toHaveLength(1);
  });

  it('interaction replies need no channel permission, as on Discord', async () => {
    h.emu.setBotPermissions(general, ['ViewChannel']);
    h.client.once(
      'interactionCreate',
      (i) => void (i.isRepliable() && i.reply({ content: 'still answers', files: [new AttachmentBuilder(PNG_1X1, { name: 'a.png' })] })),
    );
    const outcome = await h.emu.waitForResponse(h.emu.slash(bruno, general, 'ping'));
    expect(outcome.message?.content).toBe('still answers');
  });

  it('creating threads without Create Public/Private Threads: 50013', async () => {
    h.emu.setBotPermissions(general, ['ViewChannel', 'SendMessages', 'ReadMessageHistory', 'SendMessagesInThreads']);
    const message = await textChannel(general).send('match');
    expect(await apiCode(message.startThread({ name: 'from message' }))).toBe(50013);
    expect(await apiCode(textChannel(general).threads.create({ name: 'public', type: ChannelType.PublicThread }))).toBe(50013);
    expect(await apiCode(textChannel(general).threads.create({ name: 'private', type: ChannelType.PrivateThread }))).toBe(50013);
    h.emu.setBotPermissions(general, ['ViewChannel', 'SendMessages', 'CreatePublicThreads']);
    expect(await apiCode(message.startThread({ name: 'from message' }))).toBe('ok');
  });

  it('sending in a thread needs Send Messages in Threads (not Send Messages)', async () => {
    const thread: ThreadChannel = await textChannel(general).threads.create({ name: 'match' });
    h.emu.setBotPermissions(general, ['ViewChannel', 'SendMessagesInThreads']);
    expect(await apiCode(thread.send('in thread'))).toBe('ok');
    expect(await apiCode(textChannel(general).send('in channel'))).toBe(50013);
    h.emu.setBotPermissions(general, ['ViewChannel', 'SendMessages']);
    expect(await apiCode(thread.send('in thread'))).toBe(50013);
    expect(await apiCode(thread.members.add(bruno))).toBe(50013);
  });

  it('history, reactions, deleting others’ messages and editing channels or threads need their permissions', async () => {
    const channel = textChannel(general);
    const own = await channel.send('mine');
    const theirs = h.emu.say(bruno, general, 'hello bot') as { id: string };
    const thread = await channel.threads.create({ name: 'match' });
    h.emu.setBotPermissions(general, ['ViewChannel', 'SendMessages', 'SendMessagesInThreads']);
    expect(await apiCode(channel.messages.fetch({ limit: 10, cache: false }))).toBe(50013);
    expect(await apiCode(channel.messages.fetch({ message: theirs.id, force: true }))).toBe(50013);
    expect(await apiCode(own.react('👍'))).toBe(50013);
    expect(await apiCode(h.client.rest.delete(`/channels/${general}/messages/${theirs.id}`))).toBe(50013);
    expect(await apiCode(own.delete())).toBe('ok');
    expect(await apiCode(channel.setTopic('new topic'))).toBe(50013);
    // The bot created the thread: it may archive it, not lock it.
    expect(await apiCode(thread.setArchived(true))).toBe('ok');
    expect(await apiCode(thread.setLocked(true))).toBe(50013);
    h.emu.setBotPermissions(general, [
      'ViewChannel',
      'SendMessages',
      'ReadMessageHistory',
      'AddReactions',
      'ManageMessages',
      'ManageChannels',
      'ManageThreads',
    ]);
    expect(await apiCode(channel.messages.fetch({ limit: 10, cache: false }))).toBe('ok');
    expect(await apiCode(h.client.rest.put(`/channels/${general}/messages/${theirs.id}/reactions/${encodeURIComponent('👍')}/@me`))).toBe(
      'ok',
    );
    expect(await apiCode(h.client.rest.delete(`/channels/${general}/messages/${theirs.id}`))).toBe('ok');
    expect(await apiCode(channel.setTopic('new topic'))).toBe('ok');
    expect(await apiCode(thread.setLocked(true))).toBe('ok');
  });

  it('managing roles needs Manage Roles and a role below the bot’s highest', async () => {
    const guild = h.client.guilds.cache.get(h.emu.guildId)!;
    const winner = h.emu.createRole('Winner', []);
    const member = await guild.members.fetch(bruno);
    expect(await apiCode(member.roles.add(winner))).toBe('ok');
    expect(h.emu.rolesOf(bruno)).toContain(winner);
    h.emu.setBotPermissions('guild', ['ViewChannel', 'SendMessages']);
    expect(await apiCode(member.roles.remove(winner))).toBe(50013);
    h.emu.setBotPermissions('guild', ['ViewChannel', 'SendMessages', 'ManageRoles']);
    expect(await apiCode(member.roles.remove(winner))).toBe('ok');
    // The bot's own role is not below itself.
    expect(await apiCode(member.roles.add(h.emu.roles.bot))).toBe(50013);
    expect(h.emu.rolesOf(bruno)).toEqual([h.emu.roles.player]);
  });
});
