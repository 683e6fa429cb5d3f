import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';

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
  ])('a bad value stops with a message naming the variable (%o)', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
