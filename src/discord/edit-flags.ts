/**
 * Discord accepts only SUPPRESS_EMBEDS and IS_COMPONENTS_V2 on an edit:
 * whether a message is ephemeral is fixed when it is created or its reply
 * deferred. Our payloads serve both first replies (which carry EPHEMERAL) and
 * edits, so every edit an interaction makes drops the flags an edit may not
 * carry, in one place.
 */
import { MessageFlags, type Interaction } from 'discord.js';

export const EDIT_FLAGS = MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2;

/** The same options with only the flags an edit may carry (options without numeric flags are returned as they are). */
export function forEdit<T>(options: T): T {
  if (typeof options !== 'object' || options === null || !('flags' in options)) return options;
  const { flags } = options as { flags: unknown };
  return typeof flags === 'number' ? { ...options, flags: flags & EDIT_FLAGS } : options;
}

/** Makes this interaction's `editReply` (and a component's `update`) send only the flags an edit may carry. */
export function onlyEditFlags(i: Interaction): void {
  if ('editReply' in i && typeof i.editReply === 'function') {
    const editReply = i.editReply.bind(i) as (options: unknown) => Promise<unknown>;
    (i as { editReply: (options: unknown) => Promise<unknown> }).editReply = (options) => editReply(forEdit(options));
  }
  if ('update' in i && typeof i.update === 'function') {
    const update = i.update.bind(i) as (options: unknown) => Promise<unknown>;
    (i as { update: (options: unknown) => Promise<unknown> }).update = (options) => update(forEdit(options));
  }
}
