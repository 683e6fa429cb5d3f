/**
 * The playground's world on disk: ids, roles, channels, threads, messages and
 * their attachments, so a restarted playground shows everything as it was and
 * the matches stored beside it stay reachable (#22.14). Interactions and
 * their tokens are not kept: on Discord they expire within 15 minutes anyway.
 *
 * Layout under the folder: `world.json` (written to a temporary file, then
 * renamed, so a crash never leaves half a file) and `attachments/<id>` (the
 * bytes, written once: attachments never change).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EmuChannel, EmuMessage, EmuRole, StoredAttachment } from '../model.js';
import type { Overwrite } from '../rules/permissions.js';

const VERSION = 1;

type Stored<T, K extends keyof T, V> = Omit<T, K> & { [P in K]: V };
type SavedOverwrite = Stored<Overwrite, 'allow' | 'deny', string>;
type SavedChannel = Omit<Stored<EmuChannel, 'members', string[]>, 'overwrites'> & { overwrites: SavedOverwrite[] };
type SavedMessage = Stored<EmuMessage, 'attachments', string[]>;
type SavedAttachment = Omit<StoredAttachment, 'bytes'>;

/** Everything the emulator needs to come back as it was. */
export interface World {
  lastId: string;
  guildId: string;
  ownerId: string;
  /** Username → id (the bot included). */
  userIds: Record<string, string>;
  roles: { everyone: string; bot: string; player: string };
  roleList: EmuRole[];
  memberRoles: [string, string[]][];
  /** Text channel name → id. */
  channelNames: Record<string, string>;
  channels: EmuChannel[];
  messages: EmuMessage[];
}

interface WorldJson {
  version: number;
  lastId: string;
  guildId: string;
  ownerId: string;
  userIds: Record<string, string>;
  roles: World['roles'];
  roleList: Stored<EmuRole, 'permissions', string>[];
  memberRoles: [string, string[]][];
  channelNames: Record<string, string>;
  channels: SavedChannel[];
  messages: SavedMessage[];
  attachments: SavedAttachment[];
}

export class WorldFile {
  private readonly file: string;
  private readonly attachmentsDir: string;

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'world.json');
    this.attachmentsDir = path.join(dir, 'attachments');
  }

  /** The saved world, or null when there is none yet (a first start). A file we cannot read is an error, never silently replaced. */
  load(): World | null {
    if (!existsSync(this.file)) return null;
    const json = JSON.parse(readFileSync(this.file, 'utf8')) as WorldJson;
    if (json.version !== VERSION)
      throw new Error(`emulator: ${this.file} has version ${json.version}; this Tavern reads version ${VERSION}`);
    const attachments = new Map<string, StoredAttachment>();
    for (const a of json.attachments) {
      const bytes = readFileSync(path.join(this.attachmentsDir, a.id));
      attachments.set(a.id, { ...a, bytes });
    }
    return {
      lastId: json.lastId,
      guildId: json.guildId,
      ownerId: json.ownerId,
      userIds: json.userIds,
      roles: json.roles,
      roleList: json.roleList.map((r) => ({ ...r, permissions: BigInt(r.permissions) })),
      memberRoles: json.memberRoles,
      channelNames: json.channelNames,
      channels: json.channels.map((c) => ({
        ...c,
        members: new Set(c.members),
        overwrites: c.overwrites.map((o) => ({ ...o, allow: BigInt(o.allow), deny: BigInt(o.deny) })),
      })),
      messages: json.messages.map((m) => ({
        ...m,
        attachments: m.attachments.map((id) => attachments.get(id)).filter((a) => a !== undefined),
      })),
    };
  }

  save(world: World): void {
    mkdirSync(this.attachmentsDir, { recursive: true });
    const attachments = new Map<string, StoredAttachment>();
    for (const m of world.messages) for (const a of m.attachments) attachments.set(a.id, a);
    for (const a of attachments.values()) {
      const file = path.join(this.attachmentsDir, a.id);
      if (!existsSync(file)) writeFileSync(file, a.bytes);
    }
    const json: WorldJson = {
      version: VERSION,
      lastId: world.lastId,
      guildId: world.guildId,
      ownerId: world.ownerId,
      userIds: world.userIds,
      roles: world.roles,
      roleList: world.roleList.map((r) => ({ ...r, permissions: r.permissions.toString() })),
      memberRoles: world.memberRoles,
      channelNames: world.channelNames,
      channels: world.channels.map((c) => ({
        ...c,
        members: [...c.members],
        overwrites: c.overwrites.map((o) => ({ ...o, allow: o.allow.toString(), deny: o.deny.toString() })),
      })),
      messages: world.messages.map((m) => ({ ...m, attachments: m.attachments.map((a) => a.id) })),
      attachments: [...attachments.values()].map(({ bytes: _bytes, ...meta }) => meta),
    };
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(json));
    renameSync(temporary, this.file);
  }
}
