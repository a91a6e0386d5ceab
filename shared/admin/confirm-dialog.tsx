// A yes/no question in an alert dialog: delete confirmations and "Discard unsaved changes?".
import { Button, Text } from '@chakra-ui/react';
import { AdminDialog } from './admin-dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** The confirm button's color palette: red (the default) for what cannot be undone. */
  confirmPalette?: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'Cancel', busy = false, confirmPalette = 'red', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AdminDialog
      open={open}
      role="alertdialog"
      title={title}
      busy={busy}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette={confirmPalette} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
    </AdminDialog>
  );
}
