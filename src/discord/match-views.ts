/**
 * What a match looks like to the public and to one seat: views from the
 * engine, images through the render cache, payloads from the presenter.
 */
import { canonicalJson, type Image, type Json, type Prompt, type Seat } from '../core/game.js';
import { isSpatial, labelSpatialChoices, type HexMark } from '../core/spatial.js';
import type { Locale, Text } from '../core/text.js';
import type { AnyGame } from '../games/registry.js';
import type { RenderCache } from '../platform/render-cache.js';
import type { MatchRecord, MatchService } from '../platform/matches/service.js';
import type { LayoutCursor } from './choice-layout.js';
import { Presenter, type MessagePayload } from './presenter.js';

export const RECENT_EVENTS = 8;

export class MatchViews {
  constructor(
    private readonly service: MatchService,
    private readonly renders: RenderCache,
  ) {}

  presenter(m: MatchRecord, locale: Locale): Presenter {
    return new Presenter(locale, this.service.engine(m.game));
  }

  prompts(m: MatchRecord): Prompt[] {
    if (m.status !== 'active') return [];
    return this.service.engine(m.game).prompts(this.service.stateOf(m));
  }

  /**
   * What the match message shows, as one comparable string (status, public
   * view, who is owed a move): when a move leaves it unchanged — a secret
   * draft in a simultaneous phase — the message need not be edited.
   */
  publicFace(m: MatchRecord): string {
    const engine = this.service.engine(m.game);
    const view = m.state && m.status === 'active' ? engine.view(m.state, 'public') : null;
    return canonicalJson({ status: m.status, view, owing: [...new Set(this.prompts(m).map((p) => p.seat))] } as Json);
  }

  async publicMessage(m: MatchRecord, locale: Locale): Promise<MessagePayload> {
    const engine = this.service.engine(m.game);
    const view = m.state ? engine.view(m.state, 'public') : null;
    const over = m.status !== 'active';
    const board = view ? await this.image(engine, m, view, 'public', 'board', locale, over) : null;
    const events = await this.lastEvents(m, engine);
    return this.presenter(m, locale).matchMessage(m, view, this.prompts(m), board, events);
  }

  /** The last public events, leaving out lines a later one retells (each step of a card once, in its summary). */
  private async lastEvents(m: MatchRecord, engine: AnyGame): Promise<Text[]> {
    if (!engine.retold) return this.service.recentEvents(m.id, RECENT_EVENTS);
    const recent = await this.service.recentEvents(m.id, RECENT_EVENTS * 4);
    const retold = engine.retold(recent);
    return recent.filter((_, k) => !retold[k]).slice(-RECENT_EVENTS);
  }

  /** The seat's panel; `notes` are lines shown above the prompt (private events, refusals). */
  async panel(m: MatchRecord, seat: Seat, locale: Locale, notes: string[] = [], cursor: LayoutCursor = {}): Promise<MessagePayload> {
    const engine = this.service.engine(m.game);
    const view = m.state ? engine.view(m.state, seat) : null;
    const prompt = this.prompts(m).find((p) => p.seat === seat);
    const spatial = prompt && isSpatial(prompt) ? labelSpatialChoices(prompt) : null;
    // A spatial choice shows the board with its hexes labelled instead of the hand.
    const picture = !view
      ? null
      : spatial
        ? await this.image(engine, m, view, String(seat), 'board', locale, false, spatial.marks)
        : await this.image(engine, m, view, String(seat), 'hand', locale);
    const idle = view && !prompt && m.status === 'active' ? (engine.idle?.(view) ?? null) : null;
    const suggest = !!prompt && !!engine.bot && m.status === 'active' && (await this.service.practice(m));
    return this.presenter(m, locale).panel(m, prompt, picture, notes, cursor, idle, spatial, suggest);
  }

  /** The board's action up close, from the public view (null when the game has no zoom). */
  async zoom(m: MatchRecord, locale: Locale): Promise<MessagePayload | null> {
    const engine = this.service.engine(m.game);
    if (!engine.zoomKind || !m.state) return null;
    const image = await this.image(engine, m, engine.view(m.state, 'public'), 'public', engine.zoomKind, locale);
    return image ? this.presenter(m, locale).zoom(m, image) : null;
  }

  private image(
    engine: AnyGame,
    m: MatchRecord,
    view: unknown,
    viewer: string,
    kind: string,
    locale: Locale,
    over = false,
    marks: HexMark[] = [],
  ): Promise<Image | null> {
    const marked = marks.length > 0 ? `+${marks.map((x) => `${x.label}=${x.hex}`).join(';')}` : '';
    const key = {
      matchId: m.id,
      version: m.version,
      viewer,
      kind: `${kind}${marked}@${locale}${over ? '#over' : ''}`,
      picture: `${m.game}:${kind}`,
    };
    return this.renders.get(key, () =>
      this.service.renders.render(engine, view, { kind, locale, ...(over ? { over } : {}), ...(marks.length > 0 ? { marks } : {}) }),
    );
  }
}
