import { useForm, useWatch } from 'react-hook-form';
import { Form, SelectInput, TextareaField } from '../../../components/form';
import { useClients } from '../../contracts/hooks/use-clients';
import { useContracts } from '../../contracts/hooks/use-contracts';
import { useCreateLegalHold } from '../hooks/use-retention';

interface HoldDraft {
  clienteId: string;
  contratoId: string;
  motivo: string;
}

/** A new legal hold: a client, or one of its contracts, and why (a lawsuit, an inspection). */
export function LegalHoldForm({ onDone }: { onDone: () => void }) {
  const create = useCreateLegalHold();
  const clients = useClients();
  const contracts = useContracts();
  const form = useForm<HoldDraft>({ defaultValues: { clienteId: '', contratoId: '', motivo: '' } });
  const clientId = useWatch({ control: form.control, name: 'clienteId' });
  const client = clients.data?.find((item) => item.id === clientId);
  const clientContracts = (contracts.data ?? []).filter(
    (contract) => contract.cliente === client?.codigo,
  );

  return (
    <Form
      form={form}
      className="form legal-hold-form"
      label="Novo bloqueio legal"
      error={create.error}
      onSubmit={(draft) =>
        create.mutate(
          {
            clienteId: draft.clienteId,
            contratoId: draft.contratoId || null,
            motivo: draft.motivo,
          },
          { onSuccess: onDone },
        )
      }
      submit={{
        label: 'Criar bloqueio',
        busyLabel: 'Criando…',
        pending: create.isPending,
        onCancel: onDone,
      }}
    >
      <SelectInput
        name="clienteId"
        label="Cliente"
        emptyLabel={clients.isPending ? 'Carregando…' : 'Escolha o cliente'}
        options={(clients.data ?? []).map((item) => ({ value: item.id, label: item.nome }))}
        rules={{ required: 'Escolha o cliente.' }}
      />
      <SelectInput
        name="contratoId"
        label="Contrato"
        optional
        hint="Sem contrato, o bloqueio vale para todos os contratos do cliente."
        emptyLabel={client ? 'Todos os contratos do cliente' : 'Escolha o cliente primeiro'}
        disabled={!client}
        options={clientContracts.map((contract) => ({
          value: contract.id,
          label: contract.descricao
            ? `${contract.codigo} — ${contract.descricao}`
            : contract.codigo,
        }))}
      />
      <TextareaField
        name="motivo"
        label="Motivo"
        maxLength={500}
        hint="O processo ou a fiscalização que exige guardar os dados (LGPD, art. 16, I, e art. 7º, VI)."
        rules={{ required: 'Informe o motivo do bloqueio.' }}
      />
    </Form>
  );
}
