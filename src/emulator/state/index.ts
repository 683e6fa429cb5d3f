/**
 * The state model, one part per Discord resource, built over one World:
 * guild and members (guild.ts), channels and threads (channels.ts),
 * messages (messages.ts), interactions (interactions.ts) and the bot's
 * answers through callbacks and webhooks (responses.ts), commands
 * (commands.ts), permissions (permissions.ts computes, overwrites.ts
 * changes); json.ts serves all of them as Discord's JSON; spec-ledger.ts
 * holds what was checked against Discord's specification.
 */
import type { EmulatorOptions } from '../model.js';
import { Channels } from './channels.js';
import { Commands } from './commands.js';
import { Guild } from './guild.js';
import { Interactions } from './interactions.js';
import { Json } from './json.js';
import { Messages } from './messages.js';
import { Overwrites } from './overwrites.js';
import { Permissions } from './permissions.js';
import { Responses } from './responses.js';
import { SpecLedger } from './spec-ledger.js';
import { World } from './world.js';

export interface State {
  world: World;
  permissions: Permissions;
  json: Json;
  guild: Guild;
  overwrites: Overwrites;
  channels: Channels;
  messages: Messages;
  commands: Commands;
  interactions: Interactions;
  responses: Responses;
  ledger: SpecLedger;
}

export function createState(options: EmulatorOptions): State {
  const world = new World(options);
  const permissions = new Permissions(world);
  const json = new Json(world, permissions);
  const guild = new Guild(world, json);
  const overwrites = new Overwrites(world, json, permissions, guild);
  const channels = new Channels(world, json, permissions);
  const messages = new Messages(world, json, permissions);
  const commands = new Commands(world, json, permissions);
  const interactions = new Interactions(world, json, permissions, commands);
  const responses = new Responses(world, json, messages, interactions);
  const ledger = new SpecLedger(world, options.responseChecks ?? false);
  return { world, permissions, json, guild, overwrites, channels, messages, commands, interactions, responses, ledger };
}
