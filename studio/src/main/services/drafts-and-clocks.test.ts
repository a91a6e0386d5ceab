// The drafts of records created offline follow the
// record to its server id, drafts and queued changes are ordered by the studio's own counter (never
// by this computer's clock), and a clock days ahead still keeps the session. Against the real
// server process and a real data folder; each test failed before its fix.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../../../shared/api-client/http.ts';
import type { AdminProduct } from '../../../../shared/contract/products.ts';
import { inputOf, tempDir } from '../../../testing/studio-harness.ts';
import { decodeBridgeArgs, encodeBridgeArgs } from '../../bridge/bridge-http.ts';
import { dispatchBridgeCall } from '../bridge-dispatch.ts';
import { NO_SESSION_KEPT } from './connection.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';

const suite = studioSuite();
const { studio, connected } = suite;

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** This computer's clock set `offsetMs` away from the right time (the server's clock stays right). */
function setClock(offsetMs: number) {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + offsetMs });
}

afterEach(() => {
  vi.useRealTimers();
});

const { newProduct } = suite;

describe('loss 2: typing in a record created offline follows it to its server id', () => {
  it('opens the draft typed under the temporary id once the create has synced', async () => {
    const { service } = await connected();
    await service.list('products');
    await suite.server.stop();
    const { record: created } = await service.create('products', { name: 'Offline Kilim', price: 240, collection: 'heritage' });
    const localId = created.id as number;
    expect(localId).toBeLessThan(0);
    const loaded = await service.get('products', localId);
    await service.saveDraft('products', localId, { values: { ...inputOf(loaded), description: 'Typed before the sync, never saved' }, base: loaded, baseVersion: loaded.version as number });

    await suite.server.start();
    expect(await service.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const synced = ((await service.list('products')) as AdminProduct[]).find((product) => product.name === 'Offline Kilim')!;
    expect(synced.id).toBeGreaterThan(0);
    expect(await service.getDraft('products', synced.id)).toMatchObject({ values: { description: 'Typed before the sync, never saved' } });
    // The editor still open on the temporary id finds it too, and nothing is left under that id.
    expect(await service.getDraft('products', localId)).toMatchObject({ values: { description: 'Typed before the sync, never saved' } });
    expect((await service.listDrafts()).map((draft) => draft.id)).toEqual([synced.id]);
  });
});

describe('loss 4: drafts and queued changes are ordered by the studio, not by the clock', () => {
  it('keeps a draft typed after a change saved while the clock was two hours ahead', async () => {
    const product = await newProduct('Clock Rug');
    const { dir, service } = await connected();
    await service.list('products');
    await suite.server.stop();
    setClock(2 * HOUR);
    await service.update('products', product.id, { ...inputOf(product), description: 'Saved with the clock ahead', version: product.version });
    service.dispose();
    vi.useRealTimers();

    // Restarted with the right clock; typed on, not saved.
    const restarted = studio(dir);
    await restarted.saveDraft('products', product.id, { values: { ...inputOf(product), description: 'Saved with the clock ahead, then typed on' }, base: product, baseVersion: product.version });
    await suite.server.start();
    expect(await restarted.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(product.id)).toMatchObject({ description: 'Saved with the clock ahead' });
    expect(await restarted.getDraft('products', product.id)).toMatchObject({ values: { description: 'Saved with the clock ahead, then typed on' } });
  });

  it('still lets a sync clear a draft the queued change covers, whatever the clock said when it was typed', async () => {
    const product = await newProduct('Covered Rug');
    const { service } = await connected();
    await service.list('products');
    await suite.server.stop();
    setClock(3 * HOUR);
    await service.saveDraft('products', product.id, { values: { ...inputOf(product), description: 'Typed with the clock ahead' }, base: product, baseVersion: product.version });
    vi.useRealTimers();
    // Saved afterwards with the right clock: the save holds everything typed.
    await service.update('products', product.id, { ...inputOf(product), description: 'Typed with the clock ahead', version: product.version });
    await suite.server.start();
    expect(await service.syncNow()).toMatchObject({ pending: 0 });
    expect(await service.getDraft('products', product.id)).toBeNull();
  });
});

describe('a studio whose clock is days off', () => {
  it('restarted with its clock eight days ahead, keeps its sign-in, syncs, shows the dashboard, and dates Last sync by the server’s clock', async () => {
    const product = await newProduct('Eight Days Rug');
    const { dir, service } = await connected();
    await service.list('products');
    await suite.server.stop();
    await service.update('products', product.id, { ...inputOf(product), origin: 'Queued, then the clock jumped a week and a day', version: product.version });
    service.dispose();
    await suite.server.start();

    const rightNow = Date.now();
    setClock(8 * DAY);
    const restarted = studio(dir);
    // The server judges the session, by its own clock: it is a day old there.
    expect(await restarted.status()).toEqual({ adminAuthenticated: true });
    const state = await restarted.syncNow();
    expect(state).toMatchObject({ pending: 0, needsLogin: false });
    expect(Math.abs(Date.parse(state.lastSyncAt!) - rightNow), 'Last sync, by the server’s clock').toBeLessThan(60_000);
    // The dashboard's figures, asked as the window asks for them (over studio:web's HTTP bridge, where a call without a request arrived with a null one).
    const asSent = JSON.parse(JSON.stringify({ args: encodeBridgeArgs(['dashboard', undefined]) })) as { args: unknown[] };
    expect(await dispatchBridgeCall(restarted, 'call', decodeBridgeArgs(asSent.args))).toMatchObject({ ok: true, value: { timeZone: 'America/Chicago' } });
    vi.useRealTimers();
    expect(await suite.admin.products.get(product.id)).toMatchObject({ origin: 'Queued, then the clock jumped a week and a day' });
  });

  it('restarted with its clock eight days behind, keeps its sign-in too', async () => {
    const { dir, service } = await connected();
    service.dispose();
    setClock(-8 * DAY);
    const restarted = studio(dir);
    expect(await restarted.getConnection()).toMatchObject({ hasSession: true });
    expect(await restarted.status()).toEqual({ adminAuthenticated: true });
    expect(await restarted.syncNow()).toMatchObject({ needsLogin: false, online: true });
  });
});

describe('loss 5: a clock more than seven days ahead', () => {
  it('keeps the session the server gave, so the queue goes', async () => {
    const product = await newProduct('Week Ahead Rug');
    setClock(8 * DAY);
    const { service } = await connected();
    expect(await service.getConnection()).toMatchObject({ hasSession: true });
    expect(await service.status()).toEqual({ adminAuthenticated: true });
    await service.list('products');
    await suite.server.stop();
    await service.update('products', product.id, { ...inputOf(product), origin: 'Queued with the clock a week ahead', version: product.version });
    await suite.server.start();
    expect(await service.syncNow()).toMatchObject({ pending: 0, needsLogin: false });
    vi.useRealTimers(); // the web admin's session in this process follows the right clock
    expect(await suite.admin.products.get(product.id)).toMatchObject({ origin: 'Queued with the clock a week ahead' });
  });

  it('keeps a session stated only with Expires (a server or proxy without Max-Age) until the server ends it, whatever this computer’s clock says', async () => {
    const withoutMaxAge: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(response.headers);
      headers.delete('Set-Cookie');
      for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie.replace(/;\s*max-age=\d+/i, ''));
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    };
    setClock(-10 * DAY);
    const { service } = await connected(tempDir(), { fetch: withoutMaxAge });
    expect(await service.getConnection()).toMatchObject({ hasSession: true });
    // Nine days on by this computer's clock, a moment by the server's: the server still has the session.
    setClock(-1 * DAY);
    expect(await service.getConnection()).toMatchObject({ hasSession: true });
    expect(await service.syncNow()).toMatchObject({ needsLogin: false, online: true });
    // The server ends it (an Expires before its own Date): gone.
    await service.logout();
    expect(await service.getConnection()).toMatchObject({ hasSession: false });
  });

  it('never reports a sign-in as done when it brought no session this computer could keep', async () => {
    const noCookies: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(response.headers);
      headers.delete('Set-Cookie');
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    };
    const service = studio(tempDir(), { fetch: noCookies });
    await expect(service.connect(suite.server.url, suite.server.password)).rejects.toMatchObject({ status: 502, body: { error: NO_SESSION_KEPT } });
    await expect(service.login(suite.server.password)).rejects.toMatchObject({ status: 502 });
    expect(await service.status()).toEqual({ adminAuthenticated: false });
  });
});
