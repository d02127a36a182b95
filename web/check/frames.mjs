// Opens the web build in Chromium (run under xvfb-run), plays one reversi move so the computer
// thinks, and reports requestAnimationFrame gaps while idle and while it thinks. Screenshots
// go to $OUT_DIR (default /tmp). Usage: node web/check/frames.mjs URL
// Needs playwright-core (npm install playwright-core) and Debian's chromium.
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const out = process.env.OUT_DIR ?? '/tmp';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: false,
  args: ['--use-gl=angle', '--use-angle=gl', '--ignore-gpu-blocklist', '--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const logs = [];
page.on('console', (m) => logs.push(m.text()));
await page.goto(url);
await page.evaluate(() => {
  window.__gaps = [];
  let last = performance.now();
  const tick = (t) => { window.__gaps.push(t - last); last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
await sleep(20000);
await page.screenshot({ path: `${out}/web-menu.png` });
const measure = async (label, ms) => {
  await page.evaluate(() => { window.__gaps = []; });
  await sleep(ms);
  const gaps = await page.evaluate(() => window.__gaps);
  const max = Math.max(...gaps);
  console.log(`${label}: ${gaps.length} frames in ${ms} ms, longest gap ${max.toFixed(0)} ms`);
};
await page.mouse.click(112, 272); // Reversi's Play button
await sleep(4000);
await measure('match idle', 3000);
// Black (human) plays row 3, column 4 (0-based 2,3); white (computer, strength 4) then thinks.
const cell = 0.9 * Math.min(960 / 8.4, 800 / 8.4);
await page.mouse.click(480 + (3 + 0.5 - 4) * cell, 400 + (2 + 0.5 - 4) * cell);
await measure('computer thinking', 3000);
await page.screenshot({ path: `${out}/web-match.png` });
console.log(logs.filter((l) => /error|panic/i.test(l)).slice(0, 5).join('\n'));
await browser.close();
