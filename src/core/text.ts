/**
 * Text an engine hands to the interface: either a key in the game's string
 * catalog (with variables) or a literal (names from content data). The
 * Discord layer resolves keys in the player's locale.
 */
export type TextVars = Record<string, string | number>;
export type Text = string | { key: string; vars?: TextVars };

export const t = (key: string, vars?: TextVars): Text => (vars ? { key, vars } : { key });

export type Locale = 'en' | 'fr';

/** A game's own strings, merged into the interface catalog under its id. */
export type StringCatalog = Record<Locale, Record<string, string>>;
