import { useState } from 'react';
import { DOCUMENT_EDIT_ROLES } from '../../../app/navigation';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { GeneratePmocDialog } from './generate-pmoc-dialog';

interface GeneratePmocButtonProps {
  /** The contract to start with (the one on screen), if any. */
  contractId?: string;
  year?: number;
}

/** "Gerar PMOC", for those who edit documents (ADMIN, SUPERVISOR); nothing for the others. */
export function GeneratePmocButton({ contractId, year }: GeneratePmocButtonProps) {
  const { usuario } = useCurrentSession();
  const [open, setOpen] = useState(false);
  if (!DOCUMENT_EDIT_ROLES.includes(usuario.papel)) return null;

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Gerar PMOC
      </button>
      {open && (
        <GeneratePmocDialog
          initialContractId={contractId}
          initialYear={year ?? new Date().getFullYear()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
