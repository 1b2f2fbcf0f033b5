import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField, Form, TextareaField } from '../../../components/form';
import { todayInputValue } from '../../../lib/format';
import { useRecordLeakRepair } from '../hooks/use-leak-repair';

type RepairDraft = { data: string; testeEstanqueidade: string; reparo: string };

/** The answer to a leak flag: the leak test and the repair of the unit (clears the flag). */
export function LeakRepairForm({ equipmentId, code }: { equipmentId: string; code: string }) {
  const record = useRecordLeakRepair(equipmentId);
  // One id per form: a resend after a lost answer returns the stored repair.
  const [id] = useState(() => crypto.randomUUID());
  const form = useForm<RepairDraft>({
    defaultValues: { data: todayInputValue(), testeEstanqueidade: '', reparo: '' },
  });
  return (
    <details className="leak-repair">
      <summary>Registrar teste e reparo</summary>
      <Form
        form={form}
        onSubmit={(draft) =>
          record.mutate({
            id,
            data: draft.data,
            testeEstanqueidade: draft.testeEstanqueidade.trim(),
            reparo: draft.reparo.trim(),
          })
        }
        label={`Teste de estanqueidade e reparo de ${code}`}
        className="stack"
        error={record.error}
        submit={{ label: 'Registrar reparo', busyLabel: 'Registrando…', pending: record.isPending }}
      >
        <DateField name="data" label="Data" max={todayInputValue()} />
        <TextareaField
          name="testeEstanqueidade"
          label="Teste de estanqueidade (método e resultado)"
          rows={2}
          rules={{ required: 'Informe o método e o resultado do teste.' }}
        />
        <TextareaField
          name="reparo"
          label="Reparo"
          rows={2}
          rules={{ required: 'Descreva o que foi reparado.' }}
        />
      </Form>
    </details>
  );
}
