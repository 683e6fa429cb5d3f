import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUtcOffset, parseUtcOffset } from '../../src/discord/handlers/settings.js';
import {
  asyncSettingsOf,
  defaultTimeControl,
  DEFAULT_ASYNC_SETTINGS,
  loadAsyncSettings,
  saveAsyncSettings,
} from '../../src/platform/clock/settings.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('UTC offsets typed by players', () => {
  it('reads the usual spellings and refuses what is not a real offset', () => {
    expect(parseUtcOffset('+02:00')).toBe(120);
    expect(parseUtcOffset('-5')).toBe(-300);
    expect(parseUtcOffset('UTC+05:45')).toBe(345);
    expect(parseUtcOffset('+0930')).toBe(570);
    expect(parseUtcOffset('0')).toBe(0);
    expect(parseUtcOffset('+14:00')).toBe(840);
    expect(parseUtcOffset('+15:00')).toBeNull();
    expect(parseUtcOffset('-13')).toBeNull();
    expect(parseUtcOffset('+02:10')).toBeNull();
    expect(parseUtcOffset('Paris')).toBeNull();
    expect(formatUtcOffset(-210)).toBe('-03:30');
    expect(formatUtcOffset(345)).toBe('+05:45');
  });
});

describe('server settings', () => {
  it('default per game, then for every game, then three days per move', () => {
    const s = { ...DEFAULT_ASYNC_SETTINGS, timeControls: { esw: 'days:7', '*': 'live:10' } };
    expect(defaultTimeControl(s, 'esw')).toEqual({ kind: 'correspondence', daysPerMove: 7 });
    expect(defaultTimeControl(s, 'sfb')).toEqual({ kind: 'live', minutesPerMove: 10 });
    expect(defaultTimeControl(DEFAULT_ASYNC_SETTINGS, 'sfb')).toEqual({ kind: 'correspondence', daysPerMove: 3 });
    expect(asyncSettingsOf({ async: { graceHours: -3 } })).toEqual(DEFAULT_ASYNC_SETTINGS);
    expect(asyncSettingsOf(null)).toEqual(DEFAULT_ASYNC_SETTINGS);
  });

  it('are saved under their own key without touching other features’ settings', async () => {
    await db.prisma.guild.create({ data: { id: 'g1', settings: { competition: { minGames: 5 }, locale: 'fr' } } });
    await saveAsyncSettings(db.prisma, 'g1', { ...DEFAULT_ASYNC_SETTINGS, graceHours: 6 });
    const g = await db.prisma.guild.findUniqueOrThrow({ where: { id: 'g1' } });
    expect(g.settings).toMatchObject({ competition: { minGames: 5 }, locale: 'fr', async: { graceHours: 6 } });
    expect((await loadAsyncSettings(db.prisma, 'g1')).graceHours).toBe(6);
    await saveAsyncSettings(db.prisma, 'g2', { ...DEFAULT_ASYNC_SETTINGS, challengeDays: 3 });
    expect((await loadAsyncSettings(db.prisma, 'g2')).challengeDays).toBe(3);
  });
});
