/**
 * Channels, threads and DMs: what a user sees, threads started (from a
 * message or not), renamed, archived and locked, DMs opened, channels and
 * threads deleted, and the gateway events that follow each change.
 */
import { apiErrors, invalidFormBody } from '../errors.js';
import { GatewayIntent } from '../gateway.js';
import { ChannelType, isThread, type EmuChannel, type EmuUser, type Obj } from '../model.js';
import type { Json } from './json.js';
import type { Permissions } from './permissions.js';
import type { World } from './world.js';

export class Channels {
  constructor(
    private readonly world: World,
    private readonly json: Json,
    private readonly permissions: Permissions,
  ) {}

  get(id: string): EmuChannel | undefined {
    return this.world.channelMap.get(id);
  }

  /** Guild channels and threads the given user can see (private threads only for members), plus their DMs. */
  visibleTo(userId: string): Obj[] {
    return [...this.world.channelMap.values()].filter((c) => this.permissions.canSee(userId, c)).map((c) => this.json.channel(c));
  }

  textChannels(): EmuChannel[] {
    return [...this.world.channelMap.values()].filter((c) => c.type === ChannelType.GuildText);
  }

  activeThreads(): EmuChannel[] {
    return [...this.world.channelMap.values()].filter((c) => c.guildId && c.type !== ChannelType.GuildText && !c.archived);
  }

  createThread(parent: EmuChannel, body: Obj, type: number, id: string | null): EmuChannel {
    if (parent.type !== ChannelType.GuildText) {
      throw invalidFormBody([
        { path: ['channel'], code: 'CHANNEL_TYPE_INVALID', message: 'Threads can only be created in text channels.' },
      ]);
    }
    const name = typeof body.name === 'string' ? body.name : '';
    if (name.length < 1 || name.length > 100)
      throw invalidFormBody([{ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }]);
    const duration = typeof body.auto_archive_duration === 'number' ? body.auto_archive_duration : 4320;
    if (![60, 1440, 4320, 10080].includes(duration)) {
      throw invalidFormBody([
        { path: ['auto_archive_duration'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {60, 1440, 4320, 10080}.' },
      ]);
    }
    const { world } = this;
    const thread = world.addChannel({
      ...(id ? { id } : {}),
      type,
      name,
      guildId: parent.guildId,
      parentId: parent.id,
      position: 0,
      ownerId: world.botUser.id,
      archived: false,
      locked: false,
      autoArchiveDuration: duration,
      archiveTimestamp: new Date(world.now()).toISOString(),
    });
    thread.members.add(world.botUser.id);
    world.gateway.dispatch('THREAD_CREATE', { ...this.json.channel(thread), newly_created: true }, GatewayIntent.Guilds, thread.guildId);
    world.emit({ kind: 'channel', channelId: thread.id });
    return thread;
  }

  /** A channel's name and topic, a thread's name, archiving, locking and auto-archive duration. */
  patch(channel: EmuChannel, body: Obj): EmuChannel {
    const thread = isThread(channel);
    if (typeof body.name === 'string') channel.name = body.name;
    if (thread) {
      if (typeof body.archived === 'boolean') {
        channel.archived = body.archived;
        channel.archiveTimestamp = new Date(this.world.now()).toISOString();
      }
      if (typeof body.locked === 'boolean') channel.locked = body.locked;
      if (typeof body.auto_archive_duration === 'number') channel.autoArchiveDuration = body.auto_archive_duration;
    } else if (typeof body.topic === 'string' || body.topic === null) channel.topic = body.topic as string | null;
    this.world.gateway.dispatch(
      thread ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE',
      this.json.channel(channel),
      GatewayIntent.Guilds,
      channel.guildId,
    );
    this.world.emit({ kind: 'channel', channelId: channel.id });
    return channel;
  }

  /** Sending into an archived thread unarchives it, unless it is locked (Discord's behaviour). */
  reopenForMessage(channel: EmuChannel): void {
    if (!channel.archived) return;
    if (channel.locked) throw apiErrors.threadArchived();
    this.patch(channel, { archived: false });
  }

  setThreadMember(thread: EmuChannel, userId: string, member: boolean): void {
    if (member) thread.members.add(userId);
    else thread.members.delete(userId);
    this.world.emit({ kind: 'channel', channelId: thread.id });
  }

  /** The bot's DM channel with a user, opened on first use. */
  openDm(user: EmuUser): EmuChannel {
    const existing = [...this.world.channelMap.values()].find((c) => c.type === ChannelType.DM && c.recipientId === user.id);
    if (existing) return existing;
    const dm = this.world.addChannel({
      type: ChannelType.DM,
      name: `@${user.username}`,
      guildId: null,
      parentId: null,
      position: 0,
      recipientId: user.id,
    });
    this.world.emit({ kind: 'channel', channelId: dm.id });
    return dm;
  }

  /** Deletes a channel or thread as an admin does in Discord (a text channel takes its threads along); later calls get 10003. */
  delete(channelId: string): void {
    const { world } = this;
    const channel = world.channelMap.get(channelId);
    if (!channel) throw new Error(`emulator: no channel ${channelId}`);
    const threads = [...world.channelMap.values()].filter((c) => c.parentId === channelId && isThread(c));
    for (const gone of [...threads, channel]) {
      world.channelMap.delete(gone.id);
      for (const m of world.messageMap.values()) if (m.channelId === gone.id) m.deleted = true;
      // A deleted channel is sent whole; a deleted thread by its ids (Discord's THREAD_DELETE).
      if (isThread(gone))
        world.gateway.dispatch(
          'THREAD_DELETE',
          { id: gone.id, guild_id: gone.guildId, parent_id: gone.parentId, type: gone.type },
          GatewayIntent.Guilds,
          gone.guildId,
        );
      else world.gateway.dispatch('CHANNEL_DELETE', this.json.channel(gone), GatewayIntent.Guilds, gone.guildId);
    }
    for (const [name, id] of Object.entries(world.channels)) if (id === channelId) delete world.channels[name];
    world.touch();
    world.emit({ kind: 'channel', channelId });
  }
}
