// The throughput budget's yardstick, in a process of its own: Express's hello world exactly as
// fastify/benchmarks runs it (benchmarks/express.js: no ETag, no X-Powered-By, GET / answering
// {"hello":"world"}), nothing of this product in it. Prints {"port":N} once listening.
import express from 'express';
import type { AddressInfo } from 'node:net';

const app = express();
app.disable('etag');
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ hello: 'world' });
});

const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.once('SIGTERM', () => process.exit(0));
