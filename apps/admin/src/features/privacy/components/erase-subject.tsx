import type { DataSubjectQuery, ErasureCategory, ErasureReport } from '@campo/contracts';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { MutationDialog } from '../../../components/mutation-dialog';
import { QueryView } from '../../../components/query-view';
import { useErase, useErasurePreview } from '../hooks/use-data-rights';

const OUTCOME_LABELS: Record<ErasureCategory['resultado'], string> = {
  EXCLUIDO: 'Excluído',
  ANONIMIZADO: 'Anonimizado',
  MANTIDO: 'Mantido',
};

const OUTCOME_BADGES: Record<ErasureCategory['resultado'], string> = {
  EXCLUIDO: 'badge badge--danger',
  ANONIMIZADO: 'badge badge--warning',
  MANTIDO: 'badge badge--neutral',
};

const COLUMNS: DataColumn<ErasureCategory>[] = [
  { key: 'titulo', label: 'Categoria', cell: (line) => line.titulo },
  {
    key: 'resultado',
    label: 'Resultado',
    card: 'state',
    cell: (line) => (
      <span className={OUTCOME_BADGES[line.resultado]}>{OUTCOME_LABELS[line.resultado]}</span>
    ),
  },
  { key: 'quantidade', label: 'Registros', numeric: true, cell: (line) => line.quantidade },
  { key: 'mantem', label: 'O que fica e por quê', cell: (line) => line.mantem ?? '—' },
];

/** Each category of an erasure: what happens, to how many rows, and why what stays stays. */
function ErasureTable({ report }: { report: ErasureReport }) {
  if (report.categorias.length === 0)
    return <p className="muted">Nada a eliminar: o sistema não guarda dados desta pessoa.</p>;
  return (
    <div data-eliminacao={report.executada ? 'feita' : 'previa'}>
      <DataTable
        className="table--dense"
        columns={COLUMNS}
        rows={report.categorias}
        rowKey={(line) => `${line.codigo} ${line.resultado}`}
        rowProps={(line) => ({ 'data-categoria': line.codigo })}
      />
    </div>
  );
}

/**
 * The person's erasure (LGPD art. 18, IV and VI): the dialog shows what the act will
 * delete, anonymise and keep — the server's preview, the same code rolled back — and the
 * ADMIN confirms; the result replaces the preview.
 */
export function EraseSubject({ subject }: { subject: DataSubjectQuery }) {
  const [open, setOpen] = useState(false);
  const preview = useErasurePreview(subject, open);
  const erase = useErase(subject);
  const done = erase.data;
  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Eliminar dados…
      </button>
      {open && (
        <MutationDialog
          title={done ? 'Dados eliminados' : 'Eliminar os dados desta pessoa'}
          confirmLabel={done ? 'Fechar' : 'Eliminar'}
          busyLabel="Eliminando…"
          danger={!done}
          wide
          mutation={erase}
          confirmDisabled={!done && !preview.data}
          onCancel={() => {
            setOpen(false);
            erase.reset();
          }}
          onConfirm={() => {
            if (done) {
              setOpen(false);
              erase.reset();
            } else erase.mutate();
          }}
        >
          {done ? (
            <>
              <p>Feito, e registrado na auditoria. Repetir não muda mais nada.</p>
              <ErasureTable report={done} />
            </>
          ) : (
            <>
              <p>
                Cada categoria é excluída, anonimizada ou mantida como o registro de tratamento diz;
                o que a lei permite manter fica, com o motivo. Relatórios selados, números e ordens
                não mudam.
              </p>
              <QueryView query={preview} loading="Calculando o que muda…">
                {(report) => <ErasureTable report={report} />}
              </QueryView>
            </>
          )}
        </MutationDialog>
      )}
    </>
  );
}
