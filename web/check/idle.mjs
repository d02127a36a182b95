// At rest, no work, on the page (a benchmark, not a test): the main thread's busy time while
// nothing moves, on the menu, in a reversi match waiting for the player and with its rules
// page open, from Chromium's own task accounting (the DevTools protocol's TaskDuration), over
// IDLE_SECONDS (20) each. No requestAnimationFrame loop of its own: that would be work too.
// Run under xvfb-run (a headful Chromium paces frames like a real one); serves web/dist itself.
// Usage: node web/check/idle.mjs [DIST_DIR]
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';

const dist = process.argv[2] ?? 'web/dist';
const port = Number(process.env.PORT ?? 8139);
const url = `http://127.0.0.1:${port}/`;
const seconds = Number(process.env.IDLE_SECONDS ?? 20);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// The first seat a person, the second the computer at strength 2 (it answers at once).
const SETTINGS_KEY = 'io.github.leapfrog-games.leapfrog-settings';
const SETTINGS = `[game]
seats = [{ computer = false, strength = 1, name = "", colour = 0 }, { computer = true, strength = 2, name = "", colour = 0 }]
`;

const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dist],
  { stdio: 'ignore' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: false,
  args: ['--use-gl=angle', '--use-angle=gl', '--ignore-gpu-blocklist', '--no-sandbox',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function probe(page) {
  return JSON.parse(await page.evaluate(() => window.leapfrogProbe ?? '{}'));
}

async function until(page, test, ms) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    const p = await probe(page);
    if (test(p)) return p;
    await sleep(200);
  }
  return null;
}

async function click(page, [x, y]) {
  await page.mouse.move(x, y);
  await sleep(150);
  await page.mouse.down();
  await sleep(80);
  await page.mouse.up();
  // The pointer leaves the page, so that hovering draws nothing while it is measured.
  await page.mouse.move(1279, 799);
}

async function busy(cdp, what) {
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics
    .find((m) => m.name === 'TaskDuration').value;
  await sleep(3000);
  const before = await task();
  await sleep(seconds * 1000);
  const after = await task();
  console.log(`${what.padEnd(10)} main thread busy ${(100 * (after - before) / seconds).toFixed(1)}% ` +
    `(${((after - before) * 1000).toFixed(0)} ms in ${seconds} s)`);
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const lines = [];
  page.on('console', (m) => lines.push(m.text()));
  await page.goto(url);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SETTINGS_KEY, SETTINGS]);
  await page.reload();
  lines.length = 0;
  for (let waited = 0; !lines.some((l) => l.includes('leapfrog ready')) && waited < 240_000; waited += 200) {
    await sleep(200);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  let p = await until(page, (q) => q['play:reversi'], 60_000);
  if (!p) throw new Error('the menu never showed its cards');
  await page.mouse.move(1279, 799);
  await busy(cdp, 'menu');
  p = null;
  for (let attempt = 0; attempt < 5 && !p; attempt++) {
    await click(page, (await probe(page))['play:reversi'][0]);
    p = await until(page, (q) => q.move, 20_000);
  }
  if (!p) throw new Error(`the match never waited for the player: ${JSON.stringify(await probe(page))}`);
  await busy(cdp, 'match');
  p = await probe(page);
  if (p.rules) {
    await click(page, p.rules[0]);
    await busy(cdp, 'rules');
  } else {
    console.log('rules      (this build marks no rules button)');
  }
} finally {
  server.kill();
  await browser.close();
}
