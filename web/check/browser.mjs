// The browser test of the web build (run by scripts/test.sh under xvfb-run):
//  - a laptop (1280x800, device scale 2): the page loads and says "ready"; a click on
//    Reversi's Play opens it; a click on a legal move plays it and the computer answers; the
//    screenshots are not blank; a setting switched off stays off after a reload, and the reload
//    offers Continue (the autosave and the settings live in the browser's storage); sound runs
//    after the first click; a broken mod file is refused with its file:line:col; with the
//    server stopped the page still loads (the service worker's cache); the files the page
//    fetches after the menu (reversi's weights, the full font) arrive, online and offline;
//  - a phone (390x844, device scale 3, touch) set to Chinese: the loader and the game speak
//    it; taps open Reversi and play a move; a late file the server refuses (404) is reported
//    by the game, in Chinese, which plays on without it.
// Any panic or error in the console fails it. Screenshots go to $OUT_DIR.
// Usage: node web/check/browser.mjs [DIST_DIR]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  SLOW, fail, failures, launch, lateAssets, out, pressFor, probe, shoot, sleep, throttle,
  waitForLine, waitForProbe, watch,
} from './lib.mjs';

const dist = process.argv[2] ?? 'web/dist';
const port = Number(process.env.PORT ?? 8137);
const url = `http://127.0.0.1:${port}/`;

function serve() {
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dist],
    { stdio: 'ignore' });
  return server;
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await sleep(100);
  }
  throw new Error(`no server at ${url}`);
}

/// Opens reversi from the menu, plays the first legal move and waits for the computer's reply.
async function playReversi(page, touch, label) {
  let p = await waitForProbe(page, (q) => q['play:reversi'], SLOW, `${label} menu`);
  p = await pressFor(page, 'play:reversi', touch, (q) => q.move && q.moves, `${label} reversi opens`);
  const before = p.moves[0][0];
  await pressFor(page, 'move', touch, (q) => q.moves && q.moves[0][0] >= before + 2 && q.move,
    `${label} the move and the computer's reply`);
  console.log(`${label}: played a move and the computer replied`);
}

const browser = await launch();
let server = serve();
// The page's console so far, printed when the test fails.
let lines = [];
// The page in use, screenshot when the test fails.
let page;
try {
  await waitForServer();

  // The laptop.
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  page = await laptop.newPage();
  await throttle(page);
  lines = watch(page, 'laptop');
  const loaded = Date.now();
  await page.goto(url);
  const ready = await waitForLine(lines, /leapfrog ready/, SLOW, 'laptop');
  console.log(`laptop: menu ready ${Date.now() - loaded} ms after the page load began (${ready} ms waiting)`);
  await lateAssets(lines, 'laptop');
  await shoot(page, 'web-laptop-menu');
  await playReversi(page, false, 'laptop');
  await shoot(page, 'web-laptop-match');
  // Sound: the browser starts audio suspended; the page resumes it on the first click.
  const audio = await page.evaluate(() => window.leapfrogAudioStates?.() ?? []);
  console.log(`laptop: audio contexts after the clicks: ${audio.join(', ') || 'none'}`);
  if (!audio.includes('running')) fail(`laptop: no running audio after a click (${audio.join(', ')})`);
  // The page plays the game's cues itself (Web Audio): the moves were heard.
  const cues = await page.evaluate(() => window.leapfrogSoundsPlayed ?? 0);
  console.log(`laptop: sound cues played: ${cues}`);
  if (cues < 1) fail('laptop: the moves played no sound cue');

  // A setting changed in the match panel is saved in the browser's storage.
  await waitForProbe(page, (q) => q['toggle:coordinates'], SLOW, 'laptop: the coordinates switch');
  await pressFor(page, 'toggle:coordinates', false, (q) => q['setting:coordinates']?.[0][0] === 0, 'laptop: coordinates off');

  // A broken mod file gets its place named; the game goes on. It comes after the switch: its
  // error window may lie over the match panel (CI once lost three presses in a row after it).
  await page.setInputFiles('#pick', { name: 'broken.ron', mimeType: 'text/plain', buffer: Buffer.from('ReversiVariant(\n  size: 8,\n  oops\n)\n') });
  await waitForLine(lines, /broken\.ron:\d+:\d+/, SLOW, 'laptop: the broken mod is refused with its place');
  console.log('laptop: a broken mod file was refused with its file:line:col');

  await sleep(3000); // settings are written a moment after a change
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  console.log(`laptop: local storage keys: ${Object.keys(stored).join(', ')}`);
  if (!Object.keys(stored).some((k) => k.includes('autosave/reversi.ron'))) fail('laptop: no autosave in local storage');
  if (!Object.values(stored).some((v) => /show_coordinates\s*=\s*false/.test(v))) fail('laptop: the setting was not stored');

  // Reload: the autosave and the settings come back from the browser's storage.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const reloaded = Date.now();
  await page.reload();
  lines.length = 0;
  await waitForLine(lines, /leapfrog ready/, SLOW, 'laptop reload');
  console.log(`laptop: menu ready ${Date.now() - reloaded} ms after a reload began`);
  await waitForProbe(page, (q) => q.continue, 30_000, 'laptop: Continue after a reload');
  if ((await probe(page))['setting:coordinates']?.[0][0] !== 0) fail('laptop: the setting was lost in the reload');
  await pressFor(page, 'continue', false, (q) => q.moves && q.moves[0][0] >= 2, 'laptop: the continued match');
  console.log('laptop: after a reload, Continue brought the match back');

  // Offline: stop the server and load again.
  server.kill();
  await sleep(500);
  page.__offline = true;
  lines.length = 0;
  await page.reload();
  await waitForLine(lines, /leapfrog ready/, SLOW, 'laptop offline');
  console.log('laptop: with the server stopped, the page still loads from the offline cache');
  await lateAssets(lines, 'laptop offline');
  await shoot(page, 'web-laptop-offline');
  await laptop.close();
  server = serve();
  await waitForServer();

  // The phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
    locale: 'zh-CN',
    // Else the service worker fetches the late files itself, past the 404 route below.
    serviceWorkers: 'block',
  });
  page = await phone.newPage();
  await throttle(page);
  lines = watch(page, 'phone');
  // One late file goes missing here: the game says what it plays without it, and goes on.
  page.__refusing = true;
  await page.route('**/weights-10.bin', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(url);
  const loader = await page.evaluate(() => [document.documentElement.lang, document.getElementById('status').textContent]);
  console.log(`phone: the loader speaks ${loader[0]}: "${loader[1]}"`);
  if (loader[0] !== 'zh-CN' || !loader[1].startsWith('正在')) fail(`phone: the loader is not in Chinese: ${loader}`);
  await waitForLine(lines, /leapfrog ready/, SLOW, 'phone');
  await waitForLine(lines, /weights-10\.bin: 无法下载（HTTP 404）/, SLOW, 'phone: the missing weights reported in Chinese');
  console.log('phone: a late file the server refused (404) was reported, and the game went on');
  await shoot(page, 'web-phone-menu');
  await playReversi(page, true, 'phone');
  await shoot(page, 'web-phone-match');
  await phone.close();
} catch (e) {
  fail(String(e.stack ?? e));
  // What the page showed when it failed, to see why.
  await page?.screenshot({ path: `${out}/web-failure.png` }).catch(() => {});
  console.log(`the page's last console lines:\n  ${lines.slice(-15).join('\n  ')}`);
} finally {
  server.kill();
  await browser.close();
}
writeFileSync(`${out}/browser-test.txt`, failures.join('\n'));
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log('browser test passed');
