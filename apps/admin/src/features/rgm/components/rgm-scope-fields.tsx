import { Fragment } from 'react';
import { Choice } from '../../../components/choice';
import { QueryView } from '../../../components/query-view';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';

export type ScopeChoice = { kind: 'contrato'; contratoId: string } | { kind: 'consolidado' };

interface RgmScopeFieldsProps {
  value: ScopeChoice;
  onChange: (value: ScopeChoice) => void;
}

/** The two scopes, in the order they are offered. */
const SCOPES = [
  {
    kind: 'contrato',
    label: 'Um contrato',
    hint: 'O RGM de um cliente, com os equipamentos, técnicos e causas daquele contrato.',
  },
  {
    kind: 'consolidado',
    label: 'Consolidado (toda a empresa)',
    hint: 'Todos os contratos juntos, com a comparação entre eles na aba Por contrato.',
  },
] as const;

/** One contract (picked from the company's contracts) or the whole company. */
export function RgmScopeFields({ value, onChange }: RgmScopeFieldsProps) {
  const { contracts, entries } = useContractDirectory();
  const contratoId = value.kind === 'contrato' ? value.contratoId : '';

  return (
    <fieldset className="fieldset">
      <legend>Escopo</legend>
      <div className="choice-list">
        {SCOPES.map((scope) => (
          <Fragment key={scope.kind}>
            <Choice
              type="radio"
              name="escopo"
              value={scope.kind}
              checked={value.kind === scope.kind}
              onChange={() =>
                onChange(
                  scope.kind === 'contrato'
                    ? { kind: 'contrato', contratoId }
                    : { kind: 'consolidado' },
                )
              }
              label={scope.label}
              hint={scope.hint}
            />
            {scope.kind === 'contrato' && value.kind === 'contrato' && (
              <div className="choice-detail">
                <QueryView
                  query={contracts}
                  loading="Carregando contratos…"
                  isEmpty={() => entries.length === 0}
                  empty={
                    <p className="notice notice--warning">
                      Nenhum contrato cadastrado. Os contratos chegam pela integração com o ERP ou
                      por planilha; enquanto isso, só o consolidado pode ser calculado.
                    </p>
                  }
                >
                  {() => (
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
                </QueryView>
              </div>
            )}
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
