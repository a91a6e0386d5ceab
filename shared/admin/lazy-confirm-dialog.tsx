// ConfirmDialog with its code (Chakra's dialog, focus trap) loaded when it first opens, for the
// screens a full load shows first (the shell, the dashboard): they load without it (decision 201).
import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

const ConfirmDialog = lazy(async () => ({ default: (await import('./confirm-dialog.tsx')).ConfirmDialog }));

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
