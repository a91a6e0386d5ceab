// Calls one bridge method on the studio service with arguments that came from the renderer
// (over IPC or, in studio:web, over HTTP), and turns any failure into a BridgeError the
// renderer can rebuild into the ApiError the admin screens expect. A failure nobody wrote a
// sentence for (a programming error, a file system's) is logged here, with its stack, and the
// window is told in plain words: a raw error never reaches a screen.
import { ApiError } from '../../../shared/api-client/http.ts';
import { isServerCallName } from '../../../shared/api-client/server-calls.ts';
import { isPreviewResource, isResourceName } from '../../../shared/contract/resource-addresses.ts';
import type { BridgeApi, BridgeMethod, BridgeResult } from '../bridge/bridge.ts';

const TAKES_RESOURCE = new Set<BridgeMethod>(['list', 'get', 'create', 'update', 'remove', 'revisions', 'revision', 'saveDraft', 'getDraft', 'discardDraft', 'draftToNew']);
/** Preview (decision 145) takes only the resources with a public page. */
const TAKES_PREVIEW_RESOURCE = new Set<BridgeMethod>(['preview', 'previewLink']);

/** Whether the first argument names what the method takes: a resource, a previewable one, a call of the endpoint table. */
function knownFirstArgument(method: BridgeMethod, first: unknown): boolean {
  if (method === 'call') return isServerCallName(first);
  if (TAKES_PREVIEW_RESOURCE.has(method)) return isResourceName(first) && isPreviewResource(first);
  return !TAKES_RESOURCE.has(method) || isResourceName(first);
}

export const UNEXPECTED = 'Something went wrong in the studio, so this was not done. Nothing you saved is lost: try again, and if it keeps happening, restart the studio.';

/** A plain Error's message is a sentence written for the owner; a TypeError's, a system error's (with its code) are not. */
const saidForTheOwner = (error: unknown): string | undefined =>
  error instanceof Error && error.constructor === Error && !('code' in error) && error.message ? error.message : undefined;

export async function dispatchBridgeCall(api: BridgeApi, method: BridgeMethod, args: unknown): Promise<BridgeResult<unknown>> {
  try {
    if (!Array.isArray(args)) throw new ApiError(400, 'Bridge arguments must be a list', { error: 'Bridge arguments must be a list' });
    if (!knownFirstArgument(method, args[0])) {
      const unknown = `Unknown ${method === 'call' ? 'call' : 'resource'} ${String(args[0])}`;
      throw new ApiError(400, unknown, { error: unknown });
    }
    const call = api[method] as (...callArgs: unknown[]) => Promise<unknown>;
    return { ok: true, value: await call(...args) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error: { status: error.status, text: error.message.slice(`${error.status}: `.length), body: error.body } };
    const message = saidForTheOwner(error) ?? UNEXPECTED;
    if (message === UNEXPECTED) console.error(`Studio: ${method} failed`, error);
    return { ok: false, error: { status: 500, text: message, body: { error: message } } };
  }
}
