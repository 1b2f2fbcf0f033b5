import { useState } from 'react';
import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useSectors } from '../hooks/use-sectors';
import { CreateSectorForm } from './create-sector-form';
import { SectorTable } from './sector-table';

export function SectorsPage() {
  const { usuario } = useCurrentSession();
  const sectors = useSectors();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const canEdit = RECORD_EDIT_ROLES.includes(usuario.papel);

  return (
    <section className="page page--narrow">
      <PageHeader
        title="Setores"
        lead="Onde ficam os equipamentos. Cada equipamento diz o seu setor: renomear um setor muda o nome em todos os seus equipamentos."
        actions={
          canEdit &&
          !adding && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setMessage(null);
                setAdding(true);
              }}
            >
              Novo setor
            </button>
          )
        }
      />
      {adding && (
        <CreateSectorForm
          onDone={(created) => {
            setAdding(false);
            setMessage(created ? `Setor ${created.nome} criado.` : null);
          }}
        />
      )}
      {message && (
        <p className="saved" role="status">
          ✓ {message}
        </p>
      )}
      <div className="card card--flush">
        {sectors.isPending ? (
          <LoadingState label="Carregando setores…" />
        ) : sectors.isError ? (
          <ErrorState error={sectors.error} onRetry={() => sectors.refetch()} />
        ) : sectors.data.length === 0 ? (
          <EmptyState title="Nenhum setor ainda">
            Os setores aparecem aqui quando um equipamento é cadastrado com o seu setor
            {canEdit ? ', ou quando você cria um.' : '.'}
          </EmptyState>
        ) : (
          <SectorTable sectors={sectors.data} canEdit={canEdit} onChanged={setMessage} />
        )}
      </div>
    </section>
  );
}
