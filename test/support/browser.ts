/**
 * Debian's Chromium driven by playwright-core against the playground, for
 * screenshot tests. Playwright cannot download browsers here, so tests are
 * skipped (with a message) when /usr/bin/chromium is absent.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startPlayground, type Playground } from '../../src/emulator/index.js';
import type { AnyGame } from '../../src/games/registry.js';
import { startTavern, type Tavern } from './tavern.js';

export const CHROMIUM = '/usr/bin/chromium';
export const SHOTS = path.resolve('artifacts/screenshots');
/**
 * The screenshots the README shows (committed): redrawn into docs/screenshots
 * with DOCS_SCREENSHOTS=1, otherwise next to the others (a test run leaves the
 * tree clean).
 */
export const DOCS_SHOTS = process.env.DOCS_SCREENSHOTS ? path.resolve('docs/screenshots') : SHOTS;
export const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`screenshot tests skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);

export interface PlaygroundBrowser {
  tv: Tavern;
  playground: Playground;
  browser: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A Tavern with the given games, its playground, and a headless Chromium on a fresh profile. */
export async function openPlaygroundBrowser(games: AnyGame[]): Promise<PlaygroundBrowser> {
  mkdirSync(SHOTS, { recursive: true });
  mkdirSync(DOCS_SHOTS, { recursive: true });
  const tv = await startTavern(games);
  const playground = await startPlayground(tv.emu, { port: 0 });
  const profile = mkdtempSync(path.join(tmpdir(), 'tavern-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  return {
    tv,
    playground,
    browser,
    page,
    close: async () => {
      await browser.close();
      await playground.close();
      await tv.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
