/**
 * The world as Discord's JSON: users, members, roles, channels and threads,
 * attachments, messages and the guild, the way REST answers and gateway
 * events carry them (held to Discord's response schemas in tests).
 */
import {
  ChannelType,
  InteractionType,
  type EmuChannel,
  type EmuInteraction,
  type EmuMessage,
  type EmuRole,
  type EmuUser,
  type Obj,
  type StoredAttachment,
} from '../model.js';
import { commandLabel, pings } from '../rules/interactions.js';
import type { Permissions } from './permissions.js';
import { responseComponents } from './response-shapes.js';
import type { World } from './world.js';

export class Json {
  constructor(
    private readonly world: World,
    private readonly permissions: Permissions,
  ) {}

  user(user: EmuUser): Obj {
    return {
      id: user.id,
      username: user.username,
      global_name: user.bot ? null : user.globalName,
      discriminator: user.bot ? '0001' : '0',
      avatar: null,
      bot: user.bot || undefined,
      public_flags: 0,
      flags: 0,
      banner: null,
      accent_color: parseInt(user.color.slice(1), 16),
      avatar_decoration_data: null,
      collectibles: null,
      primary_guild: null,
    };
  }

  /**
   * Member JSON in a server (the channel's, else `guildId`, else the main one);
   * with a channel, `permissions` as interactions carry them (computed for that channel).
   */
  member(user: EmuUser, permissionsIn?: EmuChannel, guildId: string | null = permissionsIn?.guildId ?? null): Obj {
    return {
      user: this.user(user),
      nick: null,
      avatar: null,
      banner: null,
      roles: this.world.memberRoleIds(user.id, guildId),
      joined_at: new Date(this.world.startedAt).toISOString(),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
      ...(permissionsIn ? { permissions: this.permissions.in(user.id, permissionsIn).toString() } : {}),
    };
  }

  /** A member as interactions resolve it: Discord's partial member (no user, deaf or mute), with its permissions in the channel. */
  partialMember(user: EmuUser, channel: EmuChannel | undefined): Obj {
    const { user: _user, deaf: _deaf, mute: _mute, ...member } = this.member(user, channel);
    return member;
  }

  role(role: EmuRole): Obj {
    const { roles, botUser, extraGuilds } = this.world;
    const managed = role.id === roles.bot || extraGuilds.some((g) => g.roles.bot === role.id);
    return {
      id: role.id,
      name: role.name,
      color: role.color,
      colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: role.position,
      permissions: role.permissions.toString(),
      managed,
      mentionable: false,
      flags: 0,
      ...(managed ? { tags: { bot_id: botUser.id } } : {}),
    };
  }

  /** The roles of a server (default: the main one). */
  roles(guildId: string | null = null): Obj[] {
    return this.world
      .rolesOf(guildId)
      .sort((a, b) => a.position - b.position)
      .map((r) => this.role(r));
  }

  channel(channel: EmuChannel): Obj {
    const base: Obj = { id: channel.id, type: channel.type, last_message_id: channel.lastMessageId, flags: 0 };
    if (channel.type === ChannelType.DM) {
      return { ...base, recipients: [this.user(this.world.user(channel.recipientId!))] };
    }
    Object.assign(base, {
      guild_id: channel.guildId,
      name: channel.name,
      parent_id: channel.parentId,
      rate_limit_per_user: 0,
    });
    if (channel.type === ChannelType.GuildText) {
      const overwrites = channel.overwrites.map((o) => ({ id: o.id, type: o.type, allow: o.allow.toString(), deny: o.deny.toString() }));
      // (Threads carry no nsfw of their own: their parent's applies.)
      return { ...base, nsfw: false, position: channel.position, topic: channel.topic, permission_overwrites: overwrites };
    }
    return {
      ...base,
      owner_id: channel.ownerId,
      member_count: channel.members.size,
      message_count: this.world.messagesIn(channel.id).length,
      total_message_sent: this.world.messagesIn(channel.id).length,
      thread_metadata: {
        archived: channel.archived ?? false,
        locked: channel.locked ?? false,
        auto_archive_duration: channel.autoArchiveDuration ?? 1440,
        archive_timestamp: channel.archiveTimestamp ?? new Date(channel.createdAt).toISOString(),
        create_timestamp: new Date(channel.createdAt).toISOString(),
        ...(channel.type === ChannelType.PrivateThread ? { invitable: false } : {}),
      },
    };
  }

  attachment(a: StoredAttachment): Obj {
    const url = this.world.attachmentUrl(a);
    return {
      id: a.id,
      filename: a.filename,
      size: a.bytes.length,
      url,
      proxy_url: url,
      content_type: a.contentType,
      ...(a.description ? { description: a.description } : {}),
      ...(a.width ? { width: a.width, height: a.height } : {}),
    };
  }

  /** A message as gateway events carry it: REST's message plus `guild_id` (REST messages have none). */
  messageEvent(message: EmuMessage): Obj {
    const inGuild = this.world.channelMap.get(message.channelId)?.guildId;
    return { ...this.message(message), ...(inGuild ? { guild_id: inGuild } : {}) };
  }

  message(message: EmuMessage): Obj {
    const { world } = this;
    const author = world.user(message.authorId);
    const interaction = message.interactionId ? world.interactionMap.get(message.interactionId) : undefined;
    // Like Discord, `mentions` lists only the users the message pinged (allowed_mentions); clients highlight from it.
    const mentions = [...new Set([...message.content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!))]
      .filter((id) => pings(message.allowedMentions, id))
      .map((id) => world.allUsers.get(id))
      .filter((u): u is EmuUser => u !== undefined)
      .map((u) => this.user(u));
    const thread = message.threadId ? world.channelMap.get(message.threadId) : undefined;
    return {
      id: message.id,
      type: message.type,
      channel_id: message.channelId,
      author: this.user(author),
      content: message.content,
      timestamp: new Date(message.createdAt).toISOString(),
      edited_timestamp: message.editedAt ? new Date(message.editedAt).toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions,
      mention_roles: [],
      attachments: message.attachments.map((a) => this.attachment(a)),
      embeds: message.embeds.map(embedJson),
      components: responseComponents(message.components, message.attachments),
      pinned: false,
      flags: message.flags,
      ...(message.webhookId ? { webhook_id: message.webhookId, application_id: world.applicationId } : {}),
      ...(interaction
        ? {
            interaction_metadata: this.interactionMetadata(interaction),
            // Deprecated by Discord but still sent; the playground shows "X used /name" from it.
            ...(interaction.type === InteractionType.ApplicationCommand
              ? {
                  interaction: {
                    id: interaction.id,
                    type: interaction.type,
                    name: commandLabel(interaction.data),
                    user: this.user(world.user(interaction.userId)),
                  },
                }
              : {}),
          }
        : {}),
      ...(thread ? { thread: this.channel(thread) } : {}),
    };
  }

  /** What a message says of the interaction it answers; a modal submit's tells the interaction that opened the modal. */
  interactionMetadata(interaction: EmuInteraction): Obj {
    const { world } = this;
    const opener = interaction.modalOf ? world.interactionMap.get(interaction.modalOf) : undefined;
    return {
      id: interaction.id,
      type: interaction.type,
      user: this.user(world.user(interaction.userId)),
      authorizing_integration_owners: this.integrationOwners(interaction.channelId, interaction.userId),
      ...(interaction.type === InteractionType.MessageComponent && interaction.sourceMessageId
        ? { interacted_message_id: interaction.sourceMessageId }
        : {}),
      ...(opener ? { triggering_interaction_metadata: this.interactionMetadata(opener) } : {}),
    };
  }

  integrationOwners(channelId: string, userId: string): Obj {
    const guildId = this.world.channelMap.get(channelId)?.guildId;
    return guildId ? { '0': guildId } : { '1': userId };
  }

  /** A server as Discord serves it (default: the main one). */
  guild(guildId: string | null = null): Obj {
    const { world } = this;
    const extra = world.extraGuild(guildId);
    return {
      id: extra?.id ?? world.guildId,
      name: extra?.name ?? world.guildName,
      icon: null,
      splash: null,
      discovery_splash: null,
      banner: null,
      description: null,
      home_header: null,
      owner_id: world.ownerId,
      region: 'deprecated',
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 1,
      explicit_content_filter: 0,
      mfa_level: 0,
      nsfw: false,
      nsfw_level: 0,
      premium_tier: 0,
      premium_subscription_count: 0,
      premium_progress_bar_enabled: false,
      preferred_locale: 'en-US',
      system_channel_id: Object.values(extra?.channels ?? world.channels)[0] ?? null,
      system_channel_flags: 0,
      widget_enabled: false,
      widget_channel_id: null,
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      vanity_url_code: null,
      features: [],
      roles: this.roles(extra?.id ?? null),
      emojis: [],
      stickers: [],
      application_id: null,
      max_presences: null,
      max_members: 500000,
      max_stage_video_channel_users: 50,
      max_video_channel_users: 25,
      incidents_data: null,
    };
  }
}

/** An embed as Discord serves it: typed "rich" (what a bot sends), each field with its `inline`. */
function embedJson(embed: Obj): Obj {
  const fields = Array.isArray(embed.fields) ? { fields: (embed.fields as Obj[]).map((f) => ({ ...f, inline: f.inline ?? false })) } : {};
  return { type: 'rich', ...embed, ...fields };
}
