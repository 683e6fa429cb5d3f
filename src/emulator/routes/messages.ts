/** Channel messages: history, one message, send, edit, delete; typing; the bot's own reactions. */
import { apiErrors } from '../errors.js';
import { ChannelType } from '../model.js';
import type { PermissionName } from '../rules/permissions.js';
import type { State } from '../state/index.js';
import { bodyOf, botChannel, ok, type AddRoute } from './table.js';

export function messageRoutes(add: AddRoute, state: State): void {
  const { world, json, channels, messages, permissions } = state;
  /** A message of a channel as channel routes see it (the channel first: 10003 before 10008). */
  const channelMessage = (channelId: string, messageId: string) => {
    botChannel(state, channelId);
    return messages.inChannel(channelId, messageId);
  };
  add('GET', '/channels/:id/messages', true, (ctx) => {
    const channel = botChannel(state, ctx.params[0]!);
    permissions.requireBot(channel, ['ReadMessageHistory'], 'read message history');
    const limit = Math.min(100, Number(ctx.query.get('limit') ?? 50));
    const list = messages.history(channel.id, { limit, before: ctx.query.get('before'), after: ctx.query.get('after') });
    return ok(list.map((m) => json.message(m)));
  });
  add('GET', '/channels/:id/messages/:msg', true, (ctx) => {
    permissions.requireBot(botChannel(state, ctx.params[0]!), ['ReadMessageHistory'], 'read a message');
    return ok(json.message(channelMessage(ctx.params[0]!, ctx.params[1]!)));
  });
  add('POST', '/channels/:id/messages', true, (ctx) => {
    const channel = botChannel(state, ctx.params[0]!);
    if (channel.type === ChannelType.DM && !world.user(channel.recipientId!).acceptsDms) throw apiErrors.cannotDmUser();
    const needed: PermissionName[] = [permissions.sendPermission(channel), ...(ctx.body.files.length ? (['AttachFiles'] as const) : [])];
    permissions.requireBot(channel, needed, 'send a message');
    channels.reopenForMessage(channel);
    const payload = messages.withoutUnembeddableEmbeds(channel, bodyOf(ctx), ctx.body.files.length > 0, null);
    const message = messages.create({
      channelId: channel.id,
      authorId: world.botUser.id,
      payload,
      files: ctx.body.files,
      ephemeralTo: null,
      interactionId: null,
    });
    return ok(json.message(message));
  });
  add('PATCH', '/channels/:id/messages/:msg', true, (ctx) => {
    const message = channelMessage(ctx.params[0]!, ctx.params[1]!);
    if (message.authorId !== world.botUser.id) throw apiErrors.cannotEditOtherAuthor();
    const channel = botChannel(state, message.channelId);
    permissions.requireBot(channel, ctx.body.files.length ? ['AttachFiles'] : [], 'edit a message');
    const payload = messages.withoutUnembeddableEmbeds(channel, bodyOf(ctx), ctx.body.files.length > 0, message);
    return ok(json.message(messages.edit(message, payload, ctx.body.files)));
  });
  add('DELETE', '/channels/:id/messages/:msg', true, (ctx) => {
    const message = channelMessage(ctx.params[0]!, ctx.params[1]!);
    permissions.requireBot(
      botChannel(state, message.channelId),
      message.authorId === world.botUser.id ? [] : ['ManageMessages'],
      "delete someone else's message",
    );
    messages.delete(message);
    return { status: 204 };
  });
  add('POST', '/channels/:id/typing', true, (ctx) => {
    const channel = botChannel(state, ctx.params[0]!);
    permissions.requireBot(channel, [permissions.sendPermission(channel)], 'type');
    return { status: 204 };
  });
  add('PUT', '/channels/:id/messages/:msg/reactions/:emoji/@me', true, (ctx) => {
    permissions.requireBot(botChannel(state, ctx.params[0]!), ['ReadMessageHistory', 'AddReactions'], 'react');
    channelMessage(ctx.params[0]!, ctx.params[1]!);
    return { status: 204 };
  });
}
