import { useState } from 'react';
import { GWP_SET_LABELS, GWP_SETS, type GwpSet } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { useFluidSettings, useSaveFluidSettings } from '../hooks/use-fluid-settings';

/** The company's GWP set for the refrigerant reports (ADMIN; the change is audited). */
export function GwpSetCard() {
  const settings = useFluidSettings();
  const save = useSaveFluidSettings();
  const [chosen, setChosen] = useState<GwpSet | null>(null);
  if (settings.isPending) return <LoadingState />;
  if (settings.isError)
    return <ErrorState error={settings.error} onRetry={() => settings.refetch()} />;
  const value = chosen ?? settings.data.conjuntoGwp;

  return (
    <form
      className="card form gwp-set-card"
      aria-label="Conjunto de GWP"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ conjuntoGwp: value }, { onSuccess: () => setChosen(null) });
      }}
    >
      <div className="card__header">
        <h2>Fluidos refrigerantes: conjunto de GWP</h2>
        <p className="muted">
          Os relatórios de fluidos calculam tCO₂e com o GWP de 100 anos do relatório do IPCC
          escolhido aqui, e dizem qual. AR4 é o usado pelo antigo Regulamento (UE) 517/2014; o
          Regulamento (UE) 2024/573 e os inventários recentes usam valores mais novos.
        </p>
      </div>
      <label className="field">
        <span>Conjunto de GWP</span>
        <select
          name="conjuntoGwp"
          value={value}
          onChange={(event) => setChosen(event.target.value as GwpSet)}
        >
          {GWP_SETS.map((set) => (
            <option key={set} value={set}>
              {GWP_SET_LABELS[set]}
            </option>
          ))}
        </select>
      </label>
      {save.isError && (
        <p className="alert" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      {save.isSuccess && chosen === null && (
        <p className="saved" role="status">
          ✓ Conjunto de GWP salvo.
        </p>
      )}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending || value === settings.data.conjuntoGwp}
        >
          Salvar
        </button>
      </div>
    </form>
  );
}
