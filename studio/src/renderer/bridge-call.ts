// Calls a bridge method and turns a refused call back into the ApiError the admin screens know.
import { ApiError } from '../../../shared/api-client/http.ts';
import type { BridgeMethod, BridgeResult, ChannelMap, StudioWindowApi } from '../bridge/bridge.ts';

export async function callBridge<K extends BridgeMethod>(bridge: StudioWindowApi, method: K, ...args: ChannelMap[K]['args']): Promise<ChannelMap[K]['result']> {
  const fn = bridge[method] as unknown as (...callArgs: ChannelMap[K]['args']) => Promise<BridgeResult<ChannelMap[K]['result']>>;
  const result = await fn(...args);
  if (result.ok) return result.value;
  throw new ApiError(result.error.status, result.error.text, result.error.body);
}
