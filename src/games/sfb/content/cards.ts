import type { CardInput, Effect } from './schema.js';

/** Our own action cards: six per champion, interpreted by the effect language in rules/. */

type EffIn = { op: Effect['op']; n?: number; who?: Effect['who']; if?: Effect['if'] };
const eff = (op: Effect['op'], n = 1, who: Effect['who'] = 'target', cond?: Effect['if']): EffIn =>
  cond ? { op, n, who, if: cond } : { op, n, who };
const self = (op: Effect['op'], n = 1, cond?: Effect['if']): EffIn => eff(op, n, 'self', cond);
const melee = { kind: 'melee' as const };
const ind = (min: number, max: number) => ({ kind: 'indirect' as const, min, max });
const dir = (min: number, max: number) => ({ kind: 'direct' as const, min, max });
const aoe = (...p: [number, number][]) => ({ kind: 'aoe' as const, pattern: p.map(([q, r]) => ({ q, r })) });
/** The three hexes in front of the attacker. */
const ARC = aoe([0, 1], [1, 0], [1, -1]);
/** All six neighbours. */
const RING = aoe([1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]);
const LINE = aoe([1, 0], [2, 0]);
const BLAST = aoe([2, 0], [3, 0], [3, -1]);

type C = Omit<CardInput, 'id' | 'champion' | 'name' | 'type' | 'essence'>;
const card = (id: string, en: string, fr: string, type: CardInput['type'], essence: CardInput['essence'], rest: C): CardInput => ({
  id,
  champion: id.slice(0, 3),
  name: { en, fr },
  type,
  essence,
  ...rest,
});

export const CARDS_DATA: CardInput[] = [
  // Kilgore — a brute who shoves people around.
  card('kil1', 'Crushing Blow', 'Coup écrasant', 'attack', 'D', { move: 2, targeting: melee, strength: 4, post: [eff('push', 2)] }),
  card('kil2', 'Frenzy', 'Frénésie', 'attack', 'D', { move: 1, targeting: melee, strength: 2, doubled: true }),
  card('kil3', 'Headlong Charge', 'Charge tête baissée', 'attack', 'M', { targeting: melee, strength: 2, pre: [self('dash', 3)] }),
  card('kil4', 'War Cry', 'Cri de guerre', 'skill', 'C', { move: 1, targeting: ind(1, 2), effects: [eff('fear', 2)] }),
  card('kil5', 'Iron Hide', 'Peau de fer', 'reaction', 'C', { defense: 2 }),
  card('kil6', 'Grudge', 'Rancune', 'reaction', 'M', { defense: 0, post: [eff('damage', 1, 'attacker')] }),
  // Gwaien — fire mage.
  card('gwa1', 'Fireball', 'Boule de feu', 'attack', 'D', { move: 1, targeting: ind(2, 3), strength: 4 }),
  card('gwa2', 'Firestorm', 'Tempête de flammes', 'attack', 'D', { targeting: BLAST, strength: 3 }),
  card('gwa3', 'Arcane Bolt', 'Trait arcanique', 'attack', 'M', {
    move: 2,
    targeting: dir(1, 3),
    strength: 2,
    bonus: { n: 2, if: { bloodied: 'target' } },
  }),
  card('gwa4', 'Blink', 'Clignement', 'skill', 'M', { effects: [self('place', 3), self('draw', 1)] }),
  card('gwa5', 'Flame Wave', 'Vague de flammes', 'attack', 'C', { move: 1, targeting: LINE, strength: 3, post: [eff('push', 1)] }),
  card('gwa6', 'Mirror Ward', 'Garde miroir', 'reaction', 'C', { defense: 1, post: [self('transfer', 2)] }),
  // Mariusz — a vampire lord.
  card('mar1', 'Blood Kiss', 'Baiser de sang', 'attack', 'D', { move: 2, targeting: melee, strength: 3, lifeDrain: true }),
  card('mar2', 'Night Swoop', 'Piqué nocturne', 'attack', 'M', { targeting: melee, strength: 2, pre: [self('dive', 3)] }),
  card('mar3', 'Hypnotic Gaze', 'Regard hypnotique', 'skill', 'M', {
    move: 1,
    targeting: dir(1, 3),
    effects: [eff('pull', 2), eff('damage', 1)],
  }),
  card('mar4', 'Bat Swarm', 'Nuée de chauves-souris', 'attack', 'D', { move: 1, targeting: ARC, strength: 2, lifeDrain: true }),
  card('mar5', 'Mist Form', 'Forme de brume', 'reaction', 'C', { defense: 2, post: [self('place', 2)] }),
  card('mar6', 'Feast', 'Festin', 'skill', 'C', { move: 2, effects: [self('heal', 1), self('heal', 2, { bloodied: 'self' })] }),
  // Akhet — desert archer.
  card('akh1', 'Sun Arrow', 'Flèche solaire', 'attack', 'D', { move: 1, targeting: dir(2, 4), strength: 4 }),
  card('akh2', 'Venom Shot', 'Tir venimeux', 'attack', 'D', { move: 1, targeting: ind(2, 3), strength: 2, poison: 1 }),
  card('akh3', 'Parting Volley', 'Volée de repli', 'attack', 'M', { targeting: ind(1, 4), strength: 2, post: [eff('retreat', 2)] }),
  card('akh4', 'Scarab Snare', 'Piège de scarabées', 'skill', 'M', {
    move: 1,
    targeting: ind(1, 3),
    effects: [eff('root'), eff('damage', 1)],
  }),
  card('akh5', 'Desert Wind', 'Vent du désert', 'skill', 'C', { move: 3, effects: [self('plan', 2), self('draw', 1)] }),
  card('akh6', 'Sidestep', 'Pas de côté', 'reaction', 'C', { defense: 1, post: [self('dash', 2)] }),
  // Sulka — a beast of the steppes.
  card('sul1', 'Pounce', 'Bond', 'attack', 'D', { targeting: melee, strength: 3, pre: [self('jump', 3)] }),
  card('sul2', 'Maul', 'Mutiler', 'attack', 'D', { move: 2, targeting: melee, strength: 4, bonus: { n: 1, if: { bloodied: 'target' } } }),
  card('sul3', 'Howl', 'Hurlement', 'skill', 'M', { targeting: RING, effects: [eff('fear', 2)] }),
  card('sul4', 'Prowl', 'Rôder', 'skill', 'M', { targeting: ind(1, 4), effects: [eff('approach', 3), self('heal', 1)] }),
  card('sul5', 'Thick Fur', 'Fourrure épaisse', 'reaction', 'C', { defense: 1, post: [eff('push', 1, 'attacker')] }),
  card('sul6', 'Feral Leap', 'Saut sauvage', 'attack', 'C', { move: 1, targeting: melee, strength: 3, post: [self('jump', 2)] }),
  // Dugrun — a dwarf who does not move.
  card('dug1', 'Hammer Quake', 'Marteau sismique', 'attack', 'D', { move: 1, targeting: ARC, strength: 2, post: [eff('root')] }),
  card('dug2', 'Shield Bash', 'Coup de bouclier', 'attack', 'M', {
    move: 2,
    targeting: melee,
    strength: 2,
    defense: 1,
    post: [eff('push', 1)],
  }),
  card('dug3', 'Anchor Chain', "Chaîne d'ancrage", 'attack', 'M', { move: 1, targeting: dir(1, 3), strength: 2, post: [eff('pull', 2)] }),
  card('dug4', 'Stand Firm', 'Inébranlable', 'reaction', 'C', { defense: 3 }),
  card('dug5', 'Ale Break', 'Pause bière', 'skill', 'C', { move: 1, effects: [self('heal', 2), self('draw', 1)] }),
  card('dug6', 'Rune Ward', 'Rune de garde', 'reaction', 'D', { defense: 1, post: [eff('root', 1, 'attacker')] }),
  // Ko'lel — a trickster.
  card('kol1', 'Swap Hex', "Maléfice d'échange", 'skill', 'M', {
    move: 1,
    targeting: ind(1, 3),
    targets: 'any',
    effects: [eff('transfer', 2)],
  }),
  card('kol2', 'Trickster Knife', 'Couteau du farceur', 'attack', 'D', {
    move: 2,
    targeting: melee,
    strength: 3,
    post: [self('place', 2)],
  }),
  card('kol3', 'Puppet Strings', 'Fils de marionnette', 'attack', 'M', {
    move: 1,
    targeting: ind(1, 3),
    strength: 2,
    post: [eff('transfer', 2)],
  }),
  card('kol4', 'Smoke Bomb', 'Bombe fumigène', 'reaction', 'M', { defense: 2, post: [self('place', 3)] }),
  card('kol5', 'Hex Bolt', 'Trait maléfique', 'attack', 'C', { move: 1, targeting: dir(1, 3), strength: 3 }),
  card('kol6', 'Jinx', 'Sortilège', 'attack', 'C', { move: 1, targeting: ind(2, 3), strength: 2, post: [eff('stun')] }),
  // Deryn — a healer of Ragryl.
  card('der1', 'Soothing Light', 'Lumière apaisante', 'skill', 'C', {
    move: 2,
    targeting: ind(1, 3),
    targets: 'ally',
    effects: [eff('heal', 3)],
  }),
  card('der2', 'Blessing', 'Bénédiction', 'skill', 'C', { move: 1, effects: [self('heal', 2), self('draw', 1)] }),
  card('der3', 'Smite', 'Châtiment', 'attack', 'D', {
    move: 2,
    targeting: melee,
    strength: 3,
    bonus: { n: 1, if: { controls: 'creation' } },
  }),
  card('der4', 'Radiant Burst', 'Éclat radieux', 'attack', 'D', { move: 1, targeting: RING, strength: 2, post: [self('heal', 1)] }),
  card('der5', 'Guardian Prayer', 'Prière du gardien', 'reaction', 'M', { defense: 2, post: [self('heal', 1)] }),
  card('der6', 'Foresight', 'Prévoyance', 'skill', 'M', { move: 2, effects: [self('plan', 2), self('heal', 1)] }),
  // Gold'arr — a reckless corsair.
  card('gol1', 'Rushing Slash', 'Taillade fulgurante', 'attack', 'D', { targeting: melee, strength: 2, pre: [self('dash', 2)] }),
  card('gol2', 'Cannon Shot', 'Coup de canon', 'attack', 'D', { move: 1, targeting: dir(2, 4), strength: 2, post: [eff('push', 1)] }),
  card('gol3', 'Boarding Hook', "Grappin d'abordage", 'attack', 'M', {
    move: 1,
    targeting: dir(1, 3),
    strength: 2,
    post: [eff('pull', 3)],
  }),
  card('gol4', 'Plunder', 'Pillage', 'skill', 'M', { move: 2, effects: [self('draw', 2)] }),
  card('gol5', 'Parry', 'Parade', 'reaction', 'C', { defense: 2, post: [eff('damage', 1, 'attacker')] }),
  card('gol6', 'Sea Legs', 'Pied marin', 'skill', 'C', { move: 1, effects: [self('dash', 2), self('heal', 1)] }),
  // Korvash — a dread warlord.
  card('kor1', 'Dread Axe', "Hache d'effroi", 'attack', 'D', { move: 1, targeting: melee, strength: 3, post: [eff('fear', 2)] }),
  card('kor2', 'Chain Whip', 'Fouet à chaînes', 'attack', 'M', { move: 1, targeting: dir(1, 2), strength: 2, post: [eff('pull', 1)] }),
  card('kor3', 'Cleaving Sweep', 'Balayage tranchant', 'attack', 'D', { move: 1, targeting: LINE, strength: 3 }),
  card('kor4', "Warlord's Command", 'Ordre du seigneur', 'skill', 'M', { move: 1, effects: [eff('transfer', 2, 'ally'), self('draw', 1)] }),
  card('kor5', 'Bloodlust', 'Soif de sang', 'skill', 'C', { move: 2, effects: [self('heal', 2, { bloodied: 'self' }), self('draw', 1)] }),
  card('kor6', 'Spiked Armor', 'Armure à pointes', 'reaction', 'C', { defense: 1, post: [eff('damage', 1, 'attacker')] }),
  // Rath — an assassin.
  card('rat1', 'Backstab', 'Coup dans le dos', 'attack', 'D', {
    move: 2,
    targeting: melee,
    strength: 4,
    bonus: { n: 2, if: { bloodied: 'target' } },
  }),
  card('rat2', 'Shadow Dive', "Plongeon d'ombre", 'attack', 'M', { targeting: melee, strength: 3, poison: 1, pre: [self('dive', 3)] }),
  card('rat3', 'Poison Dart', 'Fléchette empoisonnée', 'attack', 'D', { move: 1, targeting: ind(1, 3), strength: 2, poison: 2 }),
  card('rat4', 'Vanish', 'Disparition', 'reaction', 'M', { defense: 1, post: [self('place', 3)] }),
  card('rat5', 'Caltrops', 'Chausse-trapes', 'skill', 'C', { move: 2, targeting: ind(1, 2), effects: [eff('root'), eff('damage', 2)] }),
  card('rat6', 'Shadowstep', "Pas de l'ombre", 'skill', 'C', { effects: [self('jump', 3), self('draw', 1)] }),
  // Tzu Xiao — a wandering monk.
  card('tzu1', 'Challenge', 'Défi', 'attack', 'M', { move: 1, targeting: dir(1, 2), strength: 4 }),
  card('tzu2', 'Sweeping Kicks', 'Balayage', 'skill', 'D', { move: 2, targeting: ARC, effects: [eff('damage', 2)] }),
  card('tzu3', 'Palm Strike', 'Frappe de paume', 'attack', 'D', { move: 1, targeting: melee, strength: 3, post: [eff('push', 2)] }),
  card('tzu4', 'Flowing Step', 'Pas fluide', 'reaction', 'C', { defense: 2, post: [self('dash', 2)] }),
  card('tzu5', 'Meditation', 'Méditation', 'skill', 'C', { move: 1, effects: [self('heal', 2), self('plan', 1)] }),
  card('tzu6', 'Thousand Palms', 'Mille paumes', 'attack', 'M', {
    move: 1,
    targeting: melee,
    strength: 2,
    doubled: true,
    bonus: { n: 1, if: { controls: 'manipulation' } },
  }),
];
