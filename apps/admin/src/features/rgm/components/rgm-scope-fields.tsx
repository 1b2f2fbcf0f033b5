import { ErrorState, LoadingState } from '../../../components/query-states';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';

export type ScopeChoice = { kind: 'contrato'; contratoId: string } | { kind: 'consolidado' };

interface RgmScopeFieldsProps {
  value: ScopeChoice;
  onChange: (value: ScopeChoice) => void;
}

/** One contract (picked from the company's contracts) or the whole company. */
export function RgmScopeFields({ value, onChange }: RgmScopeFieldsProps) {
  const { contracts, entries } = useContractDirectory();
  const contratoId = value.kind === 'contrato' ? value.contratoId : '';

  return (
    <fieldset className="fieldset">
      <legend>Escopo</legend>
      <div className="choice-list">
        <label className="choice">
          <input
            type="radio"
            name="escopo"
            value="contrato"
            checked={value.kind === 'contrato'}
            onChange={() => onChange({ kind: 'contrato', contratoId })}
          />
          <span>
            <span className="choice__label">Um contrato</span>
            <span className="choice__hint">
              O RGM de um cliente, com os equipamentos, técnicos e causas daquele contrato.
            </span>
          </span>
        </label>
        {value.kind === 'contrato' && (
          <div className="choice-detail">
            {contracts.isPending ? (
              <LoadingState label="Carregando contratos…" />
            ) : contracts.isError ? (
              <ErrorState error={contracts.error} onRetry={() => contracts.refetch()} />
            ) : entries.length === 0 ? (
              <p className="notice notice--warning">
                Nenhum contrato cadastrado. Os contratos chegam pela integração com o ERP ou por
                planilha; enquanto isso, só o consolidado pode ser calculado.
              </p>
            ) : (
              <label className="field">
                <span>Contrato</span>
                <select
                  name="contratoId"
                  value={contratoId}
                  required
                  onChange={(event) =>
                    onChange({ kind: 'contrato', contratoId: event.target.value })
                  }
                >
                  <option value="" disabled>
                    Escolha o contrato…
                  </option>
                  {entries.map((contract) => (
                    <option key={contract.id} value={contract.id}>
                      {contract.codigo} — {contract.clienteNome}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        )}
        <label className="choice">
          <input
            type="radio"
            name="escopo"
            value="consolidado"
            checked={value.kind === 'consolidado'}
            onChange={() => onChange({ kind: 'consolidado' })}
          />
          <span>
            <span className="choice__label">Consolidado (toda a empresa)</span>
            <span className="choice__hint">
              Todos os contratos juntos, com a comparação entre eles na aba Por contrato.
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
