// Run, on its own, before the admin loads a screen that builds the contract's schemas (admin-root.tsx,
// decision 201): the browser loads zod only with such a screen. Zod probes for
// `new Function` when it builds an object schema, to compile fast parsers; under the site's CSP
// (`script-src 'self'`, no 'unsafe-eval') the probe is refused and reported as a CSP violation in
// the console, although zod catches it. Jitless skips the probe; the server keeps the compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });
