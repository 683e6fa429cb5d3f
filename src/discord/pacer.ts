/**
 * Keeps the bot's posts in a channel within Discord's per-channel rate limit
 * (5 messages per 5 seconds), in this process: every post into a match's
 * home takes a slot first. The publisher asks how many slots are free and
 * gathers its event lines into that many messages (none free: it comes back
 * when one frees), so a burst of events is told at once in fewer messages
 * instead of waiting in a queue; a single post (a mention, a result) waits
 * for a slot, at most a few seconds.
 */

/** Discord's limit on messages a bot posts in one channel. */
export const CHANNEL_POSTS = 5;
export const CHANNEL_WINDOW_MS = 5_000;

export class ChannelPacer {
  /** channel id → when each recent post was sent (or is being sent: its start, moved to its end once done). */
  private readonly sends = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limit = CHANNEL_POSTS,
    private readonly windowMs = CHANNEL_WINDOW_MS,
  ) {}

  /** Slots free in the channel right now. */
  available(channelId: string): number {
    return Math.max(0, this.limit - this.recent(channelId).length);
  }

  /** Milliseconds until a slot frees (0 when one is free). */
  waitMs(channelId: string): number {
    const recent = this.recent(channelId);
    if (recent.length < this.limit) return 0;
    return Math.max(1, recent[recent.length - this.limit]! + this.windowMs - this.now() + 1);
  }

  /**
   * Sends through a slot: waits for one when none is free. The slot counts
   * from the send's start and, once Discord answered, from that moment (so
   * the window holds as Discord timed the message, whatever the latency).
   */
  async send<T>(channelId: string, post: () => Promise<T>): Promise<T> {
    for (let wait = this.waitMs(channelId); wait > 0; wait = this.waitMs(channelId)) await sleep(wait);
    const started = this.now();
    this.sends.set(channelId, [...(this.sends.get(channelId) ?? []), started]);
    try {
      return await post();
    } finally {
      const list = this.sends.get(channelId) ?? [];
      const k = list.indexOf(started);
      if (k >= 0) list.splice(k, 1);
      list.push(this.now());
      this.sends.set(
        channelId,
        list.sort((a, b) => a - b),
      );
    }
  }

  private recent(channelId: string): number[] {
    const list = this.sends.get(channelId);
    if (!list) return [];
    const since = this.now() - this.windowMs;
    while (list.length > 0 && list[0]! <= since) list.shift();
    if (list.length === 0) this.sends.delete(channelId);
    return list;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
