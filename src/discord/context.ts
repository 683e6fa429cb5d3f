/**
 * What every handler gets: the shared services, and a per-interaction context
 * with the user's locale (private replies) and the server's (public messages).
 */
import {
  MessageFlags,
  ComponentType,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type StringSelectMenuInteraction,
  type User,
} from 'discord.js';
import type { Locale, Text } from '../core/text.js';
import type { GameRegistry } from '../games/registry.js';
import type { MatchRecord, MatchService, UserRef } from '../platform/matches/service.js';
import type { RateLimiter } from './guards.js';
import type { MatchViews } from './match-views.js';
import { clip, type MessagePayload } from './presenter.js';
import type { Publisher } from './publisher.js';
import { localeOf, translate } from './strings.js';

export interface Deps {
  client: Client;
  service: MatchService;
  registry: GameRegistry;
  views: MatchViews;
  limiter: RateLimiter;
  publisher: Publisher;
  defaultLocale: Locale;
}

export type Component = ButtonInteraction | StringSelectMenuInteraction;
export type Replyable = ChatInputCommandInteraction | Component;

export class Ctx {
  /** The clicking/typing user's language: private replies. */
  readonly locale: Locale;
  /** The server's language: public messages everyone reads. */
  readonly publicLocale: Locale;

  constructor(
    readonly d: Deps,
    i: { locale: string; guildLocale: string | null },
  ) {
    this.locale = localeOf(i.locale, d.defaultLocale);
    this.publicLocale = localeOf(i.guildLocale, d.defaultLocale);
  }

  tr(text: Text, publicText = false): string {
    return translate(text, publicText ? this.publicLocale : this.locale);
  }

  /** An ephemeral text reply (refusals, help, confirmations). */
  notice(text: Text): MessagePayload {
    return {
      flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
      components: [{ type: ComponentType.TextDisplay, content: clip(this.tr(text), 3900) }],
      files: [],
    };
  }

  seatOf(m: MatchRecord, userId: string): number | null {
    return m.seats.find((s) => s.userId === userId)?.seat ?? null;
  }
}

/** The name players see: the server nickname, else the display name, else the username. */
export function displayName(u: User, member?: unknown): string {
  if (member && typeof member === 'object') {
    if ('displayName' in member && typeof member.displayName === 'string' && member.displayName) return member.displayName;
    if ('nick' in member && typeof member.nick === 'string' && member.nick) return member.nick;
  }
  return u.globalName ?? u.username;
}

/** A user as the match service records them; `member` (the interaction's or a resolved one) gives their server nickname. */
export function userRef(u: User, locale: string | null, member?: unknown): UserRef {
  return { id: u.id, username: displayName(u, member), locale: locale ? localeOf(locale) : null };
}
