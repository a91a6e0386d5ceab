// The server-rendered page lists the JavaScript chunks its page needs in a JSON block with this id
// (server/public-pages/ssr.ts); the browser entry fetches them after the first paint (site/main.tsx).
export const PAGE_MODULES_ID = 'page-modules';
