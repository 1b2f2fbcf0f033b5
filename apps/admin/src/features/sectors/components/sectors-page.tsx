import { useState } from 'react';
import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { SavedNotice } from '../../../components/saved-notice';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useSectors } from '../hooks/use-sectors';
import { SectorForm } from './sector-form';
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
        <SectorForm
          onDone={(text) => {
            setAdding(false);
            setMessage(text);
          }}
        />
      )}
      <SavedNotice>{message}</SavedNotice>
      <div className="card card--flush">
        <QueryView
          query={sectors}
          loading="Carregando setores…"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState title="Nenhum setor ainda">
              Os setores aparecem aqui quando um equipamento é cadastrado com o seu setor
              {canEdit ? ', ou quando você cria um.' : '.'}
            </EmptyState>
          }
        >
          {(data) => <SectorTable sectors={data} canEdit={canEdit} onChanged={setMessage} />}
        </QueryView>
      </div>
    </section>
  );
}
