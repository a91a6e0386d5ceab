// studio:web's stand-in for the preload: the same named functions, each posting its arguments
// to POST /bridge/<method> on the local studio:web server. Installed only when no preload did.
// Every call carries the launch's access key: read once from the address start.ts printed
// (?token=...), kept in this tab's sessionStorage (so reloads keep working), and removed from the
// address bar so it does not linger in history or get copied along with a link.
import { BRIDGE_METHODS, type BridgeResult, type StudioWindowApi } from '../bridge/bridge.ts';
import { encodeBridgeArgs, STUDIO_TOKEN_HEADER, STUDIO_TOKEN_PARAM } from '../bridge/bridge-http.ts';

const TOKEN_KEY = 'jacobs-studio-token';
/** Under the 64 KB the browser lets keepalive requests carry. */
const KEEPALIVE_LIMIT = 60_000;

function takeToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get(STUDIO_TOKEN_PARAM);
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete(STUDIO_TOKEN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

const MISSING_KEY = 'This tab has no access key for the studio: open the address npm run studio:web printed (it ends in ?token=…).';
const WRONG_KEY = 'This tab’s access key is not the one of the running studio (it changes at every launch): open the address npm run studio:web printed.';

/**
 * Without a valid key nothing works, and the app would wait forever for its first answer: say so
 * on the page itself, once.
 */
function showKeyNotice(text: string) {
  if (document.getElementById('studio-key-notice')) return;
  const notice = document.createElement('p');
  notice.id = 'studio-key-notice';
  notice.setAttribute('role', 'alert');
  notice.textContent = text;
  notice.style.cssText = 'margin:0;padding:16px 24px;background:#fff4e5;color:#5c3b00;font:16px/1.5 system-ui,sans-serif;border-bottom:1px solid #f0c36d';
  document.body.prepend(notice);
}

const failure = (status: number, text: string): BridgeResult<never> => ({ ok: false, error: { status, text, body: { error: text } } });

async function post(token: string | null, method: string, args: unknown[]): Promise<BridgeResult<unknown>> {
  if (!token) {
    showKeyNotice(MISSING_KEY);
    return failure(401, MISSING_KEY);
  }
  let response: Response;
  const sent = JSON.stringify({ args: encodeBridgeArgs(args) });
  try {
    response = await fetch(`/bridge/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [STUDIO_TOKEN_HEADER]: token },
      body: sent,
      // A draft written as the window closes must still arrive: keepalive requests outlive their
      // page (the browser allows 64 KB of them in flight).
      keepalive: method === 'saveDraft' && sent.length < KEEPALIVE_LIMIT,
    });
  } catch (error) {
    return failure(503, `The studio has stopped, so this was not done (${(error as Error).message}). Start it again (npm run studio:web) and open the address it prints.`);
  }
  if (response.ok) return (await response.json()) as BridgeResult<unknown>;
  // Refused before reaching the service (access key, host, origin): same shape as a service error.
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  if (response.status === 401 || response.status === 403) showKeyNotice(response.status === 401 ? MISSING_KEY : WRONG_KEY);
  return failure(response.status, body?.error ?? response.statusText);
}

export function createWebBridge(): StudioWindowApi {
  const token = takeToken();
  const bridge = Object.fromEntries(BRIDGE_METHODS.map((method) => [method, (...args: unknown[]) => post(token, method, args)])) as StudioWindowApi;
  // A browser tab has no system browser to hand links to: open them in a new tab instead.
  bridge.openExternal = async (url: string) => {
    window.open(url, '_blank', 'noopener,noreferrer');
    return { ok: true, value: undefined };
  };
  return bridge;
}
