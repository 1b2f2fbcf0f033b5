import { useNavigate } from 'react-router';
import { Page } from '../../../components/page-header';
import { useCreateRgm } from '../hooks/use-create-rgm';
import { CreateRgmForm } from './create-rgm-form';

export function CreateRgmPage() {
  const create = useCreateRgm();
  const navigate = useNavigate();

  return (
    <Page
      className="page--narrow"
      title="Novo RGM"
      lead="O RGM é calculado agora, a partir das ordens de serviço, alocações e checklists do período, e fica como rascunho: você confere, recalcula se algo mudar e libera quando estiver pronto."
      back={{ to: '/rgm', label: 'RGM' }}
    >
      <CreateRgmForm
        pending={create.isPending}
        error={create.isError ? create.error : undefined}
        onEdit={create.reset}
        onSubmit={(request) =>
          create.mutate(request, { onSuccess: (view) => void navigate(`/rgm/${view.id}`) })
        }
      />
    </Page>
  );
}
