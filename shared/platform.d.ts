// The only platform that shared/ (but its admin screens) may count on: the web-standard globals
// that Node 24, browsers and Electron all have, with the members shared code uses. tsconfig.shared.json
// checks shared/ against these alone (no DOM, no Node types), so a use of window, document,
// process or another platform's API there fails the typecheck; the web and node checks see the
// platforms' own, complete declarations instead (decision 138).

interface URLSearchParams {
  append(name: string, value: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}
declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | URLSearchParams): URLSearchParams;
};

interface URL {
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly pathname: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
declare var URL: { prototype: URL; new (url: string, base?: string | URL): URL };

// The fetch API, as the ApiClient (shared/api-client) calls the fetch function it is handed.
interface Blob {
  readonly size: number;
  readonly type: string;
}
declare var Blob: { prototype: Blob; new (): Blob };
interface FormData {}
declare var FormData: { prototype: FormData; new (): FormData };
interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Blob | FormData | null;
  credentials?: 'include' | 'omit' | 'same-origin';
}
interface Response {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
}
