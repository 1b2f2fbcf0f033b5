import { PageHeader } from '../../../components/page-header';
import { useCreateToken } from '../hooks/use-create-token';
import { CreateTokenForm } from './create-token-form';
import { CreatedTokenPanel } from './created-token-panel';

export function CreateTokenPage() {
  const create = useCreateToken();

  if (create.data) {
    return (
      <section className="page page--narrow">
        <PageHeader title="Token criado" back={{ to: '/integracoes/tokens', label: 'Tokens' }} />
        <CreatedTokenPanel created={create.data} />
      </section>
    );
  }
  return (
    <section className="page page--narrow">
      <PageHeader
        title="Novo token de ingestão"
        lead="Dê ao token o nome do sistema que vai usá-lo: é esse nome que aparece como origem no histórico de importações."
        back={{ to: '/integracoes/tokens', label: 'Tokens' }}
      />
      <CreateTokenForm
        onSubmit={(input) => create.mutate(input)}
        pending={create.isPending}
        error={create.isError ? create.error : undefined}
      />
    </section>
  );
}
