/**
 * The bot's answers to interactions: the callback (reply, deferral, update,
 * autocomplete choices, modal; once, of a type that fits the interaction,
 * within the deadline) and the interaction webhook (follow-ups; reading,
 * editing and deleting the original reply or a follow-up for 15 minutes).
 */
import { apiErrors, invalidFormBody } from '../errors.js';
import type { UploadedFile } from '../http.js';
import { CallbackType, InteractionType, isObj, type EmuInteraction, type EmuMessage, type InteractionOutcome, type Obj } from '../model.js';
import { allowedCallbacks, describeInteraction } from '../rules/interactions.js';
import { MessageFlag, checkAutocomplete, checkModal } from '../rules/limits.js';
import type { Interactions } from './interactions.js';
import type { Json } from './json.js';
import type { Messages } from './messages.js';
import type { World } from './world.js';

const INTERACTION_TOKEN_MS = 15 * 60 * 1000;

export class Responses {
  constructor(
    private readonly world: World,
    private readonly json: Json,
    private readonly messages: Messages,
    private readonly interactions: Interactions,
  ) {}

  /** `POST /interactions/:id/:token/callback`: acknowledges the interaction; the answer `?with_response=true` asks for, or none. */
  callback(id: string, token: string, body: Obj, files: UploadedFile[], withResponse: boolean): Obj | null {
    const { world } = this;
    const interaction = world.interactionMap.get(id);
    if (!interaction || interaction.token !== token) throw apiErrors.unknownInteraction();
    this.interactions.checkDeadline(interaction);
    if (interaction.ackType !== null) throw apiErrors.alreadyAcknowledged();
    if (interaction.failed) throw apiErrors.unknownInteraction();
    const type = Number(body.type);
    const data = isObj(body.data) ? body.data : {};
    const allowed = allowedCallbacks(interaction);
    if (!allowed.includes(type)) {
      throw invalidFormBody([
        {
          path: ['type'],
          code: 'INTERACTION_RESPONSE_TYPE_INVALID',
          message: `Callback type ${type} is not valid for ${describeInteraction(interaction)} (allowed: ${allowed.join(', ')}).`,
        },
      ]);
    }
    const ephemeral = typeof data.flags === 'number' && (data.flags & MessageFlag.Ephemeral) !== 0;
    const replyType = interaction.type === InteractionType.ApplicationCommand ? 20 : 0;
    let message: EmuMessage | null = null;
    switch (type) {
      case CallbackType.ChannelMessage:
        message = this.messages.create({
          channelId: interaction.channelId,
          authorId: world.botUser.id,
          payload: data,
          files,
          ephemeralTo: ephemeral ? interaction.userId : null,
          interactionId: interaction.id,
          type: replyType,
        });
        interaction.originalMessageId = message.id;
        break;
      case CallbackType.DeferredChannelMessage:
        message = this.messages.create({
          channelId: interaction.channelId,
          authorId: world.botUser.id,
          payload: { flags: data.flags },
          files: [],
          ephemeralTo: ephemeral ? interaction.userId : null,
          interactionId: interaction.id,
          type: replyType,
          loading: true,
        });
        interaction.originalMessageId = message.id;
        interaction.loading = true;
        break;
      case CallbackType.DeferredUpdate:
        interaction.originalMessageId = interaction.sourceMessageId;
        break;
      case CallbackType.UpdateMessage: {
        const source = world.messageMap.get(interaction.sourceMessageId!);
        if (!source || source.deleted) throw apiErrors.unknownMessage();
        message = this.messages.edit(source, data, files);
        interaction.originalMessageId = source.id;
        break;
      }
      case CallbackType.AutocompleteResult: {
        const problems = checkAutocomplete(data);
        if (problems.length) throw invalidFormBody(problems);
        break;
      }
      case CallbackType.Modal: {
        const problems = checkModal(body.data === undefined ? {} : data);
        if (problems.length) throw invalidFormBody(problems);
        break;
      }
    }
    interaction.ackType = type;
    interaction.ackAt = world.now();
    if (interaction.deadline) clearTimeout(interaction.deadline);
    for (const waiter of interaction.ackWaiters.splice(0)) waiter();
    this.settleCallback(interaction, type, message, data);
    if (!withResponse) return null;
    return {
      interaction: {
        id: interaction.id,
        type: interaction.type,
        response_message_id: message?.id,
        response_message_loading: interaction.loading,
        response_message_ephemeral: message ? message.ephemeralTo !== null : false,
      },
      resource: { type, ...(message ? { message: this.json.message(message) } : {}) },
    };
  }

  private settleCallback(interaction: EmuInteraction, type: number, message: EmuMessage | null, data: Obj): void {
    const ackMs = interaction.ackAt! - interaction.createdAt;
    const settle = (outcome: InteractionOutcome): void => this.interactions.settle(interaction, outcome);
    if (type === CallbackType.ChannelMessage) settle({ kind: 'message', ackType: type, message: this.json.message(message!), ackMs });
    if (type === CallbackType.UpdateMessage) settle({ kind: 'update', ackType: type, message: this.json.message(message!), ackMs });
    if (type === CallbackType.AutocompleteResult) {
      settle({ kind: 'autocomplete', ackType: type, choices: (data.choices as InteractionOutcome['choices']) ?? [], ackMs });
    }
    if (type === CallbackType.Modal) {
      interaction.modalOpen = true;
      settle({ kind: 'modal', ackType: type, modal: data, ackMs });
      this.world.emit({ kind: 'modal', userId: interaction.userId, interactionId: interaction.id });
    }
  }

  /** The interaction behind an interaction webhook: known, acknowledged, and its token younger than 15 minutes. */
  byWebhook(appId: string, token: string): EmuInteraction {
    const interaction = this.world.interactionsByToken.get(token);
    if (!interaction || appId !== this.world.applicationId) throw apiErrors.unknownWebhook();
    if (this.world.now() - interaction.createdAt > INTERACTION_TOKEN_MS) throw apiErrors.invalidWebhookToken();
    if (interaction.ackType === null) throw apiErrors.unknownWebhook();
    return interaction;
  }

  /** `@original` or a follow-up's id: a message of this interaction, still there. */
  webhookMessage(interaction: EmuInteraction, ref: string): EmuMessage {
    const id = ref === '@original' ? interaction.originalMessageId : ref;
    const belongs = id !== null && (id === interaction.originalMessageId || interaction.followupIds.includes(id));
    const message = id ? this.world.messageMap.get(id) : undefined;
    if (!belongs || !message || message.deleted) throw apiErrors.unknownMessage();
    return message;
  }

  /** `POST /webhooks/:app/:token`: a follow-up (the first after a deferred reply replaces "thinking…"). */
  followUp(interaction: EmuInteraction, payload: Obj, files: UploadedFile[]): Obj {
    let message: EmuMessage;
    if (interaction.loading) {
      // Discord: the first follow-up after a deferred reply replaces the "thinking…" message. It is still a follow-up
      // (a create): its EPHEMERAL flag is accepted, the deferral having fixed the message's ephemerality already.
      const asEdit = typeof payload.flags === 'number' ? { ...payload, flags: payload.flags & ~MessageFlag.Ephemeral } : payload;
      message = this.messages.edit(this.world.messageMap.get(interaction.originalMessageId!)!, asEdit, files);
      interaction.loading = false;
    } else {
      const ephemeral = typeof payload.flags === 'number' && (payload.flags & MessageFlag.Ephemeral) !== 0;
      message = this.messages.create({
        channelId: interaction.channelId,
        authorId: this.world.botUser.id,
        payload,
        files,
        ephemeralTo: ephemeral ? interaction.userId : null,
        interactionId: interaction.id,
      });
      interaction.followupIds.push(message.id);
    }
    this.interactions.settle(interaction, {
      kind: 'message',
      ackType: interaction.ackType,
      message: this.json.message(message),
      ackMs: interaction.ackAt! - interaction.createdAt,
    });
    return this.json.message(message);
  }

  /** `PATCH /webhooks/:app/:token/messages/:msg`: edits the original reply or a follow-up. */
  editMessage(interaction: EmuInteraction, ref: string, payload: Obj, files: UploadedFile[]): Obj {
    const message = this.webhookMessage(interaction, ref);
    this.messages.edit(message, payload, files);
    if (message.id === interaction.originalMessageId) interaction.loading = false;
    const kind =
      interaction.ackType === CallbackType.DeferredUpdate || interaction.ackType === CallbackType.UpdateMessage ? 'update' : 'message';
    this.interactions.settle(interaction, {
      kind,
      ackType: interaction.ackType,
      message: this.json.message(message),
      ackMs: interaction.ackAt! - interaction.createdAt,
    });
    return this.json.message(message);
  }

  /** `DELETE /webhooks/:app/:token/messages/:msg`. */
  deleteMessage(interaction: EmuInteraction, ref: string): void {
    const message = this.webhookMessage(interaction, ref);
    this.messages.delete(message);
    if (message.id === interaction.originalMessageId) interaction.loading = false;
  }

  /**
   * The message an interaction webhook path (`/webhooks/:app/:token/messages/…`) edits, as Discord serves it:
   * whether an edit is ephemeral is the message's, fixed at the reply or deferral, not the edit's flags.
   */
  messageEditedBy(path: string): Obj | undefined {
    const [, , , token, , target] = path.split('/');
    const interaction = token ? this.world.interactionsByToken.get(token) : undefined;
    if (!interaction || !target) return undefined;
    const id = target === '@original' || target === '%40original' ? interaction.originalMessageId : target;
    const message = id ? this.world.messageMap.get(id) : undefined;
    return message ? this.json.message(message) : undefined;
  }
}
