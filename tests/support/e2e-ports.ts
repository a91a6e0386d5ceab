// The ports of this checkout's end-to-end servers. Each checkout has its own (from its path, below
// the ephemeral range): a local run reuses a server already listening there, and two checkouts
// side by side on one machine never test against each other's server. E2E_PORT chooses one.
// playwright.config.ts starts the servers there; scripts/e2e.ts gives each half its own.
import { createHash } from 'node:crypto';

const checkoutSlot = createHash('sha256').update(process.cwd()).digest().readUInt32BE(0) % 900;

/** The block of 25 ports of this checkout starts here. */
export const CHECKOUT_PORT = 10_000 + checkoutSlot * 25;

/** The site server's port; the security spec's own server is SECURITY_PORT_OFFSET above it. */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? CHECKOUT_PORT);
export const SECURITY_PORT_OFFSET = 12;
