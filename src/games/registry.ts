import type { GameModule } from '../core/game.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameModule<any, any>;

/** The games a bot serves, by id. Tests build registries with their own fixtures. */
export class GameRegistry {
  private readonly byId = new Map<string, AnyGame>();

  constructor(modules: AnyGame[]) {
    for (const m of modules) {
      if (this.byId.has(m.id)) throw new Error(`duplicate game id ${m.id}`);
      this.byId.set(m.id, m);
    }
  }

  get(id: string): AnyGame | undefined {
    return this.byId.get(id);
  }

  all(): AnyGame[] {
    return [...this.byId.values()];
  }
}
