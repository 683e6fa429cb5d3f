/**
 * A real discord.js Client connected to a fresh emulator, with per-test
 * handlers for interactions. Used by the emulator's own tests.
 */
import { Client, GatewayIntentBits, type Interaction, type ApplicationCommandDataResolvable } from 'discord.js';
import { startEmulator, createDiscordClientOptions, type DiscordEmulator, type EmulatorOptions } from '../../src/emulator/index.js';

export interface Harness {
  emu: DiscordEmulator;
  client: Client;
  /** Lines the emulator logged (violations are logged loudly). */
  logged: string[];
  /** The handler the bot runs for the next interactions; replace it per test. */
  handler: (interaction: Interaction) => Promise<void>;
  /** Errors thrown by handlers (discord.js API errors included). */
  errors: unknown[];
  close(): Promise<void>;
}

export const TEST_COMMANDS: ApplicationCommandDataResolvable[] = [
  { name: 'ping', description: 'Replies pong' },
  {
    name: 'game',
    description: 'Games',
    options: [
      {
        type: 1,
        name: 'start',
        description: 'Start a game',
        options: [
          { type: 3, name: 'name', description: 'Which game', required: true, autocomplete: true },
          { type: 6, name: 'opponent', description: 'Who to play', required: false },
          { type: 4, name: 'rounds', description: 'Rounds', required: false, min_value: 1, max_value: 9 },
        ],
      },
    ],
  },
];

export async function startHarness(options: EmulatorOptions = {}): Promise<Harness> {
  const logged: string[] = [];
  // What the emulator answers and dispatches is held to Discord's specification too (a finding is a violation).
  const emu = await startEmulator({ log: (line) => logged.push(line), responseChecks: true, ...options });
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...createDiscordClientOptions(emu) });
  const harness: Harness = {
    emu,
    client,
    logged,
    errors: [],
    handler: async () => undefined,
    async close() {
      await client.destroy();
      await emu.close();
    },
  };
  client.on('interactionCreate', (interaction) => {
    harness.handler(interaction).catch((error: unknown) => harness.errors.push(error));
  });
  await new Promise<void>((resolve, reject) => {
    client.once('clientReady', () => resolve());
    client.login(emu.token).catch(reject);
  });
  await client.application!.commands.set(TEST_COMMANDS, emu.guildId);
  return harness;
}

/** Runs `fn` as the bot's handler for one interaction and returns what it resolved with or threw. */
export function onNext<T>(harness: Harness, fn: (interaction: Interaction) => Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return new Promise((resolve) => {
    harness.handler = async (interaction) => {
      try {
        resolve({ value: await fn(interaction) });
      } catch (error) {
        resolve({ error });
      }
    };
  });
}

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==',
  'base64',
);
