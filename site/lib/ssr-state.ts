// Where the server renderer leaves the page's query data for the browser to pick up before it
// hydrates: a JSON data block (never executed, so the CSP allows it), "<" escaped against </script>.
export const SSR_STATE_ID = 'ssr-state';
