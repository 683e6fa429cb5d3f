/**
 * The private panels still open, per match, so each player keeps one:
 * "Take my turn" shows a fresh panel and removes that player's older ones,
 * and the end of a match closes them all (match-end.ts).
 *
 * Panels are ephemeral messages: only the interaction that showed or last
 * updated one may edit or delete it, through its token, for 15 minutes. The
 * live panels are remembered in memory (the token is a credential worth 15
 * minutes: not worth a table). After a restart, or past 15 minutes, an older
 * panel stays on the player's screen; a click on it is answered with the
 * current position ("the match moved on") or "This match is over".
 */
import { log } from '../logger.js';
import type { Locale } from '../core/text.js';
import type { MessagePayload } from './presenter.js';

/** An interaction token is valid for 15 minutes; a little margin for the request itself. */
export const TOKEN_LIFE_MS = 14.5 * 60_000;

export interface LivePanel {
  /** Edits the panel through the interaction that showed or last updated it. */
  edit(payload: MessagePayload): Promise<unknown>;
  /** Deletes the panel through that interaction (optional: confirmations are only closed). */
  remove?(): Promise<unknown>;
  /** Whose panel it is (a player keeps one panel per match). */
  userId?: string;
  /** The panel owner's language. */
  locale: Locale;
}

interface Tracked extends LivePanel {
  expiresAt: number;
}

export class LivePanels {
  /** matchId → panel message id → how to reach it. */
  private readonly panels = new Map<string, Map<string, Tracked>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Remembers a panel of a running match (its latest interaction replaces an older one). */
  track(matchId: string, messageId: string, panel: LivePanel): void {
    const at = this.now();
    const live = this.panels.get(matchId) ?? new Map<string, Tracked>();
    live.set(messageId, { ...panel, expiresAt: at + TOKEN_LIFE_MS });
    for (const [id, p] of live) if (p.expiresAt <= at) live.delete(id);
    this.panels.set(matchId, live);
  }

  /**
   * Removes the player's panels of this match (a fresh one is being shown):
   * deleted while their token lasts. Returns how many were removed.
   */
  async retire(matchId: string, userId: string): Promise<number> {
    const live = this.panels.get(matchId);
    if (!live) return 0;
    const at = this.now();
    let removed = 0;
    for (const [messageId, panel] of [...live]) {
      if (panel.userId !== userId || !panel.remove) continue;
      live.delete(messageId);
      if (panel.expiresAt <= at) continue;
      const ok = await panel.remove().then(
        () => true,
        (e: unknown) => void log.info({ event: 'discord.panel_remove_failed', matchId, messageId, err: String(e) }),
      );
      if (ok) removed++;
    }
    return removed;
  }

  /** Forgets a match's panels and returns those whose token still lasts (to close them). */
  take(matchId: string): [string, LivePanel][] {
    const live = this.panels.get(matchId);
    this.panels.delete(matchId);
    if (!live) return [];
    const at = this.now();
    return [...live].filter(([, p]) => p.expiresAt > at);
  }
}
