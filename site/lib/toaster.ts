// The site's one toaster: a single toast visible at a time, 5 s by default.
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: 5000, hotkey: ['F8'], pauseOnPageIdle: true });

type Notice = { title: string; description: string };

/** Replaces whatever toast is showing, so the newest message is the one a visitor sees. */
export function notify(kind: 'success' | 'error', { title, description }: Notice): void {
  toaster.dismiss();
  toaster.create({ type: kind, title, description });
}
