// A visitor in a process of its own: while a test floods the server from its own process, what
// the visitor sees (each answer's status and how long it took) is measured without the flood's
// work in the same event loop. Asks for `paths` in turn from one loopback address, one request at
// a time on one kept-alive connection, until told to stop; `stop()` resolves with every answer.
// Run as a script (`node visitor-process.ts`), it takes its orders as JSON in argv[2].
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';

export interface VisitorOrders {
  baseUrl: string;
  /** The loopback address the visitor connects from. */
  address: string;
  paths: string[];
  /** Pause between answers. */
  intervalMs: number;
  /** An answer not come within this is counted as status 0 and given up. */
  timeoutMs: number;
}

export interface VisitorAnswer {
  path: string;
  /** 0 when none came within the timeout, or the connection failed. */
  status: number;
  ms: number;
  /** When it was asked, in ms since the visitor started. */
  at: number;
}

export interface Visitor {
  /** Resolves once the visitor has made its first request (so a flood starts while it is there). */
  ready: Promise<void>;
  stop(): Promise<VisitorAnswer[]>;
}

export function startVisitor(orders: VisitorOrders): Visitor {
  const child = fork(import.meta.filename, [JSON.stringify(orders)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  let answers: VisitorAnswer[] | undefined;
  const done = new Promise<VisitorAnswer[]>((resolve, reject) => {
    child.on('message', (message: { answers?: VisitorAnswer[] }) => {
      if (message.answers) resolve((answers = message.answers));
    });
    child.once('exit', (code) => (answers ? resolve(answers) : reject(new Error(`The visitor process exited with ${code}`))));
  });
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  return {
    ready,
    async stop() {
      child.send('stop');
      return done;
    },
  };
}

function visit(orders: VisitorOrders): void {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: orders.address });
  const { hostname, port } = new URL(orders.baseUrl);
  const answers: VisitorAnswer[] = [];
  const startedAt = performance.now();
  let stopping = false;
  process.on('message', () => (stopping = true));

  const ask = (path: string) =>
    new Promise<number>((resolve) => {
      const sent = request({ hostname, port, path, agent, timeout: orders.timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      });
      sent.on('timeout', () => sent.destroy());
      sent.on('error', () => resolve(0));
      sent.end();
    });

  void (async () => {
    for (let n = 0; !stopping; n += 1) {
      const path = orders.paths[n % orders.paths.length];
      const at = performance.now();
      const status = await ask(path);
      answers.push({ path, status, ms: performance.now() - at, at: at - startedAt });
      if (n === 0) process.send!({ started: true });
      await new Promise((wait) => setTimeout(wait, orders.intervalMs));
    }
    agent.destroy();
    process.send!({ answers }, () => process.exit(0));
  })();
}

if (process.argv[1] === import.meta.filename && process.argv[2]) visit(JSON.parse(process.argv[2]) as VisitorOrders);
