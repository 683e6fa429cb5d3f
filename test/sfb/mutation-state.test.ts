/**
 * The match options' schema (src/games/sfb/rules/state.ts), exact: the three
 * recruitment modes and the default, each optional list kept as given or
 * left out, and what it refuses.
 */
import { describe, expect, it } from 'vitest';
import { sfbOptionsSchema } from '../../src/games/sfb/rules/state.js';

describe('SFB match options', () => {
  it('SFB-REC-1: the three recruitment modes are accepted, and free choice is the default', () => {
    expect(sfbOptionsSchema.parse({})).toEqual({ mode: 'free' });
    for (const mode of ['free', 'friendly', 'competitive'] as const) expect(sfbOptionsSchema.parse({ mode })).toEqual({ mode });
    expect(sfbOptionsSchema.safeParse({ mode: 'draft' }).success).toBe(false);
    expect(sfbOptionsSchema.safeParse({ mode: '' }).success).toBe(false);
  });

  it('keeps the teams, the pool and the brought champions as given', () => {
    const given = {
      mode: 'competitive',
      teams: [['kil', 'gwa'], ['mar']],
      pool: ['kil', 'gwa', 'mar'],
      brought: [['kil'], ['mar', 'akh']],
    };
    expect(sfbOptionsSchema.parse(given)).toEqual(given);
    expect(Object.keys(sfbOptionsSchema.parse({ mode: 'friendly' }))).toEqual(['mode']);
  });

  it('refuses lists of the wrong shape', () => {
    expect(sfbOptionsSchema.safeParse({ teams: ['kil'] }).success).toBe(false);
    expect(sfbOptionsSchema.safeParse({ teams: [[1]] }).success).toBe(false);
    expect(sfbOptionsSchema.safeParse({ pool: [['kil']] }).success).toBe(false);
    expect(sfbOptionsSchema.safeParse({ pool: [7] }).success).toBe(false);
    expect(sfbOptionsSchema.safeParse({ brought: ['kil'] }).success).toBe(false);
    expect(sfbOptionsSchema.safeParse({ brought: [[null]] }).success).toBe(false);
  });
});
