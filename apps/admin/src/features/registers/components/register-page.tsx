import { Link, useSearchParams } from 'react-router';
import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { Page } from '../../../components/page-header';
import { withQuery } from '../../../lib/query-string';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { RecordsView } from '../../data-browser/components/records-view';
import { useReadableEntities } from '../../data-browser/hooks/use-readable-entities';
import { useFilterSuggestions } from '../hooks/use-filter-suggestions';
import type { Register } from '../../../app/registers';

/** A register's list: the data browser's table of one entity, with its own title and filters. */
export function RegisterPage({ register }: { register: Register }) {
  const readable = useReadableEntities();
  const entity = readable.data?.find((candidate) => candidate.entidade === register.entidade);
  const suggestions = useFilterSuggestions(register.filterCampos);
  const { usuario } = useCurrentSession();
  const [params] = useSearchParams();
  // "Novo" starts with the list's field filters (a contract's equipment list starts the contract).
  const startWith = Object.fromEntries(
    register.filterCampos.flatMap((campo) => {
      const value = params.get(campo);
      return value ? [[campo, value]] : [];
    }),
  );
  const canCreate = register.newLabel && RECORD_EDIT_ROLES.includes(usuario.papel);

  return (
    <Page
      title={register.title}
      lead={register.lead}
      actions={
        canCreate && (
          <Link
            to={withQuery(`${register.path}/novo`, startWith)}
            className="button button--primary"
          >
            {register.newLabel}
          </Link>
        )
      }
    >
      {readable.isPending ? (
        <LoadingState label="Carregando…" />
      ) : readable.isError || !entity ? (
        <div className="card">
          <ErrorState error={readable.error} onRetry={() => readable.refetch()} />
        </div>
      ) : (
        <RecordsView
          key={entity.entidade}
          entity={entity}
          filterCampos={register.filterCampos}
          suggestions={suggestions}
          recordPath={register.path}
          listLabel={register.title}
          defaultSort={register.defaultSort}
        />
      )}
    </Page>
  );
}
