// The admin calls a client makes by their name in the endpoint table (decision 134): everything
// but the records (record-clients.ts), the images and the session itself. A call is named once,
// in the table; its request (path parameters, query, body) and its answer are typed from the
// table's schemas, and the HTTP client and the studio send it as the table says. Zod-free at run
// time: the schemas are read as types only (decision 201).
import type { z } from 'zod';
import { adminEndpoints, type Address, type AdminEndpoints } from '../contract/admin-endpoints.ts';
import type { endpoints } from '../contract/endpoints.ts';
import type { PathParamNames } from '../contract/public-endpoints.ts';

/** Signing in and out, and asking whether one is: the studio's connection answers these itself. */
const SESSION_CALLS = ['login', 'status', 'logout'] as const;

type TableName = keyof AdminEndpoints;
type FlatName = { [N in TableName]: AdminEndpoints[N] extends Address ? N : never }[TableName];
export type ServerCallName = Exclude<FlatName, (typeof SESSION_CALLS)[number]>;

/** Every call a client sends by name, in the endpoint table's order. */
const SERVER_CALL_NAMES = (Object.keys(adminEndpoints) as TableName[]).filter(
  (name): name is ServerCallName => 'method' in adminEndpoints[name] && !(SESSION_CALLS as readonly string[]).includes(name),
);

export const isServerCallName = (name: unknown): name is ServerCallName => typeof name === 'string' && (SERVER_CALL_NAMES as readonly string[]).includes(name);

type Endpoint<N extends ServerCallName> = (typeof endpoints.admin)[N];
type ParamsOf<N extends ServerCallName> = PathParamNames<AdminEndpoints[N]['path']>;

/** A query's parameters as its schema reads them; a number is sent as its text. */
type QueryOf<Q> = { [K in keyof Q]?: Q[K] | (string extends Q[K] ? number : never) };

/** What a call sends: the path's parameters, the query the endpoint reads, and the body it takes. */
export type CallRequest<N extends ServerCallName> = ([ParamsOf<N>] extends [never] ? {} : { params: Record<ParamsOf<N>, string | number> }) &
  (Endpoint<N> extends { query: infer Q extends z.ZodType } ? { query?: QueryOf<z.input<Q>> } : {}) &
  (Endpoint<N> extends { input: infer I extends z.ZodType } ? { body: z.input<I> } : {});

/** What a call answers: its output in the contract, or the text or file it sends. */
export type CallAnswer<N extends ServerCallName> = Endpoint<N> extends { output: infer O extends z.ZodType }
  ? z.output<O>
  : AdminEndpoints[N] extends { answer: 'text' }
    ? string
    : Blob;

/** Sends the call `name` (decision 134); the request may be left out when the call needs nothing. */
export type ServerCall = <N extends ServerCallName>(
  name: N,
  ...request: {} extends CallRequest<N> ? [request?: CallRequest<N>] : [request: CallRequest<N>]
) => Promise<CallAnswer<N>>;

/** A call as a conduit holds it (the studio's bridge), whatever its name: the typed surface is ServerCall. */
export type AnyServerCall = (name: ServerCallName, request?: AnyCallRequest) => Promise<unknown>;

/** A request as it travels, whatever the call. */
export interface AnyCallRequest {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
}
