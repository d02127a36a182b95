// Frame pacing of the web build, a benchmark (not a test): for reversi and draughts with the
// computer at its strongest, the longest requestAnimationFrame gap while the player is to move
// (idle) and while the computer thinks. The target: thinking at most 1.5 times idle.
// Run under xvfb-run (a headful Chromium paces frames like a real one); serves web/dist itself.
// Usage: node web/check/frames.mjs [DIST_DIR]
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';

const dist = process.argv[2] ?? 'web/dist';
const port = Number(process.env.PORT ?? 8138);
const url = `http://127.0.0.1:${port}/`;
const out = process.env.OUT_DIR ?? '/tmp';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// The settings as the game stores them: the first seat a person, the second the computer at
// the highest strength (each game caps it at its own strongest).
const SETTINGS_KEY = 'io.github.leapfrog-games.leapfrog-settings';
const SETTINGS = `[game]
seats = [{ computer = false, strength = 1, name = "", colour = 0 }, { computer = true, strength = 99, name = "", colour = 0 }]
`;

const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dist],
  { stdio: 'ignore' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: false,
  args: ['--use-gl=angle', '--use-angle=gl', '--ignore-gpu-blocklist', '--no-sandbox'],
});

async function probe(page) {
  return JSON.parse(await page.evaluate(() => window.leapfrogProbe ?? '{}'));
}

async function until(page, test, ms) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    const p = await probe(page);
    if (test(p)) return p;
    await sleep(100);
  }
  return null;
}

/// A click as a hand makes it: the pointer arrives, then presses and lets go a moment later
/// (the game's frames are slow under software rendering; a press in the same frame as the
/// move can miss).
async function click(page, [x, y]) {
  await page.mouse.move(x, y);
  await sleep(150);
  await page.mouse.down();
  await sleep(80);
  await page.mouse.up();
}

async function gaps(page) {
  return page.evaluate(() => { const g = window.__gaps; window.__gaps = []; return g; });
}

async function measure(game) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const lines = [];
  page.on("console", (m) => lines.push(m.text()));
  await sleep(500);
  await page.goto(url);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SETTINGS_KEY, SETTINGS]);
  await page.reload();
  lines.length = 0;
  await page.evaluate(() => {
    window.__gaps = [];
    let last = performance.now();
    const tick = (t) => { window.__gaps.push(t - last); last = t; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  for (let waited = 0; !lines.some((l) => l.includes('leapfrog ready')) && waited < 240_000; waited += 200) {
    await sleep(200);
  }
  let p = await until(page, (q) => q[`play:${game}`], 240_000);
  let opened = null;
  for (let attempt = 0; attempt < 5 && !opened; attempt++) {
    await click(page, p[`play:${game}`][0]);
    opened = await until(page, (q) => q.move && q.moves, 10_000);
  }
  p = opened;
  if (!p) await page.screenshot({ path: `${out}/frames-failed-${game}.png` });
  if (!p) throw new Error(`${game}: the match never waited for the player: ${JSON.stringify(await probe(page))}`);
  await sleep(2000);
  await gaps(page);
  await sleep(4000);
  const idle = await gaps(page);
  const before = p.moves[0][0];
  for (const point of p.move) { await click(page, point); await sleep(300); }
  const replied = await until(page, (q) => q.moves && q.moves[0][0] >= before + 2, 60_000);
  const thinking = await gaps(page);
  await page.screenshot({ path: `${out}/frames-${game}.png` });
  const longest = (g) => Math.max(...g);
  const line = `${game}: idle ${idle.length} frames in 4 s, longest gap ${longest(idle).toFixed(0)} ms; ` +
    `thinking ${thinking.length} frames, longest gap ${longest(thinking).toFixed(0)} ms ` +
    `(${(longest(thinking) / longest(idle)).toFixed(2)}x idle)${replied ? '' : ' (no reply within 60 s)'}`;
  console.log(line);
  await context.close();
}

try {
  await sleep(500);
  for (const game of ['reversi', 'draughts']) await measure(game);
} finally {
  server.kill();
  await browser.close();
}
