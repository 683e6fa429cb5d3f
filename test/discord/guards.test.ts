import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { canUseThreads, missingPermissions, RateLimiter, REQUIRED_PERMISSIONS } from '../../src/discord/guards.js';
import { joinNames, localeOf, platformStrings, translate } from '../../src/discord/strings.js';

describe('rate limiter', () => {
  it('lets a user through up to the limit per window, then slows them down, per user', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 10_000, () => now);
    expect([1, 2, 3, 4].map(() => limiter.allow('u1'))).toEqual([true, true, true, false]);
    expect(limiter.allow('u2')).toBe(true);
    now = 9_999;
    expect(limiter.allow('u1')).toBe(false);
    now = 10_001;
    expect(limiter.allow('u1')).toBe(true);
  });
});

describe('permission guard', () => {
  it('names exactly the permissions that are missing', () => {
    const perms = new PermissionsBitField([PermissionFlagsBits.ViewChannel, PermissionFlagsBits.SendMessages]);
    expect(missingPermissions(perms, REQUIRED_PERMISSIONS)).toEqual(['AttachFiles']);
    expect(canUseThreads(perms)).toBe(false);
    const all = new PermissionsBitField([
      PermissionFlagsBits.ViewChannel,
      PermissionFlagsBits.SendMessages,
      PermissionFlagsBits.AttachFiles,
      PermissionFlagsBits.CreatePublicThreads,
      PermissionFlagsBits.SendMessagesInThreads,
    ]);
    expect(missingPermissions(all, REQUIRED_PERMISSIONS)).toEqual([]);
    expect(canUseThreads(all)).toBe(true);
  });
});

describe('string catalog', () => {
  it('has every key in English and French', () => {
    expect(Object.keys(platformStrings.fr).sort()).toEqual(Object.keys(platformStrings.en).sort());
    for (const [key, value] of Object.entries(platformStrings.fr)) expect(value, key).not.toBe('');
  });

  it('fills variables and picks the locale from Discord’s', () => {
    expect(translate({ key: 'error.seatCount', vars: { game: 'X', min: 2, max: 6 } }, 'fr')).toBe('X se joue de 2 à 6 joueurs.');
    expect(localeOf('fr')).toBe('fr');
    expect(localeOf('en-GB')).toBe('en');
    expect(localeOf(undefined, 'fr')).toBe('fr');
    expect(joinNames(['A', 'B', 'C'], 'fr')).toBe('A, B et C');
  });
});
