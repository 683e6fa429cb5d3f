import { DESTINATIONS, QUALITIES, SOURCES } from './components.js';
import { DEAD_WIZARDS, TREASURES, WILD_MAGIC, WIZARDS } from './extras.js';
import { ContentPack, type ComponentCard, type DeadWizardCard, type MainCard, type TreasureCard, type WizardCard } from './schema.js';

export * from './schema.js';

/** The validated content pack: parsing throws at import if any card breaks the schema. */
export const CONTENT: ContentPack = ContentPack.parse({
  sources: SOURCES,
  qualities: QUALITIES,
  destinations: DESTINATIONS,
  wild: WILD_MAGIC,
  treasures: TREASURES,
  deadWizards: DEAD_WIZARDS,
  wizards: WIZARDS,
});

const mainById = new Map<string, MainCard>();
for (const c of [...CONTENT.sources, ...CONTENT.qualities, ...CONTENT.destinations, ...CONTENT.wild]) mainById.set(c.id, c);
const treasureById = new Map<string, TreasureCard>(CONTENT.treasures.map((c) => [c.id, c]));
const deadById = new Map<string, DeadWizardCard>(CONTENT.deadWizards.map((c) => [c.id, c]));
const wizardById = new Map<string, WizardCard>(CONTENT.wizards.map((c) => [c.id, c]));

function must<T>(map: Map<string, T>, id: string, what: string): T {
  const v = map.get(id);
  if (!v) throw new RangeError(`unknown ${what} card ${id}`);
  return v;
}

export const mainCard = (id: string): MainCard => must(mainById, id, 'main-deck');
export const isWild = (id: string): boolean => mainCard(id).kind === 'wild';
export const componentCard = (id: string): ComponentCard => {
  const c = mainCard(id);
  if (c.kind === 'wild') throw new RangeError(`${id} is Wild Magic, not a component`);
  return c;
};
export const treasureCard = (id: string): TreasureCard => must(treasureById, id, 'Treasure');
export const deadWizardCard = (id: string): DeadWizardCard => must(deadById, id, 'Dead Wizard');
export const wizardCard = (id: string): WizardCard => must(wizardById, id, 'Wizard');

export const MAIN_DECK_IDS: readonly string[] = [...mainById.keys()];
export const TREASURE_IDS: readonly string[] = CONTENT.treasures.map((c) => c.id);
export const DEAD_WIZARD_IDS: readonly string[] = CONTENT.deadWizards.map((c) => c.id);
export const WIZARD_IDS: readonly string[] = CONTENT.wizards.map((c) => c.id);
