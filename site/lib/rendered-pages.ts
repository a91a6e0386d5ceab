// The server renderer's record of which lazily loaded page modules a page used (their paths under
// site/, the keys of the build manifest), so the HTML can preload exactly those chunks. The
// browser provides no set and records nothing.
import { createContext } from 'react';

export const RenderedPagesContext = createContext<Set<string> | null>(null);
