import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PERIODICITY_LABELS, type UnitPlanActivity, type UnitPlanConflict } from '@campo/contracts';
import { Form, TextareaField } from '../../../components/form';
import { SavedNotice } from '../../../components/saved-notice';
import { useAdjustUnitActivity } from '../hooks/use-unit-plan';

interface ActivityJustificationProps {
  equipmentId: string;
  activity: UnitPlanActivity;
  conflict: UnitPlanConflict;
  canEdit: boolean;
}

/**
 * Under an activity that needs work more often than the contract's visits bring: what the
 * conflict is and the RT's justification (the PMOC prints it; without one it cannot be
 * signed). The RT may instead change the activity's periodicity or switch it off.
 */
export function ActivityJustification({
  equipmentId,
  activity,
  conflict,
  canEdit,
}: ActivityJustificationProps) {
  const adjust = useAdjustUnitActivity(equipmentId);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ justificativa: string }>({
    values: { justificativa: conflict.justificativa ?? '' },
  });
  const open = conflict.justificativa === null;

  const save = ({ justificativa }: { justificativa: string }) => {
    setMessage(null);
    const text = justificativa.trim() || null;
    if (text === conflict.justificativa) return;
    adjust.mutate(
      { activityId: activity.atividadeId, change: { justificativa: text } },
      {
        onSuccess: () =>
          setMessage(
            text
              ? 'Justificativa salva.'
              : 'Justificativa removida: o conflito voltou a ficar em aberto.',
          ),
      },
    );
  };

  return (
    <div
      className={`unit-plan__conflict ${open ? 'unit-plan__conflict--open' : ''}`}
      data-conflito={open ? 'aberto' : 'justificado'}
    >
      <p className="unit-plan__conflict-text">
        <strong>{open ? 'Conflito com a cadência de visitas.' : 'Conflito justificado.'}</strong>{' '}
        {PERIODICITY_LABELS[activity.periodicidade]} é mais frequente que as visitas do contrato (
        {PERIODICITY_LABELS[conflict.visitas].toLowerCase()})
        {open
          ? ': justifique, mude a periodicidade ou desligue a atividade nesta unidade.'
          : '; o PMOC imprime a justificativa.'}
      </p>
      {canEdit ? (
        <Form
          form={form}
          onSubmit={save}
          label={`Justificativa de ${activity.descricao}`}
          className="form unit-plan__justification"
          error={adjust.error}
          submit={{
            label: 'Salvar justificativa',
            busyLabel: 'Salvando…',
            pending: adjust.isPending,
          }}
        >
          <TextareaField
            name="justificativa"
            label="Justificativa do RT (impressa no PMOC)"
            rows={2}
            maxLength={1000}
            placeholder="Ex.: a equipe do cliente limpa os filtros todo mês."
            rules={{
              maxLength: { value: 1000, message: 'Até 1000 caracteres.' },
              validate: (text: string) =>
                !open || text.trim() !== '' || 'Escreva a justificativa do RT.',
            }}
          />
        </Form>
      ) : (
        <p className="unit-plan__justification-text">
          {conflict.justificativa ? (
            <>Justificativa do RT: {conflict.justificativa}</>
          ) : (
            <span className="muted">Sem justificativa do RT.</span>
          )}
        </p>
      )}
      <SavedNotice>{message}</SavedNotice>
    </div>
  );
}
