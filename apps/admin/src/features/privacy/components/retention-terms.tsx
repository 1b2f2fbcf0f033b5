import type { RetentionTermView } from '@campo/contracts';
import { useState } from 'react';
import { actionsColumn, type DataColumn, DataTable } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { useRetentionTerms } from '../hooks/use-retention';
import { boundsText, daysText, endText } from '../retention-format';
import { RetentionTermForm } from './retention-term-form';

const COLUMNS: DataColumn<RetentionTermView>[] = [
  { key: 'titulo', label: 'Categoria', cell: (term) => term.titulo },
  {
    key: 'dias',
    label: 'Prazo atual',
    cell: (term) => (
      <>
        {daysText(term.dias)}
        {term.personalizado && <span className="badge badge--tiny">definido pela empresa</span>}
      </>
    ),
  },
  { key: 'padrao', label: 'Padrão', cell: (term) => daysText(term.padraoDias) },
  { key: 'limites', label: 'Limites', cell: boundsText },
  { key: 'contaDe', label: 'Conta a partir', cell: (term) => term.contaDe },
  {
    key: 'fim',
    label: 'No fim do prazo',
    className: 'retention-terms__end',
    cell: (term) => (
      <>
        {endText(term)}
        {term.dias !== null && !term.aplicadoPelaRotina && (
          <span className="badge badge--tiny badge--warning">rotina ainda não aplica</span>
        )}
        {term.mantem && <span className="retention-terms__keeps muted">Fica: {term.mantem}</span>}
      </>
    ),
  },
];

/** Each category's term, default and bounds; the ADMIN changes one within its bounds. */
export function RetentionTerms() {
  const terms = useRetentionTerms();
  const [editing, setEditing] = useState<string>();
  const edit = actionsColumn<RetentionTermView>(
    (term) =>
      term.editavel && (
        <button
          type="button"
          className="button button--small"
          aria-label={`Alterar o prazo de ${term.titulo}`}
          disabled={editing === term.codigo}
          onClick={() => setEditing(term.codigo)}
        >
          Alterar
        </button>
      ),
  );

  return (
    <section className="card" aria-labelledby="prazos">
      <div className="card__header">
        <h2 id="prazos">Prazos por categoria</h2>
        <p className="muted">
          O prazo padrão vale enquanto a empresa não definir outro, sempre dentro dos limites da
          categoria. Um cliente ou contrato sob bloqueio legal não perde nada.
        </p>
      </div>
      <QueryView query={terms} loading="Carregando prazos…">
        {(rows) => (
          <DataTable
            className="table--dense retention-terms"
            columns={[...COLUMNS, edit]}
            rows={rows}
            rowKey={(term) => term.codigo}
            rowProps={(term) => ({ 'data-categoria': term.codigo })}
            rowDetail={(term) =>
              editing === term.codigo && (
                <RetentionTermForm term={term} onDone={() => setEditing(undefined)} />
              )
            }
          />
        )}
      </QueryView>
    </section>
  );
}
