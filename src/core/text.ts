/**
 * Text an engine hands to the interface: either a key in the game's string
 * catalog (with variables) or a literal (names from content data). The
 * Discord layer resolves keys in the player's locale.
 *
 * Catalog templates use a small subset of ICU MessageFormat, so a game's
 * strings can say "1 token" / "2 tokens" and "d’Akhet" / "de Bruno":
 *  - `{name}`: the variable as is;
 *  - `{n, plural, one {# token} other {# tokens}}`: the branch the locale's
 *    plural rules (Intl.PluralRules) pick for n (`=0 {…}` exact matches come
 *    first); `#` is n, and branches may hold other placeholders;
 *  - `{name, elide, de}`: the French word before the variable, elided before
 *    a vowel or a mute h ("d’Akhet", "de Bruno"; also le, la, que, je, ne, se…).
 */
export type TextVars = Record<string, string | number>;
export type Text = string | { key: string; vars?: TextVars };

export const t = (key: string, vars?: TextVars): Text => (vars ? { key, vars } : { key });

export type Locale = 'en' | 'fr';

/** A game's own strings, merged into the interface catalog under its id. */
export type StringCatalog = Record<Locale, Record<string, string>>;

/** Words that lose their vowel before a vowel sound, with their elided form. */
const ELISIONS: Record<string, string> = {
  de: 'd’',
  le: 'l’',
  la: 'l’',
  que: 'qu’',
  je: 'j’',
  ne: 'n’',
  se: 's’',
  me: 'm’',
  te: 't’',
  jusque: 'jusqu’',
  lorsque: 'lorsqu’',
  puisque: 'puisqu’',
};

/** Starts with a vowel sound (vowels, accented vowels, a mute h before a vowel): names are read so in French. */
const VOWEL_SOUND = /^(?:[aeiouyàâäæéèêëîïôöœùûü]|h[aeiouyàâäéèêëîïôöùûü])/i;

/** "de" + "Akhet" → "d’Akhet"; "de" + "Bruno" → "de Bruno" (words outside the list are kept as written). */
export function elide(word: string, next: string): string {
  const elided = ELISIONS[word.toLowerCase()];
  if (!elided || !VOWEL_SOUND.test(next.trim())) return `${word} ${next}`;
  const cased = word[0] === word[0]!.toUpperCase() ? elided[0]!.toUpperCase() + elided.slice(1) : elided;
  return `${cased}${next}`;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralCategory(locale: Locale, n: number): string {
  let rules = pluralRules.get(locale);
  // Stryker disable next-line ConditionalExpression: a cache; building the rules again gives the same rules.
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'var'; name: string; raw: string }
  | { kind: 'plural'; name: string; branches: Map<string, Node[]>; raw: string }
  | { kind: 'elide'; name: string; word: string; raw: string }
  | { kind: 'hash' };

const parsed = new Map<string, Node[]>();

/** Parses a template once (templates are constants; the cache stays small). */
function parse(template: string): Node[] {
  const hit = parsed.get(template);
  // Stryker disable next-line ConditionalExpression: a cache; parsing again gives the same nodes.
  if (hit) return hit;
  const nodes = parseUntil(template, 0, false).nodes;
  parsed.set(template, nodes);
  return nodes;
}

/** Reads nodes from `at` until the end, or until the `}` closing a plural branch when `inBranch`. */
function parseUntil(s: string, at: number, inBranch: boolean): { nodes: Node[]; end: number } {
  // Stryker disable next-line ArrayDeclaration: an extra element of no known kind is skipped by render and templateVariables alike.
  const nodes: Node[] = [];
  let text = '';
  const flush = () => {
    // Stryker disable next-line ConditionalExpression: an empty text node renders as nothing.
    if (text) nodes.push({ kind: 'text', text });
    text = '';
  };
  let i = at;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '}' && inBranch) break;
    if (c === '#' && inBranch) {
      flush();
      nodes.push({ kind: 'hash' });
      i++;
      continue;
    }
    // Stryker disable next-line ConditionalExpression: parsePlaceholder refuses anything that does not start with {.
    if (c === '{') {
      const placeholder = parsePlaceholder(s, i);
      if (placeholder) {
        flush();
        nodes.push(placeholder.node);
        i = placeholder.end;
        continue;
      }
    }
    text += c;
    i++;
  }
  flush();
  return { nodes, end: i };
}

/** `{name}`, `{n, plural, …}` or `{name, elide, word}` at `at` (null: not a placeholder, kept as text). */
function parsePlaceholder(s: string, at: number): { node: Node; end: number } | null {
  const head = /^\{\s*(\w+)\s*(?:,\s*(plural|elide)\s*,\s*)?/.exec(s.slice(at));
  if (!head) return null;
  const name = head[1]!;
  let i = at + head[0].length;
  if (!head[2]) {
    if (s[i] !== '}') return null;
    return { node: { kind: 'var', name, raw: s.slice(at, i + 1) }, end: i + 1 };
  }
  if (head[2] === 'elide') {
    const word = /^(\p{L}+)\s*\}/u.exec(s.slice(i));
    if (!word) return null;
    const end = i + word[0].length;
    return { node: { kind: 'elide', name, word: word[1]!, raw: s.slice(at, end) }, end };
  }
  const branches = new Map<string, Node[]>();
  // Stryker disable next-line EqualityOperator: at the end of the string the selector pattern finds nothing and the loop ends the same.
  while (i < s.length) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(s.slice(i));
    if (!selector) break;
    const body = parseUntil(s, i + selector[0].length, true);
    // Stryker disable next-line ConditionalExpression: a branch only ends elsewhere than on } at the end of the string, where the closing } below is missing too.
    if (s[body.end] !== '}') return null;
    branches.set(selector[1]!, body.nodes);
    i = body.end + 1;
  }
  const close = /^\s*\}/.exec(s.slice(i));
  if (!close || !branches.has('other')) return null;
  const end = i + close[0].length;
  return { node: { kind: 'plural', name, branches, raw: s.slice(at, end) }, end };
}

function render(nodes: Node[], vars: TextVars, locale: Locale, count: number | null): string {
  let out = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        out += node.text;
        break;
      case 'hash':
        // Stryker disable next-line ConditionalExpression,StringLiteral: # nodes exist only inside plural branches, which are rendered with their count.
        out += count === null ? '#' : String(count);
        break;
      case 'var':
        out += node.name in vars ? String(vars[node.name]) : node.raw;
        break;
      case 'elide':
        out += node.name in vars ? elide(node.word, String(vars[node.name])) : node.raw;
        break;
      case 'plural': {
        const n = Number(vars[node.name]);
        if (!(node.name in vars) || !Number.isFinite(n)) {
          out += node.raw;
          break;
        }
        const branch = node.branches.get(`=${n}`) ?? node.branches.get(pluralCategory(locale, n)) ?? node.branches.get('other')!;
        out += render(branch, vars, locale, n);
        break;
      }
    }
  }
  return out;
}

/** Fills a catalog template with its variables, in the locale's grammar (plural rules, elision). */
export function formatTemplate(template: string, vars: TextVars, locale: Locale): string {
  return render(parse(template), vars, locale, null);
}

/** The variable names a template uses (its placeholders, plural selectors and the placeholders inside their branches). */
export function templateVariables(template: string): Set<string> {
  const names = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'var' || node.kind === 'elide') names.add(node.name);
      if (node.kind === 'plural') {
        names.add(node.name);
        for (const branch of node.branches.values()) walk(branch);
      }
    }
  };
  walk(parse(template));
  return names;
}
