/** The gateway's address, users, and the bot's application: what discord.js asks before anything else. */
import { apiErrors } from '../errors.js';
import type { RouteResult } from '../http.js';
import type { State } from '../state/index.js';
import { DEFAULT_BOT_PERMISSIONS } from '../state/world.js';
import { ok, type AddRoute } from './table.js';

export function applicationRoutes(add: AddRoute, { world, json }: State): void {
  add('GET', '/gateway', false, () => ok({ url: world.gatewayUrl }));
  add('GET', '/gateway/bot', true, () =>
    ok({
      url: world.gatewayUrl,
      shards: world.recommendedShards(),
      session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
    }),
  );
  add('GET', '/users/@me', true, () =>
    ok({ ...json.user(world.botUser), verified: true, mfa_enabled: false, locale: world.botUser.locale }),
  );
  add('GET', '/users/:id', true, (ctx) => {
    const user = world.allUsers.get(ctx.params[0]!);
    if (!user) throw apiErrors.unknownUser();
    return ok(json.user(user));
  });
  const application = (): RouteResult =>
    ok({
      id: world.applicationId,
      name: world.botUser.username,
      icon: null,
      description: 'Local Discord emulator application',
      bot_public: true,
      bot_require_code_grant: false,
      flags: 0,
      verify_key: '0'.repeat(64),
      type: null,
      flags_new: '0',
      redirect_uris: [],
      interactions_endpoint_url: null,
      role_connections_verification_url: null,
      owner: json.user(world.users[0] ?? world.botUser),
      team: null,
      bot: json.user(world.botUser),
      approximate_guild_count: 1,
      approximate_user_install_count: 0,
      approximate_user_authorization_count: 0,
      explicit_content_filter: 0,
      eligible_oauth2_scopes: ['bot', 'applications.commands'],
      install_params: { scopes: ['bot', 'applications.commands'], permissions: DEFAULT_BOT_PERMISSIONS.toString() },
      integration_types_config: { '0': {} },
    });
  add('GET', '/applications/@me', true, application);
  add('GET', '/oauth2/applications/@me', true, application);
}
