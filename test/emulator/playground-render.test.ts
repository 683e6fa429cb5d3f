/**
 * The playground shows Discord's relative timestamps (<t:…:R>) the way
 * Discord does, in human units: "in 3 days", not "in 4320 min".
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

type RelativeTime = (ms: number, now: number) => string;

function loadRender(): { relativeTime: RelativeTime } {
  const window: { Render?: { relativeTime: RelativeTime } } = {};
  runInNewContext(readFileSync('src/emulator/playground/static/render.js', 'utf8'), { window, Intl });
  return window.Render!;
}

describe('playground relative times', () => {
  const { relativeTime } = loadRender();
  const now = Date.UTC(2026, 0, 10, 12);
  const MIN = 60_000;

  it('uses the largest unit that fits: days, hours, minutes, months, years', () => {
    expect(relativeTime(now + 4320 * MIN, now)).toBe('in 3 days');
    expect(relativeTime(now + 90 * MIN, now)).toBe('in 2 hours');
    expect(relativeTime(now + 5 * MIN, now)).toBe('in 5 minutes');
    expect(relativeTime(now + 60 * 24 * 60 * MIN, now)).toBe('in 2 months');
    expect(relativeTime(now + 400 * 24 * 60 * MIN, now)).toBe('in 1 year');
  });

  it('says "ago" for the past and "a few seconds" for the moment', () => {
    expect(relativeTime(now - 2 * 24 * 60 * MIN, now)).toBe('2 days ago');
    expect(relativeTime(now + 10_000, now)).toBe('in a few seconds');
    expect(relativeTime(now - 10_000, now)).toBe('a few seconds ago');
  });
});

describe('the README finds the playground’s user switcher where the page has it', () => {
  it('at the bottom of the channel list (the sidebar’s user panel), with Alt+1 … Alt+9', () => {
    const html = readFileSync('src/emulator/playground/static/index.html', 'utf8');
    const sidebar = html.slice(html.indexOf('<nav id="sidebar"'), html.indexOf('</nav>'));
    expect(sidebar.indexOf('id="user-switcher"')).toBeGreaterThan(sidebar.indexOf('id="channel-list"'));
    expect(readFileSync('src/emulator/playground/static/app.js', 'utf8')).toMatch(/e\.altKey && \/\^\[1-9\]\$\//);
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('user\nswitcher is the row of avatars at the bottom of the channel list');
    expect(readme).toContain('Alt+1 … Alt+9');
  });
});
