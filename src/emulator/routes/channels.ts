/** Channels, threads and DMs: read and edit a channel, start threads, thread members, open a DM. */
import { apiErrors } from '../errors.js';
import type { RouteContext, RouteResult } from '../http.js';
import { ChannelType, isThread } from '../model.js';
import type { PermissionName } from '../rules/permissions.js';
import type { State } from '../state/index.js';
import { bodyOf, botChannel, ok, type AddRoute } from './table.js';

export function channelRoutes(add: AddRoute, state: State): void {
  const { world, json, channels, messages, permissions } = state;
  add('GET', '/channels/:id', true, (ctx) => ok(json.channel(botChannel(state, ctx.params[0]!))));
  add('PATCH', '/channels/:id', true, (ctx) => {
    const channel = botChannel(state, ctx.params[0]!);
    const body = bodyOf(ctx);
    // A thread's creator may rename, archive and unarchive it; locking, or touching someone else's thread, needs Manage Threads.
    const ownerEdit = isThread(channel) && channel.ownerId === world.botUser.id && !('locked' in body) && !channel.locked;
    permissions.requireBot(channel, isThread(channel) ? (ownerEdit ? [] : ['ManageThreads']) : ['ManageChannels'], 'edit a channel');
    return ok(json.channel(channels.patch(channel, body)));
  });

  // Threads
  add('POST', '/channels/:id/messages/:msg/threads', true, (ctx) => {
    const parent = botChannel(state, ctx.params[0]!);
    const message = messages.inChannel(parent.id, ctx.params[1]!);
    permissions.requireBot(parent, ['CreatePublicThreads'], 'start a thread from a message');
    if (message.threadId) throw apiErrors.threadAlreadyCreated();
    const thread = channels.createThread(parent, bodyOf(ctx), ChannelType.PublicThread, message.id);
    message.threadId = thread.id;
    world.emit({ kind: 'message', channelId: parent.id, messageId: message.id });
    return { status: 201, body: json.channel(thread) };
  });
  add('POST', '/channels/:id/threads', true, (ctx) => {
    const parent = botChannel(state, ctx.params[0]!);
    const body = bodyOf(ctx);
    const type = body.type === ChannelType.PublicThread ? ChannelType.PublicThread : ChannelType.PrivateThread;
    permissions.requireBot(parent, [type === ChannelType.PublicThread ? 'CreatePublicThreads' : 'CreatePrivateThreads'], 'create a thread');
    return { status: 201, body: json.channel(channels.createThread(parent, body, type, null)) };
  });
  const threadMember = (ctx: RouteContext, add: boolean): RouteResult => {
    const thread = botChannel(state, ctx.params[0]!);
    if (!isThread(thread)) throw apiErrors.unknownChannel();
    const userId = ctx.params[1] === '@me' ? world.botUser.id : ctx.params[1]!;
    if (!world.allUsers.has(userId)) throw apiErrors.unknownUser();
    // Adding someone needs to be able to speak in the thread; removing someone needs Manage Threads (or owning a private thread).
    const ownsPrivate = thread.type === ChannelType.PrivateThread && thread.ownerId === world.botUser.id;
    const needed: PermissionName[] =
      userId === world.botUser.id ? [] : add ? ['SendMessagesInThreads'] : ownsPrivate ? [] : ['ManageThreads'];
    permissions.requireBot(thread, needed, add ? 'add a thread member' : 'remove a thread member');
    channels.setThreadMember(thread, userId, add);
    return { status: 204 };
  };
  add('PUT', '/channels/:id/thread-members/:user', true, (ctx) => threadMember(ctx, true));
  add('DELETE', '/channels/:id/thread-members/:user', true, (ctx) => threadMember(ctx, false));
  add('GET', '/channels/:id/thread-members', true, (ctx) => {
    const thread = botChannel(state, ctx.params[0]!);
    return ok(
      [...thread.members].map((userId) => ({
        id: thread.id,
        user_id: userId,
        join_timestamp: new Date(thread.createdAt).toISOString(),
        flags: 0,
      })),
    );
  });

  // DMs
  add('POST', '/users/@me/channels', true, (ctx) => {
    const user = world.allUsers.get(String(bodyOf(ctx).recipient_id));
    if (!user || user.bot) throw apiErrors.unknownUser();
    return ok(json.channel(channels.openDm(user)));
  });
}
