/** Wild Magic, Treasures (17 abilities: passive, triggered, one-shot), Dead Wizard cards and Wizards: our own names and bonuses. */

/** Four plain Wild Magic cards and four Wild Surges that chain (ESW-FX-13). */
export const WILD_MAGIC = Array.from({ length: 8 }, (_, i) =>
  i < 4
    ? { id: `w${i + 1}`, name: 'Wild Magic', kind: 'wild' as const, chain: 0 }
    : { id: `w${i + 1}`, name: 'Wild Surge', kind: 'wild' as const, chain: 2 },
);

export const TREASURES = [
  { id: 't01', name: 'Owl-Feather Quill', ability: { k: 'onGainDraw', count: 2 } },
  { id: 't02', name: 'Crystal Monocle', ability: { k: 'countsAs', glyph: 'arcane' } },
  { id: 't03', name: 'Salamander Socks', ability: { k: 'countsAs', glyph: 'elemental' } },
  { id: 't04', name: "Trickster's Top Hat", ability: { k: 'countsAs', glyph: 'illusion' } },
  { id: 't05', name: 'Antler Crown', ability: { k: 'countsAs', glyph: 'primal' } },
  { id: 't06', name: 'Runed Knuckles', ability: { k: 'extraDie', glyph: 'arcane' } },
  { id: 't07', name: 'Skull Goblet', ability: { k: 'extraDie', glyph: 'dark' } },
  { id: 't08', name: 'Storm in a Jar', ability: { k: 'extraDie', glyph: 'elemental' } },
  { id: 't09', name: 'Loaded Dice Pouch', ability: { k: 'minDice', dice: 2 } },
  { id: 't10', name: 'Wolf-Tooth Necklace', ability: { k: 'extraDie', glyph: 'primal' } },
  { id: 't11', name: 'Lucky Rabbit Skull', ability: { k: 'rerollOnes' } },
  { id: 't12', name: 'Second-Chance Spoon', ability: { k: 'lastStand' } },
  { id: 't13', name: 'Oven Mitts of Warding', ability: { k: 'backlashWard', amount: 1 } },
  { id: 't14', name: 'Grinning Abacus', ability: { k: 'afterRoll', atLeast: 7, damage: 2 } },
  { id: 't15', name: 'Bottomless Satchel', ability: { k: 'handSize', amount: 1 } },
  { id: 't16', name: 'Fizzing Gift Box', ability: { k: 'fuse', damage: 4 } },
  { id: 't17', name: 'Sparkplug Knuckles', ability: { k: 'empower', glyph: 'illusion' } },
  { id: 't18', name: 'Pot-Lid Shield', ability: { k: 'ward', amount: 1 } },
  { id: 't19', name: 'Vampire Dentures', ability: { k: 'vampire', amount: 3 } },
  { id: 't20', name: 'Porcupine Poncho', ability: { k: 'thorns', damage: 1 } },
  { id: 't21', name: 'Bounty Ledger', ability: { k: 'bounty' } },
  { id: 't22', name: 'Healing Hamster', ability: { k: 'regen', amount: 1 } },
  { id: 't23', name: 'Mug of Ever-Ale', ability: { k: 'regen', amount: 1 } },
  { id: 't24', name: 'Phoenix-Feather Boa', ability: { k: 'regen', amount: 2 } },
  { id: 't25', name: 'Troll-Snot Tonic', ability: { k: 'tonic', amount: 5 } },
] as const;

export const DEAD_WIZARDS = [
  { id: 'x01', name: 'Haunted Grudge', life: 2, treasures: 0 },
  { id: 'x02', name: 'Spiteful Ghost', life: 0, treasures: 0, haunt: { who: 'left', life: 2 } },
  { id: 'x03', name: 'Rattling Bones', life: 3, treasures: 0 },
  { id: 'x04', name: 'Ectoplasmic Sneeze', life: 1, treasures: 0, haunt: { who: 'eachFoe', life: 1 } },
  { id: 'x05', name: 'Posthumous Tip', life: 0, treasures: 1 },
  { id: 'x06', name: 'Grave Goods', life: 0, treasures: 0, steal: true },
  { id: 'x07', name: 'Second Wind', life: 4, treasures: 0 },
  { id: 'x08', name: 'Vengeful Wail', life: 0, treasures: 0, haunt: { who: 'strongest', life: 3 } },
  { id: 'x09', name: 'Wisp of Regret', life: 1, treasures: 0, draw: 1 },
  { id: 'x10', name: 'Zombie Pep Talk', life: 3, treasures: 0 },
  { id: 'x11', name: 'Will Reading', life: 1, treasures: 0, steal: true },
  { id: 'x12', name: 'Unfinished Business', life: 0, treasures: 0, draw: 2 },
  { id: 'x13', name: 'Skeleton Stretches', life: 2, treasures: 0 },
  { id: 'x14', name: 'Afterlife Loan', life: 0, treasures: 1, haunt: { who: 'right', life: 1 } },
  { id: 'x15', name: 'Séance Snack', life: 3, treasures: 0 },
  { id: 'x16', name: 'Ghostly Grin', life: 0, treasures: 0, haunt: { who: 'right', life: 2 } },
  { id: 'x17', name: 'Cursed Inheritance', life: 1, treasures: 1 },
  { id: 'x18', name: 'Tombstone Polish', life: 2, treasures: 0, draw: 1 },
  { id: 'x19', name: 'Ancestral Nudge', life: 2, treasures: 0, haunt: { who: 'left', life: 1 } },
  { id: 'x20', name: 'Phantom Limb', life: 0, treasures: 0, haunt: { who: 'eachFoe', life: 1 } },
  { id: 'x21', name: 'Return Ticket', life: 4, treasures: 0 },
  { id: 'x22', name: 'Bitter Memory', life: 1, treasures: 0, haunt: { who: 'strongest', life: 2 } },
  { id: 'x23', name: 'Reaper Receipt', life: 2, treasures: 1 },
  { id: 'x24', name: 'Shroud Sale', life: 0, treasures: 0, steal: true },
  { id: 'x25', name: 'Undying Dread', life: 5, treasures: 0 },
] as const;

export const WIZARDS = [
  { id: 'z1', name: 'Krazzak the Unhinged' },
  { id: 'z2', name: 'Tabitha Twitchwand' },
  { id: 'z3', name: 'Sir Fumblesworth' },
  { id: 'z4', name: 'Grizelda Gutspell' },
  { id: 'z5', name: 'Mortimer Moonbottom' },
  { id: 'z6', name: 'Zed the Zapped' },
  { id: 'z7', name: 'Pustula Prime' },
  { id: 'z8', name: 'Wobbles McGee' },
] as const;
