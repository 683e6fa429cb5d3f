import { chromium, type Page } from 'playwright-core';
const URL = 'http://127.0.0.1:3918';
const OUT = '/tmp/mc';
const ctx = await chromium.launchPersistentContext('/tmp/mc-profile', { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'], viewport: { width: 1280, height: 1000 } });
const page: Page = ctx.pages()[0] ?? (await ctx.newPage());
const users = await (await fetch(`${URL}/api/users`).catch(() => null))?.json().catch(() => null);
console.log('users', JSON.stringify(users)?.slice(0, 300));
async function as(name: string) {
  await page.goto(`${URL}/`);
  await page.locator('#bot-status', { hasText: 'online' }).waitFor({ timeout: 60000 });
  await page.locator(`.user-choice[data-user="${name}"]`).click();
  await page.waitForTimeout(800);
  await page.locator('#channel-list .channel', { hasText: 'games' }).first().click();
}
async function command(path: string, fill: (p: Page) => Promise<void>) {
  await page.locator('#input').fill('/' + path.slice(0, 8));
  await page.locator(`#command-popup [data-command="${path}"]`).click();
  await fill(page);
  await page.locator('#input').press('Enter');
  await page.waitForTimeout(5000);
}
const sel = (id: string, label: string) => page.locator(id).selectOption({ label }, { force: true });
await as('alice');
await command('tournament create', async () => { await sel('#opt-game', 'Ascension Tactics'); await sel('#opt-format', 'Swiss'); await sel('#opt-mode', '2 vs 2 (opponent2 is your teammate)'); });
await page.screenshot({ path: `${OUT}-01-tournament-en.png` });
await as('bruno');
await command('tournament create', async () => { await sel('#opt-game', 'Champions of Hara'); await sel('#opt-format', 'Swiss'); await sel('#opt-mode', 'Intro Arena (5 of each energy)'); });
await page.screenshot({ path: `${OUT}-02-tournament-fr.png` });
await command('tournament create', async () => { await sel('#opt-game', 'Ascension Tactics'); await sel('#opt-format', 'Swiss'); await sel('#opt-mode', 'Solo against the Evil Player'); });
await page.screenshot({ path: `${OUT}-03-refused-fr.png` });
await as('alice');
await command('challenge', async () => { await sel('#opt-game', 'Ascension Tactics'); await sel('#opt-mode', '2 vs 2 (opponent2 is your teammate)'); await page.locator('#opt-bots').fill('3', { force: true }); });
await page.waitForTimeout(5000);
await page.screenshot({ path: `${OUT}-04-at2v2-en.png` });
await ctx.close();
