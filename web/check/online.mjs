// The browser test of playing a friend online (run by scripts/test.sh under xvfb-run):
// `leapfrog serve --web DIST` on loopback serves the page and the game server at one address.
//  - a laptop (1280x800) opens Reversi, presses "Play with a friend online" and invites;
//  - a phone (390x844, touch, Chinese) opens the invite link and is seated at once;
//  - each plays a move by tapping the board; the phone reloads the link and sits down at the
//    same seat with the same board (not refused as a game already full);
//  - the laptop offers a draw, the phone accepts, and both show the same result.
// The pages' state is read from window.leapfrogOnline (app/online/page_state.rs), the controls'
// places from window.leapfrogProbe. Any panic or error in a console fails it.
// Usage: node web/check/online.mjs [DIST_DIR]  (LEAPFROG_BIN: the leapfrog binary)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SLOW, fail, failures, launch, out, pressFor, probe, shoot, sleep, throttle, waitForLine,
  waitForProbe, watch,
} from './lib.mjs';

const dist = process.argv[2] ?? 'web/dist';
const bin = process.env.LEAPFROG_BIN ?? `${process.env.CARGO_TARGET_DIR ?? 'target'}/debug/leapfrog`;
const port = Number(process.env.PORT ?? 8140);
const url = `http://127.0.0.1:${port}/`;
const data = mkdtempSync(join(tmpdir(), 'leapfrog-online-'));

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await sleep(100);
  }
  throw new Error(`no server at ${url}`);
}

async function online(page) {
  return JSON.parse(await page.evaluate(() => window.leapfrogOnline ?? '{}'));
}

async function waitForOnline(page, test, label) {
  const start = Date.now();
  while (Date.now() - start < SLOW) {
    const o = await online(page);
    if (test(o)) return o;
    if (failures.length) throw new Error(`${label}: gave up after the failure above`);
    await sleep(200);
  }
  throw new Error(`${label}: never seen; the page's online state: ${JSON.stringify(await online(page))}`);
}

/// Whoever is to move taps the first legal move; both pages then show `count` moves.
async function oneMove(pages, count) {
  const start = Date.now();
  while (Date.now() - start < SLOW) {
    for (const { page, touch, label } of pages) {
      if (!(await probe(page)).move) continue;
      await pressFor(page, 'move', touch, (q) => q.moves && q.moves[0][0] >= count, `${label}: move ${count}`);
      for (const other of pages) {
        await waitForOnline(other.page, (o) => o.moves?.length >= count, `${other.label}: sees move ${count}`);
      }
      console.log(`${label}: played move ${count}; both pages have it`);
      return label;
    }
    await sleep(200);
  }
  throw new Error(`move ${count}: neither page had a move to play`);
}

const server = spawn(bin, ['serve', '--listen', `127.0.0.1:${port}`, '--data', data, '--web', dist],
  { stdio: ['ignore', 'inherit', 'inherit'] });
const browser = await launch();
let shown = [];
try {
  await waitForServer();
  const laptopContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  const laptop = { page: await laptopContext.newPage(), touch: false, label: 'laptop' };
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN',
  });
  const phone = { page: await phoneContext.newPage(), touch: true, label: 'phone' };
  shown = [laptop, phone];
  for (const side of shown) {
    await throttle(side.page);
    side.lines = watch(side.page, side.label);
  }

  // The laptop invites from Reversi's match panel.
  await laptop.page.goto(url);
  await waitForLine(laptop.lines, /leapfrog ready/, SLOW, 'laptop');
  await waitForProbe(laptop.page, (q) => q['play:reversi'], SLOW, 'laptop: the menu');
  await pressFor(laptop.page, 'play:reversi', false, (q) => q['play-friend'], 'laptop: reversi opens');
  await pressFor(laptop.page, 'play-friend', false, (q) => q['online-invite'], 'laptop: the lobby');
  await pressFor(laptop.page, 'online-invite', false, (q) => !q['online-invite'], 'laptop: invited');
  const invited = await waitForOnline(laptop.page, (o) => o.invites?.length === 1 && o.link === 'Online', 'laptop: the invite code');
  const code = invited.invites[0];
  console.log(`laptop: invited with code ${code}, seat ${invited.seat}`);
  await shoot(laptop.page, 'web-online-invite');

  // The phone opens the link and sits down at once.
  const link = `${url}?join=${code}`;
  await phone.page.goto(link);
  await waitForLine(phone.lines, /leapfrog ready/, SLOW, 'phone');
  const seated = await waitForOnline(phone.page, (o) => o.seat !== undefined && o.seat !== null && o.link === 'Online', 'phone: seated by the link');
  console.log(`phone: seated at seat ${seated.seat} by the invite link`);
  if (seated.seat === invited.seat) fail(`both pages hold seat ${seated.seat}`);
  await waitForOnline(laptop.page, (o) => o.invites?.length === 0, 'laptop: the invitation taken');

  await oneMove(shown, 1);
  await oneMove(shown, 2);

  // The phone reloads its link: the same seat, the same board.
  const before = await online(laptop.page);
  await sleep(2500); // the seat is saved a second after it was given
  phone.lines.length = 0;
  await phone.page.reload();
  await waitForLine(phone.lines, /leapfrog ready/, SLOW, 'phone reload');
  const back = await waitForOnline(phone.page, (o) => o.link === 'Online' && o.moves?.length === 2, 'phone: back after a reload');
  if (back.seat !== seated.seat) fail(`phone: seat ${back.seat} after the reload, ${seated.seat} before`);
  if (JSON.stringify(back.moves) !== JSON.stringify(before.moves)) {
    fail(`phone: after the reload the moves are ${back.moves}, the laptop has ${before.moves}`);
  }
  await waitForProbe(phone.page, (q) => q.moves?.[0][0] === 2, SLOW, 'phone: the board after the reload');
  console.log(`phone: after a reload, seat ${back.seat} with the moves ${back.moves.join(' ')}`);

  // A draw offered and accepted.
  await pressFor(laptop.page, 'online-offer-draw', false, (q) => !q['online-offer-draw'], 'laptop: offers a draw');
  await waitForOnline(phone.page, (o) => o.offers?.some((x) => x.startsWith('Draw')), 'phone: sees the offer');
  await waitForProbe(phone.page, (q) => q['online-accept'], SLOW, 'phone: the accept button');
  await shoot(phone.page, 'web-online-offer');
  await pressFor(phone.page, 'online-accept', true, (q) => !q['online-accept'], 'phone: accepts');
  const results = [];
  for (const side of shown) {
    const o = await waitForOnline(side.page, (x) => x.result, `${side.label}: the result`);
    results.push(o.result);
    console.log(`${side.label}: ${o.result}`);
  }
  if (results[0] !== results[1] || !/draw \(agreed\)/.test(results[0])) fail(`the results differ or are no agreed draw: ${results}`);
  await shoot(laptop.page, 'web-online-laptop-result');
  await shoot(phone.page, 'web-online-phone-result');
} catch (e) {
  fail(String(e.stack ?? e));
  for (const side of shown) {
    await side.page.screenshot({ path: `${out}/web-online-failure-${side.label}.png` }).catch(() => {});
    console.log(`${side.label}'s last console lines:\n  ${(side.lines ?? []).slice(-15).join('\n  ')}`);
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(data, { recursive: true, force: true });
}
writeFileSync(`${out}/online-test.txt`, failures.join('\n'));
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log('online browser test passed');
