import type { EntityDescriptor } from '@campo/contracts';
import { MutationDialog } from '../../../components/mutation-dialog';
import type { StoredRecord } from '../api/records.api';
import { useRetireRecord } from '../hooks/use-retire-record';

interface RetireRecordDialogProps {
  entity: EntityDescriptor;
  record: StoredRecord;
  /** How the page names the record (its key). */
  name: string;
  onClose: (changed: boolean) => void;
}

/** What retiring does, said before it is done (it can be undone). */
const CONSEQUENCES: Record<string, string> = {
  equipamento:
    'Ele sai do cronograma anual e do PMOC a partir de hoje e dos anos seguintes; as execuções, os planos e os RGMs já feitos continuam como estão.',
  contrato:
    'Os equipamentos dele saem do cronograma anual e do PMOC a partir de hoje e dos anos seguintes; o histórico continua como está.',
  cliente: 'O registro continua consultável, com o histórico; nada é apagado.',
};

/** The entities whose retirement changes the grid and the PMOC. */
const PLANNED = { equipamento: true, contrato: true };

/** Asks before retiring a record, or before bringing a retired one back. */
export function RetireRecordDialog({ entity, record, name, onClose }: RetireRecordDialogProps) {
  const change = useRetireRecord(entity.entidade, record.id);
  const retiring = !record.desativadoEm;
  return (
    <MutationDialog
      title={retiring ? `Desativar ${name}?` : `Reativar ${name}?`}
      confirmLabel={retiring ? 'Desativar' : 'Reativar'}
      busyLabel="Salvando…"
      mutation={change}
      danger={retiring}
      onCancel={() => onClose(false)}
      onConfirm={() => change.mutate(retiring, { onSuccess: () => onClose(true) })}
    >
      {retiring ? (
        <p>
          {CONSEQUENCES[entity.entidade] ?? 'O registro continua consultável; nada é apagado.'} Dá
          para reativar depois.
        </p>
      ) : (
        <p>
          {entity.entidade in PLANNED
            ? 'Ele volta ao cronograma anual, ao PMOC e às listas de registros ativos.'
            : 'Ele volta às listas de registros ativos.'}
        </p>
      )}
    </MutationDialog>
  );
}
