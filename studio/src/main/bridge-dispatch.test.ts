// What reaches the window when a bridge call fails: an ApiError's own answer, a sentence written
// for the owner as it is, and anything else (a programming error, a file system's) as a plain
// sentence, logged here with its stack: a raw error never reaches a screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api-client/http.ts';
import type { BridgeApi } from '../bridge/bridge.ts';
import { dispatchBridgeCall, UNEXPECTED } from './bridge-dispatch.ts';

const failing = (error: unknown) => ({ getConnection: async () => Promise.reject(error) }) as unknown as BridgeApi;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failed bridge call', () => {
  it('answers an ApiError as the server or the studio said it', async () => {
    const answer = await dispatchBridgeCall(failing(new ApiError(409, 'Taken', { error: 'Taken' })), 'getConnection', []);
    expect(answer).toEqual({ ok: false, error: { status: 409, text: 'Taken', body: { error: 'Taken' } } });
  });

  it('passes a sentence written for the owner, and turns a programming or system error into a plain one, logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await dispatchBridgeCall(failing(new Error('The studio’s data folder is locked by another process')), 'getConnection', [])).toMatchObject({
      ok: false,
      error: { status: 500, body: { error: 'The studio’s data folder is locked by another process' } },
    });
    expect(log).not.toHaveBeenCalled();
    const crash = new TypeError("Cannot destructure property 'params' of '(intermediate value)' as it is null.");
    const disk = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    for (const error of [crash, disk]) {
      expect(await dispatchBridgeCall(failing(error), 'getConnection', [])).toEqual({ ok: false, error: { status: 500, text: UNEXPECTED, body: { error: UNEXPECTED } } });
      expect(log).toHaveBeenLastCalledWith('Studio: getConnection failed', error);
    }
  });
});
