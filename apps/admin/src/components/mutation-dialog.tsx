import { errorMessage } from '@campo/web-client';
import type { ComponentProps } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface MutationDialogProps extends Omit<
  ComponentProps<typeof ConfirmDialog>,
  'open' | 'busy' | 'error'
> {
  /** The mutation the confirm button runs: the dialog is busy while it runs, and shows its error. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  /** What the confirm button says while the mutation runs ("Excluindo…"). */
  busyLabel: string;
}

/** An open ConfirmDialog whose confirm runs one mutation. */
export function MutationDialog({
  mutation,
  busyLabel,
  confirmLabel,
  ...dialog
}: MutationDialogProps) {
  return (
    <ConfirmDialog
      open
      {...dialog}
      confirmLabel={mutation.isPending ? busyLabel : confirmLabel}
      busy={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : undefined}
    />
  );
}
