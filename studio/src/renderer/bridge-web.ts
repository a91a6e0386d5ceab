// studio:web's stand-in for the preload: the same named functions, each posting its arguments
// to POST /bridge/<method> on the local studio:web server. Installed only when no preload did.
import { BRIDGE_METHODS, type BridgeResult, type StudioWindowApi } from '../shared/bridge.ts';

async function post(method: string, args: unknown[]): Promise<BridgeResult<unknown>> {
  try {
    const response = await fetch(`/bridge/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ args }),
    });
    return (await response.json()) as BridgeResult<unknown>;
  } catch (error) {
    const text = `The studio process is not answering: ${(error as Error).message}`;
    return { ok: false, error: { status: 503, text, body: { error: text } } };
  }
}

export function createWebBridge(): StudioWindowApi {
  const bridge = Object.fromEntries(BRIDGE_METHODS.map((method) => [method, (...args: unknown[]) => post(method, args)])) as StudioWindowApi;
  // A browser tab has no system browser to hand links to: open them in a new tab instead.
  bridge.openExternal = async (url: string) => {
    window.open(url, '_blank', 'noopener,noreferrer');
    return { ok: true, value: undefined };
  };
  return bridge;
}
