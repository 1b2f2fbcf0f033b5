import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UnitPlan } from '@campo/contracts';
import { DateField, Form } from '../../../components/form';
import { FormError } from '../../../components/form-error';
import { SavedNotice } from '../../../components/saved-notice';
import { Fact, SummaryList } from '../../../components/summary-list';
import { formatCalendarDate } from '../../../lib/format';
import { useUpdateUnitPlan } from '../hooks/use-unit-plan';
import { periodicityText } from '../plan-format';

interface UnitPlanSettingsProps {
  plan: UnitPlan;
  canEdit: boolean;
}

/**
 * The plan's start (editable: the walk of every activity counts from it), whether it is
 * suspended, and the unit's visit cadence (the contract's, from the ingestion: read here).
 */
export function UnitPlanSettings({ plan, canEdit }: UnitPlanSettingsProps) {
  const update = useUpdateUnitPlan(plan.equipamentoId);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ inicio: string }>({ values: { inicio: plan.inicio } });

  const saveStart = ({ inicio }: { inicio: string }) => {
    setMessage(null);
    if (inicio === plan.inicio) return;
    update.mutate(
      { inicio },
      { onSuccess: () => setMessage(`Início do plano em ${formatCalendarDate(inicio)}.`) },
    );
  };
  const setActive = (ativo: boolean) => {
    setMessage(null);
    update.mutate(
      { ativo },
      { onSuccess: () => setMessage(ativo ? 'Plano retomado.' : 'Plano suspenso.') },
    );
  };

  return (
    <div className="card unit-plan__settings">
      <SummaryList className="unit-plan__facts">
        <Fact label="Início do plano">
          {canEdit ? (
            <Form
              form={form}
              onSubmit={saveStart}
              label="Início do plano"
              className="unit-plan__start"
              error={update.variables?.inicio ? update.error : undefined}
              submit={{ label: 'Salvar início', busyLabel: 'Salvando…', pending: update.isPending }}
            >
              <DateField
                name="inicio"
                label={<span className="visually-hidden">Início do plano</span>}
                rules={{ required: 'Informe a data de início do plano.' }}
              />
            </Form>
          ) : (
            <span data-plano-inicio>{formatCalendarDate(plan.inicio)}</span>
          )}
        </Fact>
        <Fact label="Situação">
          <span className="unit-plan__state">
            {plan.ativo ? (
              <span className="badge badge--success" data-plano-situacao="ativo">
                Ativo
              </span>
            ) : (
              <span className="badge badge--muted" data-plano-situacao="suspenso">
                Suspenso
              </span>
            )}
            {canEdit && (
              <button
                type="button"
                className="button button--small"
                disabled={update.isPending}
                onClick={() => setActive(!plan.ativo)}
              >
                {plan.ativo ? 'Suspender o plano' : 'Retomar o plano'}
              </button>
            )}
          </span>
        </Fact>
        <Fact label="Cadência de visitas">
          <span data-cadencia-visita={plan.periodicidadeVisita ?? ''}>
            {plan.periodicidadeVisita ? (
              <>
                {periodicityText(plan.periodicidadeVisita)}
                <span className="unit-plan__note">cadência de visitas do contrato</span>
              </>
            ) : (
              <>
                Não informada no contrato
                {plan.cadenciaVisita && (
                  <span className="unit-plan__note">
                    vale a da atividade mais frequente: {periodicityText(plan.cadenciaVisita)}
                  </span>
                )}
              </>
            )}
          </span>
        </Fact>
      </SummaryList>
      {update.variables?.inicio === undefined && <FormError error={update.error} />}
      <SavedNotice>{message}</SavedNotice>
      {!plan.ativo && (
        <p className="alert alert--warning">
          Plano suspenso: nenhuma atividade desta unidade entra no cronograma, nas preventivas ou na
          conformidade até o plano ser retomado.
        </p>
      )}
    </div>
  );
}
