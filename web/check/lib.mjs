// What the browser tests share (browser.mjs, online.mjs): the page's console watched for
// panics, the probe of where controls are (window.leapfrogProbe), presses that retry when
// long software-rendered frames lose them, and screenshots checked for blankness.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

export const out = process.env.OUT_DIR ?? '/tmp/leapfrog-web';
// Software rendering draws a few frames a second: the waits are generous.
export const SLOW = 240_000;
// CPU_THROTTLE=4 runs the pages four times slower, as on a loaded CI machine.
const cpuThrottle = Number(process.env.CPU_THROTTLE ?? 1);
mkdirSync(out, { recursive: true });
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const failures = [];
export const fail = (why) => { failures.push(why); console.log(`FAIL: ${why}`); };

/// Watches a page's console: every line is kept, panics and errors fail the test.
export function watch(page, label) {
  const lines = [];
  page.on('console', (m) => {
    const text = m.text();
    lines.push(text);
    const refused = /Failed to load resource/.test(text) && (page.__offline || page.__refusing);
    if ((m.type() === 'error' || /panicked/.test(text)) && !refused && !/broken\.ron/.test(text)) {
      fail(`${label}: console error: ${text.slice(0, 400)}`);
    }
  });
  page.on('pageerror', (e) => {
    if (!String(e).includes('Using exceptions for control flow')) fail(`${label}: page error: ${e}`);
  });
  return lines;
}

export async function waitForLine(lines, pattern, ms, label) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (lines.some((l) => pattern.test(l))) return Date.now() - start;
    if (failures.length) throw new Error(`${label}: gave up waiting for ${pattern} after the failure above`);
    await sleep(100);
  }
  throw new Error(`${label}: no console line matching ${pattern} in ${ms} ms`);
}

export async function probe(page) {
  const json = await page.evaluate(() => window.leapfrogProbe ?? '{}');
  return JSON.parse(json);
}

/// The files the page fetches once the menu is up reach the game.
export async function lateAssets(lines, label) {
  for (const side of [6, 8, 10]) {
    const ms = await waitForLine(lines, new RegExp(`reversi weights for ${side}x${side} in use`), SLOW, `${label}: ${side}x${side} weights`);
    console.log(`${label}: reversi weights for ${side}x${side} in use ${ms} ms after the menu`);
  }
  const ms = await waitForLine(lines, /full UI font in use/, SLOW, `${label}: the full font`);
  console.log(`${label}: the full font in use ${ms} ms after the menu`);
}

export async function waitForProbe(page, test, ms, label) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    const p = await probe(page);
    if (test(p)) return p;
    await sleep(200);
  }
  throw new Error(`${label}: the page never showed what it waited for: ${JSON.stringify(await probe(page))}`);
}

/// Distinct colours in a screenshot, counted in the page from the PNG itself.
export async function colours(page, png) {
  return page.evaluate(async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width; canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, image.height).data;
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  }, png.toString('base64'));
}

export async function shoot(page, name) {
  // A frame can come out empty while egui swaps in the late full font (seen once in a few
  // runs on the phone's menu): a blank shot is retaken a few frames later, and said so; a page
  // that stays blank still fails.
  let count = 0;
  for (let attempt = 1; attempt <= 3; attempt++) {
    await painted(page, 3);
    const png = await page.screenshot({ path: `${out}/${name}.png` });
    count = await colours(page, png);
    if (count >= 20) break;
    console.log(`${name}.png: blank (${count} colours) on attempt ${attempt}`);
  }
  console.log(`${name}.png: ${count} colours`);
  if (count < 20) fail(`${name}: the screenshot is blank (${count} colours)`);
}

/// Taps (touch) or clicks the first point of a probe entry.
/// Resolves once the page has painted `count` more frames: a frame of the app that was running
/// when it was called has then ended, and the input sent before it has been seen.
export async function painted(page, count = 2) {
  await page.evaluate((n) => new Promise((done) => {
    let left = n;
    const step = () => (--left <= 0 ? done() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), count);
}

export async function throttle(page) {
  if (cpuThrottle <= 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
}

export async function press(page, point, touch) {
  const [x, y] = point;
  if (touch) {
    await page.touchscreen.tap(x, y);
    return;
  }
  // The pointer arrives, then presses and lets go a frame later, as a hand does: a press in the
  // same frame as the move can miss, and frames are slow under software rendering.
  await page.mouse.move(x, y);
  await painted(page);
  await sleep(100);
  await page.mouse.down();
  await painted(page);
  await page.mouse.up();
}

/// Presses the control the probe calls `key`, and waits for `test`. While the control is still
/// shown and no move was played 20 s later, the press was lost in long frames (egui drops a
/// click whose frames span more than the game's allowance, 3 s), so it is pressed again, twice
/// at most.
export async function pressFor(page, key, touch, test, label) {
  for (let attempt = 1; ; attempt++) {
    const before = await probe(page);
    await press(page, before[key][0], touch);
    const start = Date.now();
    while (Date.now() - start < 20_000) {
      const p = await probe(page);
      if (test(p)) return p;
      await sleep(200);
    }
    const now = await probe(page);
    const unchanged = now[key] && JSON.stringify(now.moves) === JSON.stringify(before.moves);
    if (attempt >= 3 || !unchanged) return waitForProbe(page, test, SLOW, label);
    console.log(`${label}: the press changed nothing in 20 s; pressing again`);
  }
}

/// Chromium: on the X display under xvfb-run (GL through ANGLE), else headless with SwiftShader.
export async function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: !process.env.DISPLAY,
    args: process.env.DISPLAY
      ? ['--use-gl=angle', '--use-angle=gl', '--ignore-gpu-blocklist', '--no-sandbox']
      : ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
}
