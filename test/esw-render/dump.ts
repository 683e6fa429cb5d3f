/** Writes sample images to artifacts/esw/ for a look (npx tsx test/esw-render/dump.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { eswEngine } from '../../src/games/esw/engine.js';
import { renderEsw } from '../../src/games/esw/render/index.js';
import { snapshots } from './states.js';

const out = 'artifacts/esw';
mkdirSync(out, { recursive: true });
for (const players of [4, 6, 2]) {
  const s = snapshots(players, `render-${players}`);
  const save = async (name: string, view: unknown, kind: string) => {
    const img = (await renderEsw(view as never, { kind }))!;
    writeFileSync(`${out}/${players}p-${name}.png`, img.png);
    console.log(`${players}p-${name}`, img.width, img.height, Math.round(img.png.length / 1024), 'KB');
  };
  await save('table-building', eswEngine.view(s.building, 'public'), 'board');
  await save('hand-building', eswEngine.view(s.building, 0), 'hand');
  await save('hand-locked', eswEngine.view(s.building, 1), 'hand');
  await save('table-casting', eswEngine.view(s.casting, 'public'), 'board');
  await save('table-later', eswEngine.view(s.later, 'public'), 'board');
  await save('table-over', eswEngine.view(s.over, 'public'), 'board');
  const spell = s.pictures.find((p) => p.kind === 'spell' && (p.view as { cards: unknown[] }).cards.length === 3)!;
  await save('spell', spell.view, 'spell');
}
{
  // The caster's own panel while its spell resolves (a choice is pending).
  const s = snapshots(4, 'render-4');
  const seat = s.casting.casting?.seat ?? 0;
  const img = (await renderEsw(eswEngine.view(s.casting, seat) as never, { kind: 'hand' }))!;
  writeFileSync(`${out}/4p-hand-casting.png`, img.png);
}
{
  // French words on the images.
  const s = snapshots(4, 'render-4');
  for (const [name, view, kind] of [
    ['fr-hand', eswEngine.view(s.building, 0), 'hand'],
    ['fr-table', eswEngine.view(s.casting, 'public'), 'board'],
  ] as const) {
    writeFileSync(`${out}/4p-${name}.png`, (await renderEsw(view as never, { kind, locale: 'fr' }))!.png);
  }
  const spell = s.pictures.find((p) => p.kind === 'spell')!;
  writeFileSync(`${out}/4p-fr-spell.png`, (await renderEsw(spell.view, { kind: 'spell', locale: 'fr' }))!.png);
}
