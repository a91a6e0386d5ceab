// The path parameters of the public route being shown: site/app.tsx provides its match's
// (shared/match-route.ts); the admin picks its screens by path and has none.
import { createContext, use } from 'react';

export const ParamsContext = createContext<Readonly<Record<string, string>>>({});

export const useParams = (): Readonly<Record<string, string>> => use(ParamsContext);
