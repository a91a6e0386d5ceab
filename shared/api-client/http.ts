// The request primitive (docs/product/api.md#requests-and-answers): cookies on every call, JSON bodies with a JSON
// content type (form data as is), and any non-OK answer turned into an error whose message is
// "<status>: <body text or status text>".
import type { ErrorBody } from '../contract/errors.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON error body, when the server sent one. */
  readonly body: ErrorBody | null;

  constructor(status: number, text: string, body: ErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own error sentence, for toasts ("That slug is already used"). */
  get serverMessage(): string {
    return this.body?.error ?? this.message;
  }
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

export async function request(fetchImpl: FetchLike, baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: RequestInit['body'];
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetchImpl(`${baseUrl}${path}`, { method, headers, body, credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: ErrorBody | null = null;
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object' && typeof (json as ErrorBody).error === 'string') parsed = json as ErrorBody;
  } catch {
    parsed = null;
  }
  return new ApiError(response.status, text || response.statusText, parsed);
}

export async function requestJson<T>(fetchImpl: FetchLike, baseUrl: string, method: string, path: string, options?: RequestOptions): Promise<T> {
  const response = await request(fetchImpl, baseUrl, method, path, options);
  return (await response.json()) as T;
}
