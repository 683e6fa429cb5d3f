/** Interactions and their webhooks: the callback, follow-ups, and the original reply or a follow-up read, edited or deleted. */
import type { State } from '../state/index.js';
import { bodyOf, ok, type AddRoute } from './table.js';

export function interactionRoutes(add: AddRoute, { json, responses }: State): void {
  add('POST', '/interactions/:id/:token/callback', false, (ctx) => {
    const answer = responses.callback(
      ctx.params[0]!,
      ctx.params[1]!,
      bodyOf(ctx),
      ctx.body.files,
      ctx.query.get('with_response') === 'true',
    );
    return answer ? ok(answer) : { status: 204 };
  });
  add('POST', '/webhooks/:app/:token', false, (ctx) =>
    ok(responses.followUp(responses.byWebhook(ctx.params[0]!, ctx.params[1]!), bodyOf(ctx), ctx.body.files)),
  );
  add('GET', '/webhooks/:app/:token/messages/:msg', false, (ctx) =>
    ok(json.message(responses.webhookMessage(responses.byWebhook(ctx.params[0]!, ctx.params[1]!), ctx.params[2]!))),
  );
  add('PATCH', '/webhooks/:app/:token/messages/:msg', false, (ctx) =>
    ok(responses.editMessage(responses.byWebhook(ctx.params[0]!, ctx.params[1]!), ctx.params[2]!, bodyOf(ctx), ctx.body.files)),
  );
  add('DELETE', '/webhooks/:app/:token/messages/:msg', false, (ctx) => {
    responses.deleteMessage(responses.byWebhook(ctx.params[0]!, ctx.params[1]!), ctx.params[2]!);
    return { status: 204 };
  });
}
