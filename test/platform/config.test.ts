import { describe, expect, it } from 'vitest';
import { ConfigError, globalRequestsPerSecond, parseConfig, shardingOf } from '../../src/config.js';

const bot = { DISCORD_TOKEN: 'token', DISCORD_APP_ID: '123456789012345678' };

describe('configuration', () => {
  it('has working defaults with an empty environment', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ DATA_DIR: '.data', EMBEDDED_PG_PORT: 54329, PLAYGROUND_PORT: 3000, LOG_LEVEL: 'info', DEFAULT_LOCALE: 'en' });
    expect(c.DISCORD_TOKEN).toBeUndefined();
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset (a copied .env.example works)', () => {
    const c = parseConfig({ DISCORD_TOKEN: '', DATABASE_URL: '', DEV_GUILD_ID: '', PLAYGROUND_PORT: '', LOG_LEVEL: ' ', DATA_DIR: '' });
    expect(c).toMatchObject({ PLAYGROUND_PORT: 3000, LOG_LEVEL: 'info', DATA_DIR: '.data' });
    expect(c.DISCORD_TOKEN).toBeUndefined();
  });

  it.each([
    [{ EMBEDDED_PG_PORT: 'abc' }, 'EMBEDDED_PG_PORT'],
    [{ PLAYGROUND_PORT: '70000' }, 'PLAYGROUND_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DISCORD_TOKEN: 'abc' }, 'DISCORD_APP_ID'],
    [{ DEV_GUILD_ID: 'not-an-id' }, 'DEV_GUILD_ID'],
    [{ DEFAULT_LOCALE: 'de' }, 'DEFAULT_LOCALE'],
    [{ ...bot, SHARD_COUNT: '0' }, 'SHARD_COUNT'],
    [{ ...bot, SHARD_COUNT: '2', SHARDS: '0,2' }, 'SHARDS'],
    [{ ...bot, SHARD_COUNT: '2', SHARDS: 'zero' }, 'SHARDS'],
    [{ SHARD_COUNT: '2' }, 'SHARD_COUNT'],
    [{ SHARDS: '0' }, 'SHARDS'],
    [{ ...bot, DISCORD_API: 'proxy:8080' }, 'DISCORD_API'],
  ])('a bad value stops with a message naming the variable (%o)', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('sharding: one shard of one by default; SHARDS lists the shards this process holds, sorted, out of SHARD_COUNT', () => {
    expect(shardingOf(parseConfig({}))).toEqual({ shards: [0], shardCount: 1 });
    expect(shardingOf(parseConfig({ ...bot, SHARD_COUNT: '4' }))).toEqual({ shards: [0, 1, 2, 3], shardCount: 4 });
    expect(shardingOf(parseConfig({ ...bot, SHARD_COUNT: '4', SHARDS: '3, 1,1' }))).toEqual({ shards: [1, 3], shardCount: 4 });
    expect(parseConfig({ ...bot, DISCORD_API: 'http://proxy:8080/api' }).DISCORD_API).toBe('http://proxy:8080/api');
  });

  it("splits Discord's global 50 requests/s between processes in proportion to the shards each holds", () => {
    expect(globalRequestsPerSecond({ shards: [0], shardCount: 1 })).toBe(50);
    expect(globalRequestsPerSecond({ shards: [0, 1], shardCount: 4 })).toBe(25);
    expect(globalRequestsPerSecond({ shards: [2], shardCount: 3 })).toBe(16);
    expect(globalRequestsPerSecond({ shards: [7], shardCount: 100 })).toBe(1);
  });
});
