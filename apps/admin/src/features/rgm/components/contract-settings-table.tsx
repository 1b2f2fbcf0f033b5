import { useState } from 'react';
import { actionsColumn, DataTable } from '../../../components/data-table';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import { recipientsOf } from '../recipients';
import { ContractSettingsForm } from './contract-settings-form';

/** Every contract with its closing day and recipients; one at a time opens for editing below its row. */
export function ContractSettingsTable({ contracts }: { contracts: readonly ContractEntry[] }) {
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <DataTable<ContractEntry>
      className="table--dense"
      rows={contracts}
      rowKey={(contract) => contract.id}
      rowProps={(contract) => ({
        'data-contrato': contract.codigo,
        className: editing === contract.id ? 'table__row--open' : undefined,
      })}
      rowDetail={(contract) =>
        editing === contract.id && (
          <ContractSettingsForm contract={contract} onDone={() => setEditing(null)} />
        )
      }
      columns={[
        {
          key: 'contrato',
          label: 'Contrato',
          className: 'table__name',
          cell: (contract) => (
            <>
              <span className="table__strong">{contract.codigo}</span>
              <span className="table__sub">{contract.clienteNome}</span>
            </>
          ),
        },
        {
          key: 'fechamento',
          label: 'Fechamento automático',
          className: 'nowrap',
          card: 'state',
          cell: (contract) =>
            contract.diaFechamentoRgm ? (
              `Dia ${contract.diaFechamentoRgm}`
            ) : (
              <span className="muted">Sem fechamento automático</span>
            ),
        },
        {
          key: 'destinatarios',
          label: 'Destinatários do RGM',
          cell: (contract) => {
            const recipients = recipientsOf(contract.emailsRgm);
            return recipients.length > 0 ? (
              <ul className="chips" aria-label={`Destinatários de ${contract.codigo}`}>
                {recipients.map((email) => (
                  <li key={email} className="chip">
                    {email}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="muted">Nenhum destinatário</span>
            );
          },
        },
        actionsColumn((contract) => {
          const open = editing === contract.id;
          return (
            <button
              type="button"
              className="button button--small"
              aria-expanded={open}
              onClick={() => setEditing(open ? null : contract.id)}
            >
              {open ? 'Fechar' : 'Editar'}
            </button>
          );
        }),
      ]}
    />
  );
}
