// The toasts' UI (docs/product/copy.md#constants: one at a time, 5000 ms, F8 moves focus to them, swipe right past
// 50 px dismisses), mounted in a React root of its own at the end of the page by the first notice
// (notify.ts). Styled by toaster-styles.ts, which the islands that notify put in the page.
import { createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Notice } from './notify.ts';

const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: 5000, hotkey: ['F8'], pauseOnPageIdle: true });

/** How far right a toast must be swiped to go. */
const SWIPE_THRESHOLD_PX = 50;

/** Resolves once the toaster listens (its own effects run before its parent's). */
function ToasterRoot({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <Toaster toaster={toaster} className="site-toaster">
      {(toast) => <SiteToast id={toast.id!} type={toast.type} title={toast.title} description={toast.description} />}
    </Toaster>
  );
}

function SiteToast({ id, type, title, description }: { id: string; type?: string; title?: ReactNode; description?: ReactNode }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset >= SWIPE_THRESHOLD_PX) toaster.dismiss(id);
    else setOffset(0);
  };
  const Icon = type === 'error' ? CircleAlert : CircleCheck;
  return (
    <Toast.Root
      className="site-toast"
      data-testid="toast"
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Icon className="site-toast-indicator" size={20} aria-hidden />
      <div className="site-toast-text">
        {title ? <Toast.Title className="site-toast-title">{title}</Toast.Title> : null}
        {description ? <Toast.Description className="site-toast-description">{description}</Toast.Description> : null}
      </div>
      <Toast.CloseTrigger className="site-toast-close" aria-label="Dismiss notification">
        <X size={16} aria-hidden />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

/** Mounts the toaster and answers how to show a notice, once it listens. */
export function mountToaster(): Promise<(notice: Notice) => void> {
  const container = document.createElement('div');
  document.body.append(container);
  return new Promise((resolve) => {
    const ready = () =>
      resolve(({ kind, title, description }) => {
        toaster.dismiss();
        toaster.create({ type: kind, title, description });
      });
    createRoot(container).render(<ToasterRoot onReady={ready} />);
  });
}
