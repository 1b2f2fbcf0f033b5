import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { Page } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { SavedNotice, useAddFlow } from '../../../components/saved-notice';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useSectors } from '../hooks/use-sectors';
import { SectorForm } from './sector-form';
import { SectorTable } from './sector-table';

export function SectorsPage() {
  const { usuario } = useCurrentSession();
  const sectors = useSectors();
  const add = useAddFlow();
  const canEdit = RECORD_EDIT_ROLES.includes(usuario.papel);

  return (
    <Page
      className="page--narrow"
      title="Setores"
      lead="Onde ficam os equipamentos. Cada equipamento diz o seu setor: renomear um setor muda o nome em todos os seus equipamentos."
      actions={
        canEdit &&
        !add.adding && (
          <button type="button" className="button button--primary" onClick={add.open}>
            Novo setor
          </button>
        )
      }
    >
      {add.adding && <SectorForm onDone={add.done} />}
      <SavedNotice>{add.message}</SavedNotice>
      <div className="card card--flush">
        <QueryView
          query={sectors}
          loading="Carregando setores…"
          empty={
            <EmptyState title="Nenhum setor ainda">
              Os setores aparecem aqui quando um equipamento é cadastrado com o seu setor
              {canEdit ? ', ou quando você cria um.' : '.'}
            </EmptyState>
          }
        >
          {(data) => <SectorTable sectors={data} canEdit={canEdit} onChanged={add.setMessage} />}
        </QueryView>
      </div>
    </Page>
  );
}
