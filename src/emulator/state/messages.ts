/**
 * Messages: created, edited and deleted (with the gateway events that
 * follow), their attachments (uploads stored and served, `attachment://`
 * references resolved, Discord's `attachments` semantics on edits), the
 * message rules of rules/limits.ts applied to every payload, and what each
 * user sees of a channel.
 */
import { apiErrors, invalidFormBody, type FieldProblem } from '../errors.js';
import { GatewayIntent } from '../gateway.js';
import type { UploadedFile } from '../http.js';
import { ChannelType, isObj, isThread, type EmuChannel, type EmuMessage, type Obj, type StoredAttachment } from '../model.js';
import { pings } from '../rules/interactions.js';
import { LIMITS, MessageFlag } from '../rules/limits.js';
import { checkMessagePayload } from '../rules/message-payload.js';
import { Permission } from '../rules/permissions.js';
import type { Json } from './json.js';
import type { Permissions } from './permissions.js';
import type { World } from './world.js';

export interface NewMessage {
  channelId: string;
  authorId: string;
  payload: Obj;
  files: UploadedFile[];
  ephemeralTo: string | null;
  interactionId: string | null;
  type?: number;
  loading?: boolean;
}

export class Messages {
  constructor(
    private readonly world: World,
    private readonly json: Json,
    private readonly permissions: Permissions,
  ) {}

  /** Messages of a channel as the given user sees them, oldest first (ephemeral ones only for their user). */
  visibleTo(userId: string, channelId: string): Obj[] {
    const channel = this.world.channelMap.get(channelId);
    if (!channel || !this.permissions.canSee(userId, channel)) return [];
    return this.world
      .messagesIn(channelId)
      .filter((m) => m.ephemeralTo === null || m.ephemeralTo === userId)
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
      .map((m) => this.json.message(m));
  }

  /** A live message of a channel as channel routes see it (ephemeral messages exist only through their interaction's token). */
  inChannel(channelId: string, messageId: string): EmuMessage {
    const message = this.world.messageMap.get(messageId);
    if (!message || message.deleted || message.channelId !== channelId || message.ephemeralTo) throw apiErrors.unknownMessage();
    return message;
  }

  /** The bot's channel messages, newest first, as `GET /channels/:id/messages` pages them. */
  history(channelId: string, { limit, before, after }: { limit: number; before: string | null; after: string | null }): EmuMessage[] {
    let list = this.world.messagesIn(channelId).filter((m) => !m.ephemeralTo);
    if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
    list.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1));
    return list.slice(0, limit);
  }

  /** A user typing a plain message in a channel (the playground's message box). */
  say(userId: string, channelId: string, content: string): Obj {
    const channel = this.permissions.requireVisible(userId, channelId);
    if (channel.archived && channel.locked) throw new Error('This thread is archived and locked.');
    if (channel.guildId && !(this.permissions.in(userId, channel) & Permission[this.permissions.sendPermission(channel)])) {
      throw new Error('You do not have permission to send messages in this channel.');
    }
    const message = this.create({ channelId, authorId: userId, payload: { content }, files: [], ephemeralTo: null, interactionId: null });
    return this.json.message(message);
  }

  create(init: NewMessage): EmuMessage {
    const { world } = this;
    const { payload } = init;
    const attachments = this.resolveAttachments(init.channelId, payload, init.files, null);
    this.validate(payload, attachments, init.ephemeralTo !== null || init.interactionId !== null, null);
    const flags =
      (typeof payload.flags === 'number' ? payload.flags : 0) &
      (MessageFlag.SuppressEmbeds | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2);
    const content = typeof payload.content === 'string' ? payload.content : '';
    const embeds = Array.isArray(payload.embeds) ? (payload.embeds as Obj[]) : [];
    const components = Array.isArray(payload.components) ? (payload.components as Obj[]) : [];
    if (!init.loading && !content && embeds.length === 0 && components.length === 0 && attachments.length === 0) {
      throw apiErrors.cannotSendEmpty();
    }
    const message: EmuMessage = {
      id: world.snowflake(),
      channelId: init.channelId,
      authorId: init.authorId,
      type: init.type ?? 0,
      content,
      embeds: this.resolveAttachmentRefs(embeds, attachments, false),
      components: this.resolveAttachmentRefs(components, attachments, true),
      attachments,
      flags: flags | (init.ephemeralTo ? MessageFlag.Ephemeral : 0) | (init.loading ? MessageFlag.Loading : 0),
      createdAt: world.now(),
      editedAt: null,
      ephemeralTo: init.ephemeralTo,
      interactionId: init.interactionId,
      webhookId: init.interactionId ? world.applicationId : null,
      threadId: null,
      deleted: false,
      allowedMentions: payload.allowed_mentions,
    };
    for (const a of attachments) world.attachmentMap.set(a.id, a);
    world.messageMap.set(message.id, message);
    const channel = world.channelMap.get(message.channelId);
    if (channel) {
      channel.lastMessageId = message.id;
      if (isThread(channel)) {
        // A mention that pings adds the user to the thread (allowed_mentions can mute it).
        for (const m of message.content.matchAll(/<@!?(\d+)>/g)) {
          if (world.allUsers.has(m[1]!) && pings(payload.allowed_mentions, m[1]!)) channel.members.add(m[1]!);
        }
      }
    }
    if (!message.ephemeralTo) {
      const intent = channel?.type === ChannelType.DM ? GatewayIntent.DirectMessages : GatewayIntent.GuildMessages;
      world.gateway.dispatch('MESSAGE_CREATE', this.json.messageEvent(message), intent, channel?.guildId ?? null);
    }
    world.emit({ kind: 'message', channelId: message.channelId, messageId: message.id });
    return message;
  }

  edit(message: EmuMessage, payload: Obj, files: UploadedFile[]): EmuMessage {
    const { world } = this;
    const attachments = this.resolveAttachments(message.channelId, payload, files, message.attachments);
    this.validate(payload, attachments, true, message);
    const hasOwn = (key: string): boolean => Object.prototype.hasOwnProperty.call(payload, key);
    const content = hasOwn('content') ? (typeof payload.content === 'string' ? payload.content : '') : message.content;
    const embeds = hasOwn('embeds') ? (Array.isArray(payload.embeds) ? (payload.embeds as Obj[]) : []) : message.embeds;
    const components = hasOwn('components') ? (Array.isArray(payload.components) ? (payload.components as Obj[]) : []) : message.components;
    if (!content && embeds.length === 0 && components.length === 0 && attachments.length === 0) throw apiErrors.cannotSendEmpty();
    const becomesV2 = typeof payload.flags === 'number' && (payload.flags & MessageFlag.IsComponentsV2) !== 0;
    if (becomesV2 && (content || embeds.length > 0)) {
      // Converting a message to Components V2 requires clearing its content and embeds.
      const field = content ? 'content' : 'embeds';
      throw invalidFormBody([
        {
          path: [field],
          code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
          message: `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`,
        },
      ]);
    }
    message.content = content;
    if (hasOwn('allowed_mentions')) message.allowedMentions = payload.allowed_mentions;
    message.embeds = this.resolveAttachmentRefs(embeds, attachments, false);
    message.components = this.resolveAttachmentRefs(components, attachments, true);
    message.attachments = attachments;
    for (const a of attachments) world.attachmentMap.set(a.id, a);
    if (typeof payload.flags === 'number') {
      const settable = MessageFlag.SuppressEmbeds | MessageFlag.IsComponentsV2;
      message.flags = (message.flags & ~MessageFlag.SuppressEmbeds) | (payload.flags & settable);
    }
    message.flags &= ~MessageFlag.Loading;
    message.editedAt = world.now();
    if (!message.ephemeralTo) {
      const channel = world.channelMap.get(message.channelId);
      const intent = channel?.type === ChannelType.DM ? GatewayIntent.DirectMessages : GatewayIntent.GuildMessages;
      world.gateway.dispatch('MESSAGE_UPDATE', this.json.messageEvent(message), intent, channel?.guildId ?? null);
    }
    world.emit({ kind: 'message', channelId: message.channelId, messageId: message.id });
    return message;
  }

  delete(message: EmuMessage): void {
    message.deleted = true;
    const guildId = this.world.channelMap.get(message.channelId)?.guildId ?? null;
    if (!message.ephemeralTo) {
      this.world.gateway.dispatch(
        'MESSAGE_DELETE',
        { id: message.id, channel_id: message.channelId, ...(guildId ? { guild_id: guildId } : {}) },
        guildId ? GatewayIntent.GuildMessages : GatewayIntent.DirectMessages,
        guildId,
      );
    }
    this.world.emit({ kind: 'message', channelId: message.channelId, messageId: message.id });
  }

  /**
   * Without Embed Links, Discord drops a bot's embeds from channel messages
   * silently — and refuses (50013) a message that would then be empty. The
   * emulator does the same and says so loudly. Interaction responses are not
   * affected.
   */
  withoutUnembeddableEmbeds(channel: EmuChannel, payload: Obj, hasFiles: boolean, existing: EmuMessage | null): Obj {
    if (!channel.guildId || !Array.isArray(payload.embeds) || payload.embeds.length === 0) return payload;
    if (this.permissions.in(this.world.botUser.id, channel) & Permission.EmbedLinks) return payload;
    const has = (key: 'content' | 'components'): boolean =>
      key in payload
        ? Array.isArray(payload[key])
          ? (payload[key] as unknown[]).length > 0
          : Boolean(payload[key])
        : existing
          ? key === 'content'
            ? existing.content !== ''
            : existing.components.length > 0
          : false;
    const keepsSomething = has('content') || has('components') || hasFiles || (existing?.attachments.length ?? 0) > 0;
    if (!keepsSomething) throw apiErrors.missingPermissions(`send embeds only: the bot lacks EmbedLinks in #${channel.name}`);
    if (!this.world.quiet)
      this.world.log(
        `[discord-emulator] the bot lacks Embed Links in #${channel.name}: Discord drops the message's ${payload.embeds.length} embed(s) silently`,
      );
    return { ...payload, embeds: [] };
  }

  private validate(payload: Obj, attachments: StoredAttachment[], allowEphemeral: boolean, existing: EmuMessage | null): void {
    const problems: FieldProblem[] = checkMessagePayload(payload, {
      attachmentNames: attachments.map((a) => a.filename),
      allowEphemeral,
      isEdit: existing !== null,
      ...(existing ? { existingFlags: existing.flags } : {}),
    });
    if (problems.length > 0) throw invalidFormBody(problems);
  }

  // ---------------------------------------------------------------- attachments

  private storeFiles(channelId: string, files: UploadedFile[], payloadAttachments: unknown): Map<number, StoredAttachment> {
    const stored = new Map<number, StoredAttachment>();
    const described = new Map<number, Obj>();
    if (Array.isArray(payloadAttachments)) {
      for (const a of payloadAttachments) if (isObj(a) && typeof a.id === 'number') described.set(a.id, a);
      for (const a of payloadAttachments)
        if (isObj(a) && typeof a.id === 'string' && /^\d+$/.test(a.id) && a.id.length < 5) described.set(Number(a.id), a);
    }
    for (const file of files) {
      const meta = described.get(file.index);
      const filename = typeof meta?.filename === 'string' ? meta.filename : file.filename;
      const attachment: StoredAttachment = {
        id: this.world.snowflake(),
        channelId,
        filename,
        contentType: file.contentType,
        bytes: file.bytes,
        ...(typeof meta?.description === 'string' ? { description: meta.description } : {}),
        ...imageSize(file.bytes),
      };
      stored.set(file.index, attachment);
    }
    return stored;
  }

  /** Final attachment list of a create or edit, following Discord's "attachments" semantics. */
  private resolveAttachments(
    channelId: string,
    payload: Obj,
    files: UploadedFile[],
    existing: StoredAttachment[] | null,
  ): StoredAttachment[] {
    if (files.length > LIMITS.filesPerMessage) {
      throw invalidFormBody([
        { path: ['files'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.filesPerMessage} or fewer in length.` },
      ]);
    }
    if (files.some((f) => f.bytes.length > LIMITS.attachmentBytes)) throw apiErrors.entityTooLarge();
    const uploaded = this.storeFiles(channelId, files, payload.attachments);
    if (!Array.isArray(payload.attachments)) return [...(existing ?? []), ...uploaded.values()];
    const result: StoredAttachment[] = [];
    for (const entry of payload.attachments) {
      if (!isObj(entry)) continue;
      const id = entry.id;
      const fresh =
        typeof id === 'number' ? uploaded.get(id) : typeof id === 'string' && id.length < 5 ? uploaded.get(Number(id)) : undefined;
      if (fresh) result.push(fresh);
      else {
        const kept = existing?.find((a) => a.id === String(id));
        if (kept) result.push(kept);
      }
    }
    // Files uploaded without an attachments entry are still attached (Discord keeps them).
    for (const file of uploaded.values()) if (!result.includes(file)) result.push(file);
    return result;
  }

  /**
   * Replaces attachment://name with the served URL, as Discord does in the
   * stored message; a component's media also names its attachment (an
   * embed's image does not).
   */
  private resolveAttachmentRefs<T>(value: T, attachments: StoredAttachment[], media: boolean): T {
    if (Array.isArray(value)) return value.map((v) => this.resolveAttachmentRefs(v, attachments, media)) as T;
    if (!isObj(value)) return value;
    const out: Obj = {};
    for (const [key, v] of Object.entries(value)) out[key] = this.resolveAttachmentRefs(v, attachments, media);
    if (typeof out.url === 'string' && out.url.startsWith('attachment://')) {
      const attachment = attachments.find((a) => a.filename === (out.url as string).slice('attachment://'.length));
      if (attachment) {
        out.url = this.world.attachmentUrl(attachment);
        out.proxy_url = out.url;
        if (media) out.attachment_id = attachment.id;
        out.content_type = attachment.contentType;
        if (attachment.width) Object.assign(out, { width: attachment.width, height: attachment.height });
      }
    }
    return out as T;
  }
}

/** Width and height of PNG and GIF images (what Discord reports for image attachments). */
function imageSize(bytes: Buffer): { width?: number; height?: number } {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length > 10 && bytes.toString('ascii', 0, 3) === 'GIF') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  return {};
}
