import type { Image } from '../core/game.js';
import { renderSeconds, timed } from '../metrics.js';

/**
 * Renders keyed by (match, version, viewer, kind): a position never changes
 * once drawn, so a click that re-shows it costs nothing. Small LRU in memory.
 */
export class RenderCache {
  private readonly entries = new Map<string, Promise<Image | null>>();

  constructor(private readonly capacity = 256) {}

  /** `picture` names the drawing for the metrics (a game's picture kind, not the whole cache key). */
  get(
    key: { matchId: string; version: number; viewer: string; kind: string; picture?: string },
    draw: () => Promise<Image | null>,
  ): Promise<Image | null> {
    const k = `${key.matchId}:${key.version}:${key.viewer}:${key.kind}`;
    const hit = this.entries.get(k);
    if (hit) {
      this.entries.delete(k);
      this.entries.set(k, hit);
      return hit;
    }
    const drawn = timed(renderSeconds.labels({ kind: key.picture ?? 'other' }), draw);
    drawn.catch(() => this.entries.delete(k));
    this.entries.set(k, drawn);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return drawn;
  }

  get size(): number {
    return this.entries.size;
  }
}
