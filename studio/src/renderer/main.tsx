// The renderer's entry: the preload's window.studio in Electron, or studio:web's HTTP shim in a
// browser tab; the same app either way.
// The admin's typefaces (the web admin's page declares its own, in site/head.html).
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadToasts } from '../../../shared/admin/toaster.tsx';
import { paths } from '../../../shared/paths.ts';
import type { StudioWindowApi } from '../bridge/bridge.ts';
import { StudioApp } from './app.tsx';
import { createWebBridge } from './bridge-web.ts';
import { routeExternalLinks } from './external-links.ts';

const bridge: StudioWindowApi = window.studio ?? createWebBridge();
routeExternalLinks(bridge);
// A window that outlives studio:web's process must still be able to say a save failed.
preloadToasts();
if (!window.location.hash) window.location.hash = `#${paths.admin.dashboard}`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StudioApp bridge={bridge} />
  </StrictMode>,
);
