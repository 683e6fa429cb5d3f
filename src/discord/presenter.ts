/**
 * Turns matches, prompts and views into Discord message payloads (Components
 * V2: one container holding text, the board image and buttons). Pure: it
 * takes what to show and returns JSON; the router sends it.
 */
import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  type APIMessageTopLevelComponent,
  type APIButtonComponent,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIContainerComponent,
} from 'discord.js';
import type { Choice, Image, Outcome, Prompt } from '../core/game.js';
import { DIRECTION_ARROWS, directionKey, type SpatialChoices } from '../core/spatial.js';
import type { Locale, StringCatalog, Text } from '../core/text.js';
import type { AnyGame } from '../games/registry.js';
import type { MatchRecord } from '../platform/matches/service.js';
import { claimable, clockLines } from '../platform/clock/display.js';
import { BUTTONS_PER_ROW, layoutChoices, type LayoutCursor } from './choice-layout.js';
import { encodeCustomId, type ComponentKind } from './custom-id.js';
import { joinNames, translate } from './strings.js';
import { botLevelOf } from '../platform/matches/bots.js';

export interface MessagePayload {
  flags: number;
  components: APIMessageTopLevelComponent[];
  files: { attachment: Buffer; name: string }[];
  /** Drop attachments of an edited message that are not re-sent. */
  attachments?: [];
  allowedMentions?: { parse: [] } | { users: string[] };
}

const ACCENT = 0xc9a227;
/** Action rows a panel holds at most (the choice layout plans for this many). */
const MAX_ROWS = 5;
const BUTTON_LABEL = 80;
const OPTION_LABEL = 100;

export const shortId = (matchId: string): string => matchId.slice(0, 8);

export class Presenter {
  constructor(
    private readonly locale: Locale,
    private readonly game: AnyGame,
  ) {}

  tr(text: Text): string {
    return translate(text, this.locale, this.game.strings as StringCatalog);
  }

  /** The public match message: title, status, whose turn, board, last events, buttons. */
  matchMessage(m: MatchRecord, view: unknown, prompts: Prompt[], board: Image | null, events: Text[]): MessagePayload {
    const lines = [`## ${this.tr({ key: 'match.title', vars: { game: this.game.name, short: shortId(m.id) } })}`];
    lines.push(...this.game.status(view as never, { over: m.status !== 'active' }).map((l: Text) => this.tr(l)));
    // How the automated seats play (issue 19).
    if (m.seats.some((s) => s.isBot))
      lines.push(this.tr({ key: 'match.botLevel', vars: { level: this.tr({ key: `bot.level.${botLevelOf(m)}` }) } }));
    if (m.status === 'active') {
      const owing = [...new Set(prompts.map((p) => p.seat))].map((s) => m.seats[s]?.name ?? '?');
      lines.push(this.tr({ key: 'match.turn', vars: { names: joinNames(owing, this.locale) } }));
      // The clock ("Bob — 1 day 4 hours left"), as of this render; a time-out job re-renders at the deadline.
      lines.push(...clockLines(m, Date.now(), this.locale).map((l) => this.tr(l)));
    } else {
      lines.push(this.statusLine(m));
    }
    const eventLines = events.length === 0 ? [this.tr({ key: 'match.noEvents' })] : events.map((e) => `• ${this.tr(e)}`);
    const inner: APIContainerComponent['components'] = [{ type: ComponentType.TextDisplay, content: lines.join('\n') }];
    if (board) inner.push({ type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${board.name}` } }] });
    inner.push({ type: ComponentType.TextDisplay, content: `**${this.tr({ key: 'match.lastEvents' })}**\n${trimLines(eventLines, 1500)}` });
    inner.push(...this.matchButtons(m));
    if (m.status === 'active') inner.push(this.spectatorButtons(m));
    return {
      flags: MessageFlags.IsComponentsV2,
      components: [{ type: ComponentType.Container, accent_color: ACCENT, components: inner }],
      files: board ? [{ attachment: board.png, name: board.name }] : [],
      attachments: [],
      allowedMentions: { parse: [] },
    };
  }

  private statusLine(m: MatchRecord): string {
    if (m.status === 'finished' && m.outcome)
      return this.tr({ key: 'match.finished', vars: { ranking: this.ranking(m, m.outcome as unknown as Outcome) } });
    if (m.status === 'declined') return this.tr({ key: 'match.declinedStatus' });
    if (m.status === 'abandoned') return this.tr({ key: 'match.abandonedStatus' });
    return this.tr({ key: `error.status.${m.status}` });
  }

  ranking(m: MatchRecord, outcome: Outcome): string {
    const places = outcome.ranking.map((seats, i) =>
      this.tr({ key: 'match.place', vars: { place: i + 1, names: seatGroupNames(m, seats, this.locale) } }),
    );
    return `${places.join(' · ')} — ${this.tr(outcomeReason(m, outcome))}`;
  }

  /** The match message's buttons, five to a row. */
  private matchButtons(m: MatchRecord): APIActionRowComponent<APIComponentInMessageActionRow>[] {
    const id = (kind: ComponentKind, token = '') => encodeCustomId({ kind, matchId: m.id, version: m.version, token });
    const buttons: APIButtonComponent[] = [];
    if (m.status === 'active') {
      buttons.push(button(id('turn', 'play'), this.tr({ key: 'match.yourTurn' }), ButtonStyle.Primary));
      buttons.push(button(id('turn', 'hand'), this.tr({ key: 'match.showHand' }), ButtonStyle.Secondary));
    }
    buttons.push(button(id('rul'), this.tr({ key: 'match.rules' }), ButtonStyle.Secondary));
    // While the match runs, Zoom sits with the spectators' buttons.
    if (m.status !== 'active' && this.zoomable(m)) buttons.push(button(id('zm'), this.tr({ key: 'match.zoom' }), ButtonStyle.Secondary));
    if (m.status === 'active') buttons.push(button(id('rsg'), this.tr({ key: 'match.resign' }), ButtonStyle.Danger));
    if (claimable(m)) buttons.push(button(id('clm'), this.tr({ key: 'clock.claimWin' }), ButtonStyle.Success));
    if (m.status === 'finished') buttons.push(button(id('rmt'), this.tr({ key: 'match.rematch' }), ButtonStyle.Primary));
    if (m.status === 'finished') buttons.push(button(id('rpo'), this.tr({ key: 'replay.open' }), ButtonStyle.Secondary));
    const rows: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
    for (let k = 0; k < buttons.length; k += BUTTONS_PER_ROW)
      rows.push({ type: ComponentType.ActionRow, components: buttons.slice(k, k + BUTTONS_PER_ROW) });
    return rows;
  }

  /** While a match runs, for anyone in the server: follow it (mentioned at its end) and replay it (the public view unless seated). */
  private spectatorButtons(m: MatchRecord): APIActionRowComponent<APIComponentInMessageActionRow> {
    const id = (kind: ComponentKind) => encodeCustomId({ kind, matchId: m.id, version: m.version, token: '' });
    return buttonRow(
      button(id('wch'), this.tr({ key: 'watch.button' }), ButtonStyle.Secondary),
      button(id('rpo'), this.tr({ key: 'replay.open' }), ButtonStyle.Secondary),
      ...(this.zoomable(m) ? [button(id('zm'), this.tr({ key: 'match.zoom' }), ButtonStyle.Secondary)] : []),
    );
  }

  private zoomable(m: MatchRecord): boolean {
    return this.game.zoomKind !== undefined && m.state !== null;
  }

  /**
   * A seat's private panel: what is asked, the private notes, the hand image,
   * and the legal choices laid out to fit one message.
   */
  panel(
    m: MatchRecord,
    prompt: Prompt | undefined,
    hand: Image | null,
    notes: string[],
    cursor: LayoutCursor = {},
    idle: Text | null = null,
    spatial: SpatialChoices | null = null,
    suggest = false,
  ): MessagePayload {
    const lines = [`### ${this.tr({ key: 'panel.title', vars: { game: this.game.name } })}`];
    lines.push(...notes);
    const over = m.status !== 'active';
    const shown = prompt ? this.named(prompt, spatial) : undefined;
    const confirming = cursor.confirm !== undefined ? shown?.choices.find((c) => c.id === cursor.confirm && c.warning) : undefined;
    // A match that just ended: its result instead of choices (nothing to refresh).
    lines.push(prompt ? `**${this.tr(prompt.text)}**` : over ? this.statusLine(m) : this.tr(idle ?? { key: 'panel.nothing' }));
    if (spatial && !confirming) lines.push(this.tr({ key: 'picker.hint' }));
    // The choice as the game names it (its button label also carries the warning, said here in full).
    const asked = confirming && prompt?.choices.find((c) => c.id === confirming.id);
    if (confirming && asked)
      lines.push(this.tr({ key: 'picker.confirm', vars: { choice: this.tr(asked.label), warning: this.tr(confirming.warning!) } }));
    const inner: APIContainerComponent['components'] = [{ type: ComponentType.TextDisplay, content: trimLines(lines, 3500) }];
    if (hand) inner.push({ type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${hand.name}` } }] });
    if (confirming) inner.push(this.confirmRow(m, confirming));
    else if (shown) {
      const rows = this.choiceRows(m, shown, cursor);
      inner.push(...rows);
      // Practice help (unrated matches only: the caller decides), when a row is left for it.
      if (suggest && rows.length < MAX_ROWS)
        inner.push(
          buttonRow(
            button(
              encodeCustomId({ kind: 'sug', matchId: m.id, version: m.version, token: '' }),
              this.tr({ key: 'suggest.button' }),
              ButtonStyle.Secondary,
            ),
          ),
        );
    } else if (!over)
      inner.push(
        buttonRow(
          button(
            encodeCustomId({ kind: 'turn', matchId: m.id, version: m.version, token: 'play' }),
            this.tr({ key: 'panel.refresh' }),
            ButtonStyle.Secondary,
          ),
        ),
      );
    return {
      flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
      components: [{ type: ComponentType.Container, accent_color: ACCENT, components: inner }],
      files: hand ? [{ attachment: hand.png, name: hand.name }] : [],
      attachments: [],
    };
  }

  /**
   * The prompt as the panel names its choices: hexes by their picture's
   * label ("B · Creation") in reading order, directions by arrow and word,
   * a choice that would be wasted with its warning.
   */
  private named(prompt: Prompt, spatial: SpatialChoices | null): Prompt {
    const choices = (spatial?.choices ?? prompt.choices).map((c): Choice => {
      const mark = spatial?.labels.get(c.id);
      let label = this.tr(c.label);
      if (c.direction !== undefined)
        label = [`${DIRECTION_ARROWS[c.direction]} ${this.tr({ key: directionKey(c.direction) })}`, label].filter(Boolean).join(' · ');
      if (mark !== undefined) label = [mark, label].filter(Boolean).join(' · ');
      if (c.warning) label = `${label} · ⚠ ${this.tr(c.warning)}`;
      // Labelled hexes read in one list: the picture replaces the rows they were grouped by.
      const { group: _rows, ...rest } = c;
      return mark !== undefined ? { ...rest, label } : { ...c, label };
    });
    return { ...prompt, choices };
  }

  /** Play a choice that would be wasted anyway, or go back to the choices. */
  private confirmRow(m: MatchRecord, choice: Choice): APIActionRowComponent<APIComponentInMessageActionRow> {
    const id = (kind: ComponentKind, token: string) => encodeCustomId({ kind, matchId: m.id, version: m.version, token });
    return buttonRow(
      button(id('cfm', choice.id), this.tr({ key: 'picker.anyway' }), ButtonStyle.Danger),
      button(id('pg', 'a.0'), this.tr({ key: 'panel.back' }), ButtonStyle.Secondary),
    );
  }

  private choiceRows(m: MatchRecord, prompt: Prompt, cursor: LayoutCursor): APIActionRowComponent<APIComponentInMessageActionRow>[] {
    const id = (kind: ComponentKind, token: string) => encodeCustomId({ kind, matchId: m.id, version: m.version, token });
    const layout = layoutChoices(prompt, cursor);
    const rows: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
    const nav: APIButtonComponent[] = [];
    const groupToken = cursor.group === undefined ? 'a' : String(cursor.group);
    if (layout.kind === 'menus') {
      for (const menu of layout.menus) {
        const options = menu.choices.map((c) => ({
          value: c.id,
          label: this.tr(c.label),
          ...(c.description ? { description: this.tr(c.description) } : {}),
        }));
        rows.push(this.select(id('sel', `m${menu.index}`), options, `${this.tr(menu.label)} (${menu.choices.length})`));
      }
      for (let i = 0; i < layout.buttons.length; i += BUTTONS_PER_ROW) {
        rows.push({
          type: ComponentType.ActionRow,
          components: layout.buttons.slice(i, i + BUTTONS_PER_ROW).map((c) => button(id('ch', c.id), this.tr(c.label), styleOf(c.style))),
        });
      }
      return rows;
    }
    if (layout.kind === 'buttons') {
      const buttons = layout.choices.map((c) => button(id('ch', c.id), this.tr(c.label), styleOf(c.style)));
      for (let i = 0; i < buttons.length; i += 5) rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
    } else if (layout.kind === 'groups') {
      rows.push(
        this.select(
          id('grp', String(layout.page)),
          layout.groups.map((g) => ({ value: String(g.index), label: `${this.tr(g.label)} (${g.count})` })),
        ),
      );
      if (layout.pages > 1) nav.push(...this.pageButtons(id, 'g', layout.page, layout.pages));
    } else {
      rows.push(
        this.select(
          id('sel', `${groupToken}.${layout.page}`),
          layout.choices.map((c) => ({
            value: c.id,
            label: this.tr(c.label),
            ...(c.description ? { description: this.tr(c.description) } : {}),
          })),
        ),
      );
      if (layout.pages > 1) nav.push(...this.pageButtons(id, groupToken, layout.page, layout.pages));
    }
    if (layout.kind !== 'groups' && layout.back) nav.push(button(id('pg', 'g.0'), this.tr({ key: 'panel.back' }), ButtonStyle.Secondary));
    if (layout.extra?.length)
      rows.push({
        type: ComponentType.ActionRow,
        components: layout.extra.map((c) => button(id('ch', c.id), this.tr(c.label), styleOf(c.style))),
      });
    if (nav.length > 0) rows.push({ type: ComponentType.ActionRow, components: nav });
    return rows;
  }

  private pageButtons(
    id: (kind: ComponentKind, token: string) => string,
    group: string,
    page: number,
    pages: number,
  ): APIButtonComponent[] {
    const out: APIButtonComponent[] = [];
    if (page > 0) out.push(button(id('pg', `${group}.${page - 1}`), this.tr({ key: 'panel.prev' }), ButtonStyle.Secondary));
    out.push({
      ...button(id('pg', `${group}.${page}.x`), this.tr({ key: 'panel.page', vars: { page: page + 1, pages } }), ButtonStyle.Secondary),
      disabled: true,
    });
    if (page < pages - 1) out.push(button(id('pg', `${group}.${page + 1}`), this.tr({ key: 'panel.next' }), ButtonStyle.Secondary));
    return out;
  }

  private select(
    customId: string,
    options: { value: string; label: string; description?: string }[],
    placeholder?: string,
  ): APIActionRowComponent<APIComponentInMessageActionRow> {
    return {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: customId,
          placeholder: clip(placeholder ?? this.tr({ key: 'panel.choose' }), 150),
          options: options.map((o) => ({
            value: o.value,
            label: clip(o.label, OPTION_LABEL),
            ...(o.description ? { description: clip(o.description, OPTION_LABEL) } : {}),
          })),
        },
      ],
    };
  }

  /** The board's action up close (the public view: anyone may ask), with what it shows. */
  zoom(m: MatchRecord, image: Image): MessagePayload {
    const caption = this.tr({ key: 'match.zoomCaption', vars: { game: this.game.name, short: shortId(m.id) } });
    return {
      flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
      components: [
        {
          type: ComponentType.Container,
          accent_color: ACCENT,
          components: [
            { type: ComponentType.TextDisplay, content: caption },
            { type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${image.name}` } }] },
          ],
        },
      ],
      files: [{ attachment: image.png, name: image.name }],
    };
  }

  /** A plain ephemeral notice (errors, refusals). */
  notice(text: string): MessagePayload {
    return {
      flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
      components: [{ type: ComponentType.TextDisplay, content: clip(text, 3900) }],
      files: [],
    };
  }
}

/** One row of buttons. */
function buttonRow(...buttons: APIButtonComponent[]): APIActionRowComponent<APIComponentInMessageActionRow> {
  return { type: ComponentType.ActionRow, components: buttons };
}

function button(
  customId: string,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger,
): APIButtonComponent {
  return { type: ComponentType.Button, custom_id: customId, label: clip(label, BUTTON_LABEL), style };
}

function styleOf(style: Prompt['choices'][number]['style']) {
  switch (style) {
    case 'primary':
      return ButtonStyle.Primary;
    case 'success':
      return ButtonStyle.Success;
    case 'danger':
      return ButtonStyle.Danger;
    default:
      return ButtonStyle.Secondary;
  }
}

/** A match thread's name: the game and who plays (teams as "A & B vs C & D"); from the second match of the same table on, its number. */
export function threadName(m: MatchRecord, gameName: string, before: number, locale: Locale): string {
  const teams = new Map<string, string[]>();
  for (const s of m.seats) {
    const key = s.team !== null ? `t${s.team}` : `s${s.seat}`;
    teams.set(key, [...(teams.get(key) ?? []), s.name]);
  }
  const names = [...teams.values()].map((n) => n.join(' & ')).join(translate({ key: 'challenge.versus' }, locale));
  if (before === 0) return translate({ key: 'challenge.threadName', vars: { game: gameName, names } }, locale);
  return translate({ key: 'challenge.threadNameAgain', vars: { game: gameName, names, n: before + 1 } }, locale);
}

/** Seats as players name them: teammates joined with " & " ("Alice & Bot 1"), others listed ("Alice and Bruno"). */
export function seatGroupNames(m: MatchRecord, seats: number[], locale: Locale): string {
  const groups = new Map<string, string[]>();
  for (const seat of seats) {
    const row = m.seats[seat];
    const key = row?.team !== null && row?.team !== undefined ? `t${row.team}` : `s${seat}`;
    groups.set(key, [...(groups.get(key) ?? []), row?.name ?? '?']);
  }
  return joinNames(
    [...groups.values()].map((names) => names.join(' & ')),
    locale,
  );
}

/** The outcome's reason; reasons stored before names were recorded name the seat ({seat}), which gets its player's name. */
export function outcomeReason(m: MatchRecord, outcome: Outcome): Text {
  const r = outcome.reason;
  if (typeof r === 'string' || r.vars?.name !== undefined || typeof r.vars?.seat !== 'number') return r;
  return { key: r.key, vars: { ...r.vars, name: m.seats[r.vars.seat]?.name ?? '?' } };
}

export function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

/** Keeps the last lines that fit in `max` characters. */
function trimLines(lines: string[], max: number): string {
  const out: string[] = [];
  let size = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    size += lines[i]!.length + 1;
    if (size > max) break;
    out.unshift(lines[i]!);
  }
  return out.join('\n');
}
