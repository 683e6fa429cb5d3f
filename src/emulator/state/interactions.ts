/**
 * Interactions from the user's side: a slash command, an autocomplete, a
 * click or a modal submit becomes an INTERACTION_CREATE for the bot (what
 * Discord's client would refuse to send is refused here, unless forged on
 * purpose); the 3-second deadline; and waiting for the bot's answer. The
 * bot's side — callbacks and the interaction webhook — is responses.ts.
 */
import { randomBytes } from 'node:crypto';
import { InteractionType, type EmuInteraction, type InteractionHandle, type InteractionOutcome, type Obj } from '../model.js';
import { describeInteraction, findComponent, modalValue } from '../rules/interactions.js';
import { LIMITS, MessageFlag } from '../rules/limits.js';
import type { Commands } from './commands.js';
import type { Json } from './json.js';
import { DM_APP_PERMISSIONS, type Permissions } from './permissions.js';
import type { World } from './world.js';

export class Interactions {
  constructor(
    private readonly world: World,
    private readonly json: Json,
    private readonly permissions: Permissions,
    private readonly commands: Commands,
  ) {}

  /** User `userId` runs `/commandPath` (e.g. "challenge" or "game start") in a channel. */
  slash(userId: string, channelId: string, commandPath: string, options: Record<string, unknown> = {}, locale?: string): InteractionHandle {
    const data = this.commands.data(userId, channelId, commandPath, options);
    this.commands.checkAccess(userId, channelId, String(data.name));
    return this.dispatch(InteractionType.ApplicationCommand, userId, channelId, data, null, locale);
  }

  /** A slash command as a modified client could send it: options unchecked against the registration. */
  forgeSlash(
    userId: string,
    channelId: string,
    commandPath: string,
    options: Record<string, unknown> = {},
    locale?: string,
  ): InteractionHandle {
    const data = this.commands.data(userId, channelId, commandPath, options, undefined, true);
    return this.dispatch(InteractionType.ApplicationCommand, userId, channelId, data, null, locale);
  }

  /** User types into an autocomplete option. */
  autocomplete(
    userId: string,
    channelId: string,
    commandPath: string,
    options: Record<string, unknown>,
    focused: string,
    locale?: string,
  ): InteractionHandle {
    const data = this.commands.data(userId, channelId, commandPath, options, focused);
    this.commands.checkAccess(userId, channelId, String(data.name));
    return this.dispatch(InteractionType.Autocomplete, userId, channelId, data, null, locale);
  }

  /** User clicks a button (or picks `values` in a select menu) on a message they can see. */
  click(userId: string, messageId: string, customId: string, values?: string[]): InteractionHandle {
    const { world } = this;
    const message = world.messageMap.get(messageId);
    if (!message || message.deleted) throw new Error(`emulator: unknown message ${messageId}`);
    if (message.ephemeralTo && message.ephemeralTo !== userId)
      throw new Error(`emulator: message ${messageId} is ephemeral for another user`);
    if (message.flags & MessageFlag.Loading) throw new Error(`emulator: message ${messageId} is still loading`);
    const component = findComponent(message.components, customId);
    if (!component) throw new Error(`emulator: message ${messageId} has no component with custom_id "${customId}"`);
    if (component.disabled) throw new Error(`emulator: component "${customId}" is disabled`);
    const type = component.type as number;
    const data: Obj = { custom_id: customId, component_type: type };
    if (type !== 2) {
      const chosen = values ?? [];
      const min = typeof component.min_values === 'number' ? component.min_values : 1;
      const max = typeof component.max_values === 'number' ? component.max_values : 1;
      if (chosen.length < min || chosen.length > max) throw new Error(`emulator: select "${customId}" takes ${min}–${max} values`);
      if (type === 3) {
        const allowed = (component.options as Obj[]).map((o) => o.value);
        for (const v of chosen) if (!allowed.includes(v)) throw new Error(`emulator: "${v}" is not an option of "${customId}"`);
      }
      data.values = chosen;
      if (type === 5) {
        data.resolved = {
          users: Object.fromEntries(chosen.map((id) => [id, this.json.user(world.user(id))])),
          members: Object.fromEntries(
            chosen.map((id) => [id, this.json.partialMember(world.user(id), world.channelMap.get(message.channelId))]),
          ),
        };
      }
    }
    return this.dispatch(InteractionType.MessageComponent, userId, message.channelId, data, message.id);
  }

  /** A component interaction naming any custom_id on a message, shown by the message or not (what a modified client can send). */
  forgeClick(userId: string, messageId: string, customId: string, values?: string[]): InteractionHandle {
    const message = this.world.messageMap.get(messageId);
    if (!message || message.deleted) throw new Error(`emulator: unknown message ${messageId}`);
    const data: Obj = { custom_id: customId, component_type: values ? 3 : 2, ...(values ? { values } : {}) };
    return this.dispatch(InteractionType.MessageComponent, userId, message.channelId, data, message.id);
  }

  /** User submits the modal the bot showed in answer to `handle`, with text input values by custom_id. */
  submitModal(userId: string, handle: InteractionHandle, values: Record<string, string>): InteractionHandle {
    const shown = this.world.interactionMap.get(handle.id);
    const modal = shown?.outcome?.modal;
    if (!shown || !modal) throw new Error(`emulator: interaction ${handle.id} did not open a modal`);
    if (shown.userId !== userId) throw new Error('emulator: only the user who opened the modal can submit it');
    const inputs: Obj[] = [];
    const components = (modal.components as Obj[]).map((row) => {
      if (row.type === 18) {
        const input = row.component as Obj;
        inputs.push(input);
        return { type: 18, id: row.id, component: modalValue(input, values) };
      }
      const children = (row.components as Obj[]) ?? [];
      inputs.push(...children);
      return { type: row.type, id: row.id, components: children.map((c) => modalValue(c, values)) };
    });
    for (const input of inputs) {
      if (input.type === 4 && input.required !== false && !values[String(input.custom_id)]) {
        throw new Error(`emulator: modal field "${String(input.custom_id)}" is required`);
      }
    }
    const data = { custom_id: modal.custom_id, components };
    shown.modalOpen = false;
    return this.dispatch(InteractionType.ModalSubmit, userId, shown.channelId, data, shown.sourceMessageId, undefined, shown.id);
  }

  /** Modals shown to a user and still open (the playground displays them). */
  pendingModals(userId: string): { interactionId: string; modal: Obj }[] {
    return [...this.world.interactionMap.values()]
      .filter((i) => i.userId === userId && i.modalOpen && i.outcome?.modal)
      .map((i) => ({ interactionId: i.id, modal: i.outcome!.modal! }));
  }

  /** The user closed a modal without submitting it. */
  dismissModal(interactionId: string): void {
    const interaction = this.world.interactionMap.get(interactionId);
    if (interaction) interaction.modalOpen = false;
  }

  /** The handle of an interaction by id (for callers that only kept the id). */
  handle(interactionId: string): InteractionHandle {
    const interaction = this.world.interactionMap.get(interactionId);
    if (!interaction) throw new Error(`emulator: unknown interaction ${interactionId}`);
    return { id: interaction.id, type: interaction.type, userId: interaction.userId, channelId: interaction.channelId };
  }

  /** Resolves when the bot acknowledged and finished its first reply or edit (or the interaction failed). */
  waitForResponse(handle: InteractionHandle, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<InteractionOutcome> {
    const interaction = this.world.interactionMap.get(handle.id);
    if (!interaction) return Promise.reject(new Error(`emulator: unknown interaction ${handle.id}`));
    if (interaction.outcome) return Promise.resolve(interaction.outcome);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        interaction.waiters = interaction.waiters.filter((w) => w !== done);
        const state =
          interaction.ackType === null ? 'not acknowledged' : `acknowledged with type ${interaction.ackType} but no reply or edit yet`;
        reject(new Error(`emulator: no response to ${describeInteraction(interaction)} within ${timeoutMs} ms (${state})`));
      }, timeoutMs);
      const done = (outcome: InteractionOutcome): void => {
        clearTimeout(timer);
        resolve(outcome);
      };
      interaction.waiters.push(done);
    });
  }

  /** Resolves at acknowledgement (any callback type); rejects after timeoutMs. */
  waitForAck(handle: InteractionHandle, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<number> {
    const interaction = this.world.interactionMap.get(handle.id);
    if (!interaction) return Promise.reject(new Error(`emulator: unknown interaction ${handle.id}`));
    if (interaction.ackType !== null) return Promise.resolve(interaction.ackType);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`emulator: ${describeInteraction(interaction)} not acknowledged within ${timeoutMs} ms`)),
        timeoutMs,
      );
      interaction.ackWaiters.push(() => {
        clearTimeout(timer);
        resolve(interaction.ackType!);
      });
    });
  }

  // ---------------------------------------------------------------- lifecycle

  /** The INTERACTION_CREATE payload, as Discord sends it to the bot. */
  payload(interaction: EmuInteraction): Obj {
    const { world, json } = this;
    const user = world.user(interaction.userId);
    const channel = world.channelMap.get(interaction.channelId)!;
    const inGuild = channel.guildId !== null;
    const source = interaction.sourceMessageId ? world.messageMap.get(interaction.sourceMessageId) : undefined;
    return {
      id: interaction.id,
      application_id: world.applicationId,
      type: interaction.type,
      data: interaction.data,
      token: interaction.token,
      version: 1,
      channel: json.channel(channel),
      channel_id: channel.id,
      ...(inGuild
        ? {
            guild_id: channel.guildId,
            guild: { id: channel.guildId, locale: 'en-US', features: [] },
            guild_locale: 'en-US',
            member: json.member(user, channel),
          }
        : { user: json.user(user) }),
      ...(source ? { message: json.message(source) } : {}),
      locale: user.locale,
      // In DMs Discord sends the permissions an app has there (no guild: view, send, embed, attach, history…).
      app_permissions: (inGuild ? this.permissions.in(world.botUser.id, channel) : DM_APP_PERMISSIONS).toString(),
      entitlements: [],
      authorizing_integration_owners: json.integrationOwners(channel.id, user.id),
      context: inGuild ? 0 : 1,
      attachment_size_limit: LIMITS.attachmentBytes,
    };
  }

  private dispatch(
    type: number,
    userId: string,
    channelId: string,
    data: Obj,
    sourceMessageId: string | null,
    locale?: string,
    modalOf: string | null = null,
  ): InteractionHandle {
    const { world } = this;
    if (!world.gateway.connectedFor(world.channelMap.get(channelId)?.guildId ?? null))
      throw new Error(`emulator: no bot session holds the shard of channel ${channelId}'s server on the gateway`);
    this.permissions.requireVisible(userId, channelId);
    const interaction: EmuInteraction = {
      id: world.snowflake(),
      token: `aW50ZXJhY3Rpb24.${randomBytes(24).toString('base64url')}`,
      type,
      userId,
      channelId,
      data,
      sourceMessageId,
      modalOf,
      createdAt: world.now(),
      ackType: null,
      ackAt: null,
      originalMessageId: null,
      loading: false,
      failed: false,
      outcome: null,
      followupIds: [],
      modalOpen: false,
      waiters: [],
      ackWaiters: [],
      deadline: null,
    };
    world.interactionMap.set(interaction.id, interaction);
    world.interactionsByToken.set(interaction.token, interaction);
    const payload = this.payload(interaction);
    if (locale) payload.locale = locale;
    interaction.deadline = setTimeout(() => this.checkDeadline(interaction), world.ackDeadlineMs + 20);
    interaction.deadline.unref();
    world.gateway.dispatch('INTERACTION_CREATE', payload, 0, world.channelMap.get(channelId)?.guildId ?? null);
    return { id: interaction.id, type, userId, channelId };
  }

  /** Past the acknowledgement deadline: the user sees "This interaction failed" and the miss is a violation. */
  checkDeadline(interaction: EmuInteraction): void {
    const { world } = this;
    if (interaction.ackType !== null || interaction.failed) return;
    if (world.now() - interaction.createdAt < world.ackDeadlineMs) return;
    interaction.failed = true;
    if (interaction.deadline) clearTimeout(interaction.deadline);
    // Autocomplete that times out shows no choices rather than a failure banner.
    if (interaction.type !== InteractionType.Autocomplete) {
      world.noticeList.push({
        id: world.snowflake(),
        userId: interaction.userId,
        channelId: interaction.channelId,
        text: 'This interaction failed',
        at: world.now(),
      });
      world.emit({ kind: 'notice', userId: interaction.userId, channelId: interaction.channelId });
    }
    world.recordViolation({
      method: 'GATEWAY',
      route: `INTERACTION_CREATE ${describeInteraction(interaction)}`,
      status: 0,
      code: 10062,
      message: `Not acknowledged within ${world.ackDeadlineMs / 1000} s: the user sees "This interaction failed"`,
      interactionId: interaction.id,
    });
    this.settle(interaction, { kind: 'failed', ackType: null });
  }

  /** The user now sees the bot's answer (or the failure): whoever waits on it is told. */
  settle(interaction: EmuInteraction, outcome: InteractionOutcome): void {
    if (interaction.outcome) return;
    interaction.outcome = outcome;
    for (const waiter of interaction.waiters.splice(0)) waiter(outcome);
  }

  /** The clock moved (advanceTime): every interaction past its deadline fails now. */
  checkDeadlines(): void {
    for (const interaction of this.world.interactionMap.values()) this.checkDeadline(interaction);
  }

  /** Stops the deadline timers (the emulator is closing). */
  close(): void {
    for (const interaction of this.world.interactionMap.values()) if (interaction.deadline) clearTimeout(interaction.deadline);
  }
}
