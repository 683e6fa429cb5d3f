/**
 * `npm run replay -- file.json [--fr]`: rebuilds an exported match (`/match
 * export`) with the games of this checkout, checks every step (each action
 * was offered to its seat and applies) and the end (final state and outcome
 * as recorded), and prints the result. Exits 1, naming the step, when the
 * file does not replay.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { defaultRegistry } from '../games/index.js';
import type { GameRegistry } from '../games/registry.js';
import type { Locale, StringCatalog, Text } from '../core/text.js';
import { parseExport, reasonOf, verifyExport } from '../platform/matches/export.js';
import { ReplayError } from '../platform/matches/replay.js';
import { translate } from '../discord/strings.js';

/** The report's lines, and whether the file replays. */
export function replayReport(text: string, registry: GameRegistry, locale: Locale = 'en'): { ok: boolean; lines: string[] } {
  let gameStrings: StringCatalog | undefined;
  try {
    const file = parseExport(text);
    const engine = registry.get(file.game);
    gameStrings = engine?.strings;
    const tr = (x: Text) => translate(x, locale, gameStrings);
    const verified = verifyExport(registry, file);
    const names = (seats: number[]) => seats.map((s) => file.seats[s]?.name ?? `#${s + 1}`).join(' & ');
    const ranking = file.result.outcome?.ranking ?? verified.outcome?.ranking ?? [];
    const reason = reasonOf(file) ?? verified.outcome?.reason ?? null;
    const lines = [
      tr({ key: 'export.report.match', vars: { game: engine!.name, id: file.matchId, version: file.contentVersion } }),
      tr({ key: 'export.report.players', vars: { names: file.seats.map((s) => s.name).join(', ') } }),
      tr({ key: 'export.report.steps', vars: { steps: verified.steps } }),
      ...ranking.map((seats, i) => tr({ key: 'match.place', vars: { place: i + 1, names: names(seats) } })),
      ...(reason ? [tr(reason)] : []),
      tr({ key: 'export.report.ok' }),
    ];
    return { ok: true, lines };
  } catch (e) {
    if (!(e instanceof ReplayError)) throw e;
    return { ok: false, lines: [translate(e.reason, locale, gameStrings)] };
  }
}

function main(argv: string[]): number {
  const files = argv.filter((a) => !a.startsWith('--'));
  const locale: Locale = argv.includes('--fr') ? 'fr' : 'en';
  if (files.length !== 1) {
    process.stderr.write('usage: npm run replay -- <exported-match.json> [--fr]\n');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(files[0]!, 'utf8');
  } catch (e) {
    process.stderr.write(`${files[0]}: ${(e as Error).message}\n`);
    return 2;
  }
  const report = replayReport(text, defaultRegistry(), locale);
  (report.ok ? process.stdout : process.stderr).write(`${report.lines.join('\n')}\n`);
  return report.ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
