import { PermissionFlagsBits, type PermissionsBitField } from 'discord.js';

/**
 * Per-user sliding-window limit: a user spamming commands or clicks is told
 * to slow down instead of hammering the database. In memory: it only has to
 * be polite, not exact across processes.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Records a hit; false when the user is over the limit. */
  allow(userId: string): boolean {
    const t = this.now();
    const recent = (this.hits.get(userId) ?? []).filter((x) => t - x < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(userId, recent);
      return false;
    }
    recent.push(t);
    this.hits.set(userId, recent);
    if (this.hits.size > 10_000) this.prune(t);
    return true;
  }

  private prune(t: number): void {
    for (const [k, v] of this.hits) if (v.every((x) => t - x >= this.windowMs)) this.hits.delete(k);
  }
}

/** What a match needs in its channel; threads are optional (fallback: the channel). */
export const REQUIRED_PERMISSIONS = ['ViewChannel', 'SendMessages', 'AttachFiles'] as const;
export const THREAD_PERMISSIONS = ['CreatePublicThreads', 'SendMessagesInThreads'] as const;

export type PermissionName = (typeof REQUIRED_PERMISSIONS)[number] | (typeof THREAD_PERMISSIONS)[number];

export function missingPermissions(perms: Readonly<PermissionsBitField> | null, names: readonly PermissionName[]): PermissionName[] {
  if (!perms) return [];
  return names.filter((n) => !perms.has(PermissionFlagsBits[n]));
}

export function canUseThreads(perms: Readonly<PermissionsBitField> | null): boolean {
  return missingPermissions(perms, THREAD_PERMISSIONS).length === 0;
}
