// The server's log: JSON lines (pino) on stdout, one object per event, for a log collector or
// `journalctl -o cat | jq`. Request lines come from request-log.ts; unexpected errors from the
// error handler. Nothing a client sent beyond the method and path is ever written.
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export type AppLogger = Logger;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly (Level | 'silent')[];
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * An error as its type, code, message and stack only: libraries hang request data on their errors
 * (body-parser's `body`, a driver's parameters), and none of it may reach the log.
 */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as { code?: unknown };
  return { type: error.name, ...(typeof code === 'string' ? { code } : {}), message: error.message, stack: error.stack };
}

/** Lines reach the output within this, or as soon as 4 KB of them are waiting. */
const FLUSH_EVERY_MS = 1000;

/** Destinations whose waiting lines are written when the process exits (one listener for all of them). */
const waitingAtExit = new Set<ReturnType<typeof pino.destination>>();
process.once('exit', () => {
  for (const destination of waitingAtExit) {
    try {
      destination.flushSync();
    } catch {
      // Ended already (flushSync throws once a destination is destroyed): nothing of it is waiting.
    }
  }
});

/**
 * Lines collected and written 4 KB at a time (and at least every second, and at exit): one write
 * per request cost about 14 µs of server CPU per answer, a quarter of a cached read's cost
 * (decision 176). Each 4 KB is written by this thread, as Node writes to a pipe or terminal
 * anyway: handed to the thread pool instead, every write was a third thread on the machine and a
 * callback, and a cached read cost 22.5 µs of server CPU instead of 16.4. pino flushes only its
 * asynchronous destinations at exit, so this one is flushed here.
 */
export function bufferedDestination(dest: number | string): DestinationStream {
  const destination = pino.destination({ dest, sync: true, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  waitingAtExit.add(destination);
  return destination;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the lines go; stdout by default. */
  destination?: DestinationStream;
}

export function createLogger({ level = 'info', destination = bufferedDestination(1) }: LoggerOptions = {}): AppLogger {
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: errorFields } }, destination);
}
