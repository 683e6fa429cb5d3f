import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/games/registry.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { fixtureGame } from '../support/fixture-game.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** Runs the move writer until it has printed `commits` lines, then SIGKILLs it. */
function runAndKill(url: string, commits: number): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/move-writer.ts', url], { stdio: ['ignore', 'pipe', 'pipe'] });
    const seen = new Map<string, number>();
    let count = 0;
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const [, id, version] = line.split(' ');
        seen.set(id!, Math.max(seen.get(id!) ?? 0, Number(version)));
        if (++count === commits) child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve(seen) : reject(new Error(`writer exited ${code}: ${stderr}`))));
  });
}

describe('restart', () => {
  it('a process killed mid-stream of moves loses no committed move and leaves no half-written match', async () => {
    const confirmed = await runAndKill(db.url, 120);
    const service = new MatchService(db.prisma, new GameRegistry([fixtureGame]));
    const matches = await db.prisma.match.findMany({ include: { seats: true } });
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      const actions = await db.prisma.matchAction.count({ where: { matchId: m.id } });
      expect(actions).toBe(m.version);
      expect(m.version).toBeGreaterThanOrEqual(confirmed.get(m.id) ?? 0);
      if (m.status === 'active') expect((await service.replay(m.id)).equal).toBe(true);
    }
    // Started again, play goes on from where the database stands.
    const m = await service.get(matches.find((x) => x.status === 'active')!.id);
    const prompt = fixtureGame.prompts(m.state as never)[0]!;
    const next = await service.act(m.id, m.seats[prompt.seat]!.userId!, prompt.choices[0]!.action, m.version);
    expect(next.match.version).toBe(m.version + 1);
  });
});
