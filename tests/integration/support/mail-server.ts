// A real SMTP server on a loopback port (the `smtp-server` package) for the mail tests: it takes
// the app's mail over a real connection with a real login, keeps what it received (parsed), and can
// be told to refuse, to stay silent, or to hold its answer after a whole message came in.
import type { AddressInfo, Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  replyTo: string | null;
  text: string;
  raw: string;
}

/**
 * accept: take every message. refuse: answer the end of each message with `code` (4xx: try again
 * later, 5xx: refused for good). silent: take the connection and never say a word. hold: take the
 * whole message, then keep the answer until release() (a client killed meanwhile never hears it).
 */
export type MailServerMode = { kind: 'accept' } | { kind: 'refuse'; code: number } | { kind: 'silent' } | { kind: 'hold' };

export interface TestMailServer {
  port: number;
  /** SMTP_URL for the app, with the credentials this server checks. */
  url: string;
  user: string;
  password: string;
  received: ReceivedMail[];
  /** Every message that came in whole, whatever the answer (what a real server may have delivered). */
  arrived: number;
  /** Connections opened so far. */
  connections: number;
  setMode(mode: MailServerMode): void;
  /** Answers the held messages (as accepted). */
  release(): void;
  /** Cuts every open connection without a word, as a network failure or a crashed server does. */
  dropConnections(): void;
  /** Resolves once `count` messages were received (accepted or held). */
  waitForArrived(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves once `count` connections were opened. */
  waitForConnections(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

async function until(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

export async function startMailServer({ user = 'leads@rugs.example', password = 'smtp p@ss:word/1' } = {}): Promise<TestMailServer> {
  let mode: MailServerMode = { kind: 'accept' };
  const held: (() => void)[] = [];
  const state = { received: [] as ReceivedMail[], arrived: 0, connections: 0 };

  const server = new SMTPServer({
    // Loopback without TLS: the app may skip STARTTLS only to this machine (smtp-config.ts).
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    // Keeps a silent connection open well past the app's own timeouts.
    socketTimeout: 10 * 60_000,
    closeTimeout: 100,
    onConnect(_session: SMTPServerSession, callback: (error?: Error) => void) {
      state.connections += 1;
      if (mode.kind !== 'silent') callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const current = mode;
        if (current.kind === 'refuse') {
          callback(Object.assign(new Error(current.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: current.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        state.arrived += 1;
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          messageId: parsed.messageId ?? '',
          replyTo: parsed.replyTo?.value[0]?.address ?? null,
          text: parsed.text ?? '',
          raw,
        });
        if (current.kind === 'hold') held.push(() => callback());
        else callback();
      });
    },
  });
  // A client killed mid-conversation resets its connection: expected here, not a test failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  return {
    port,
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    user,
    password,
    get received() {
      return state.received;
    },
    get arrived() {
      return state.arrived;
    },
    get connections() {
      return state.connections;
    },
    setMode(next) {
      mode = next;
    },
    release() {
      for (const answer of held.splice(0)) answer();
    },
    dropConnections() {
      held.splice(0);
      for (const socket of sockets) socket.destroy();
    },
    waitForArrived: (count, timeoutMs = 30_000) => until(() => state.arrived >= count, `${count} mails`, timeoutMs),
    waitForConnections: (count, timeoutMs = 30_000) => until(() => state.connections >= count, `${count} SMTP connections`, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
