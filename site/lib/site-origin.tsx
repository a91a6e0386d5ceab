// The absolute origin used for canonical and Open Graph addresses. The browser entry passes
// location.origin; a server renderer passes the request's origin.
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext('');

export const useSiteOrigin = () => useContext(SiteOriginContext);
