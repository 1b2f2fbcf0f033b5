import { Fragment, useState } from 'react';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import { recipientsOf } from '../recipients';
import { ContractSettingsForm } from './contract-settings-form';

/** Every contract with its closing day and recipients; one at a time opens for editing below its row. */
export function ContractSettingsTable({ contracts }: { contracts: readonly ContractEntry[] }) {
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <div className="table-wrap">
      <table className="table table--dense">
        <thead>
          <tr>
            <th scope="col">Contrato</th>
            <th scope="col">Fechamento automático</th>
            <th scope="col">Destinatários do RGM</th>
            <th scope="col">
              <span className="visually-hidden">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => {
            const recipients = recipientsOf(contract.emailsRgm);
            const open = editing === contract.id;
            return (
              <Fragment key={contract.id}>
                <tr
                  data-contrato={contract.codigo}
                  className={open ? 'table__row--open' : undefined}
                >
                  <td className="table__name">
                    <span className="table__strong">{contract.codigo}</span>
                    <span className="table__sub">{contract.clienteNome}</span>
                  </td>
                  <td className="nowrap">
                    {contract.diaFechamentoRgm ? (
                      `Dia ${contract.diaFechamentoRgm}`
                    ) : (
                      <span className="muted">Sem fechamento automático</span>
                    )}
                  </td>
                  <td>
                    {recipients.length > 0 ? (
                      <ul className="chips" aria-label={`Destinatários de ${contract.codigo}`}>
                        {recipients.map((email) => (
                          <li key={email} className="chip">
                            {email}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="muted">Nenhum destinatário</span>
                    )}
                  </td>
                  <td className="table__actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-expanded={open}
                      onClick={() => setEditing(open ? null : contract.id)}
                    >
                      {open ? 'Fechar' : 'Editar'}
                    </button>
                  </td>
                </tr>
                {open && (
                  <tr className="table__row--form">
                    <td colSpan={4}>
                      <ContractSettingsForm contract={contract} onDone={() => setEditing(null)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
