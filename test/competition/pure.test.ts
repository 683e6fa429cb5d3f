import { describe, expect, it } from 'vitest';
import { modeOf, placesByUser, ratedShape } from '../../src/platform/ratings/rated-result.js';
import { competitionSettingsOf, rankRoleFor } from '../../src/platform/ratings/settings.js';
import { renderTable, trendCell } from '../../src/core/render/table.js';
import { encodeCompetitionId, parseCompetitionId, parseCustomId } from '../../src/discord/custom-id.js';

const seat = (s: number, userId: string | null, team: number | null = null, isBot = false) => ({ seat: s, userId, team, isBot });

describe('rated results from the engine’s ranking', () => {
  it('duels, free-for-all with ties, and teams (a team finishes where its best seat did)', () => {
    expect(ratedShape([seat(0, 'a'), seat(1, 'b')], { ranking: [[1], [0]], reason: '' })).toEqual({
      mode: '1v1',
      teams: [['a'], ['b']],
      ranks: [2, 1],
    });
    expect(ratedShape([seat(0, 'a'), seat(1, 'b'), seat(2, 'c')], { ranking: [[0, 2], [1]], reason: '' })).toEqual({
      mode: 'ffa',
      teams: [['a'], ['b'], ['c']],
      ranks: [1, 2, 1],
    });
    const teams = [seat(0, 'a', 1), seat(1, 'b', 2), seat(2, 'c', 1), seat(3, 'd', 2)];
    expect(
      ratedShape(teams, {
        ranking: [
          [0, 2],
          [1, 3],
        ],
        reason: '',
      }),
    ).toEqual({
      mode: '2v2',
      teams: [
        ['a', 'c'],
        ['b', 'd'],
      ],
      ranks: [1, 2],
    });
    expect(modeOf([seat(0, 'a', 1), seat(1, 'b', 2), seat(2, 'c', 2)])).toBe('2v1');
  });

  it('never rates a bot seat, an empty seat, a missing place or a single team', () => {
    expect(ratedShape([seat(0, 'a'), seat(1, null, null, true)], { ranking: [[0], [1]], reason: '' })).toBeNull();
    expect(ratedShape([seat(0, 'a'), seat(1, null)], { ranking: [[0], [1]], reason: '' })).toBeNull();
    expect(ratedShape([seat(0, 'a'), seat(1, 'b')], { ranking: [[0]], reason: '' })).toBeNull();
    expect(ratedShape([seat(0, 'a', 1), seat(1, 'b', 1)], { ranking: [[0, 1]], reason: '' })).toBeNull();
    expect(ratedShape([seat(0, 'a'), seat(1, 'b')], null)).toBeNull();
  });

  it('places by user for tournaments', () => {
    expect([...placesByUser([seat(0, 'a'), seat(1, 'b'), seat(2, 'c')], { ranking: [[2], [0, 1]], reason: '' })]).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 2],
    ]);
  });
});

describe('competition settings and rank roles', () => {
  it('reads defaults from any guild settings and picks the highest band reached', () => {
    expect(competitionSettingsOf({ locale: 'fr' })).toEqual({ minGames: 1, decay: null, rankRoles: [] });
    expect(competitionSettingsOf({ competition: { minGames: -3 } })).toEqual({ minGames: 1, decay: null, rankRoles: [] });
    const bands = [
      { roleId: '1', min: 900 },
      { roleId: '3', min: 1300 },
      { roleId: '2', min: 1100 },
    ];
    expect(rankRoleFor(850, bands)).toBeNull();
    expect(rankRoleFor(900, bands)).toBe('1');
    expect(rankRoleFor(1299, bands)).toBe('2');
    expect(rankRoleFor(2000, bands)).toBe('3');
  });
});

describe('competition custom ids', () => {
  it('round-trip, stay apart from match ids, and refuse bad input', () => {
    const id = encodeCompetitionId('lb', ['sfb', '1v1', 2, 3]);
    expect(parseCompetitionId(id)).toEqual({ kind: 'lb', game: 'sfb', mode: '1v1', season: 2, page: 3 });
    expect(parseCustomId(id)).toBeNull();
    expect(parseCompetitionId('cx:zz:1')).toBeNull();
    expect(parseCompetitionId('cx:lb:a b')).toBeNull();
    expect(parseCompetitionId(`cx:tj:${'x'.repeat(99)}`)).toBeNull();
    expect(() => encodeCompetitionId('tj', ['y'.repeat(40), 'y'.repeat(40), 'y'.repeat(40)])).toThrow(RangeError);
  });
});

describe('table images', () => {
  it('draw a valid PNG whose height follows the rows; long names are cut, not overflowing', async () => {
    const spec = (rows: number) => ({
      name: 'board',
      title: 'Leaderboard',
      columns: [
        { label: '#', width: 50 },
        { label: 'Name', width: 200 },
        { label: 'Trend', width: 80 },
      ],
      rows: Array.from({ length: rows }, (_, i) => [
        String(i + 1),
        'A very long player name that cannot fit here at all',
        trendCell(i - 1),
      ]),
    });
    const small = await renderTable(spec(2));
    const big = await renderTable(spec(12));
    expect(small.png.subarray(1, 4).toString()).toBe('PNG');
    expect(small.name).toBe('board.png');
    expect(small.width).toBe(big.width);
    expect(big.height - small.height).toBe(10 * 34);
    expect(trendCell(5).text).toBe('▲ 5');
    expect(trendCell(-4).text).toBe('▼ 4');
    expect(trendCell(0).text).toBe('·');
  });
});
