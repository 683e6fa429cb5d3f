/** Interaction helpers: log descriptions, allowed callback types, component lookup, modal values, mentions. */
import { CallbackType, InteractionType, type EmuInteraction } from '../model.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function describeInteraction(interaction: EmuInteraction): string {
  const data = interaction.data;
  if (interaction.type === InteractionType.ApplicationCommand || interaction.type === InteractionType.Autocomplete) {
    return `${interaction.type === InteractionType.Autocomplete ? 'autocomplete of ' : ''}/${String(data.name)} (${interaction.id})`;
  }
  return `${interaction.type === InteractionType.ModalSubmit ? 'modal submit' : 'click'} "${String(data.custom_id)}" (${interaction.id})`;
}

/** Whether a user mention pings under the message's allowed_mentions (absent = everything pings). */
export function pings(allowed: unknown, userId: string): boolean {
  if (!isObj(allowed)) return true;
  const parse = Array.isArray(allowed.parse) ? allowed.parse : [];
  const users = Array.isArray(allowed.users) ? allowed.users : [];
  return parse.includes('users') || users.includes(userId);
}

/** "game start" for a subcommand, like Discord's interaction name. */
export function commandLabel(data: Obj): string {
  const parts = [String(data.name)];
  let options = data.options;
  while (Array.isArray(options) && isObj(options[0]) && (options[0].type === 1 || options[0].type === 2)) {
    parts.push(String(options[0].name));
    options = options[0].options;
  }
  return parts.join(' ');
}

export function allowedCallbacks(interaction: EmuInteraction): number[] {
  switch (interaction.type) {
    case InteractionType.ApplicationCommand:
      return [CallbackType.ChannelMessage, CallbackType.DeferredChannelMessage, CallbackType.Modal];
    case InteractionType.MessageComponent:
      return [
        CallbackType.ChannelMessage,
        CallbackType.DeferredChannelMessage,
        CallbackType.DeferredUpdate,
        CallbackType.UpdateMessage,
        CallbackType.Modal,
      ];
    case InteractionType.Autocomplete:
      return [CallbackType.AutocompleteResult];
    case InteractionType.ModalSubmit:
      return interaction.sourceMessageId
        ? [CallbackType.ChannelMessage, CallbackType.DeferredChannelMessage, CallbackType.DeferredUpdate, CallbackType.UpdateMessage]
        : [CallbackType.ChannelMessage, CallbackType.DeferredChannelMessage];
    default:
      return [];
  }
}

/** Finds a component by custom_id anywhere in a message (rows, containers, section accessories). */
export function findComponent(components: unknown[], customId: string): Obj | undefined {
  for (const c of components) {
    if (!isObj(c)) continue;
    if (c.custom_id === customId) return c;
    if (isObj(c.accessory) && c.accessory.custom_id === customId) return c.accessory;
    if (Array.isArray(c.components)) {
      const found = findComponent(c.components, customId);
      if (found) return found;
    }
  }
  return undefined;
}

export function modalValue(input: Obj, values: Record<string, string>): Obj {
  const id = String(input.custom_id);
  if (input.type === 4) return { type: 4, id: input.id, custom_id: id, value: values[id] ?? '' };
  return { type: input.type, id: input.id, custom_id: id, values: values[id] ? values[id].split(',') : [] };
}
