import { Link, useSearchParams } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useEntities } from '../../entities/hooks/use-entities';
import { ClientTools } from './client-tools';
import { EntityGuide } from './entity-guide';
import { ErrorCodesTable } from './error-codes-table';
import { WorkflowSteps } from './workflow-steps';

const OPENAPI_PATH = '/api/ingestao-pub/openapi.json';

export function IntegrationGuidePage() {
  const entities = useEntities();
  const [params, setParams] = useSearchParams();
  const baseUrl = window.location.origin;
  const selected =
    entities.data?.find((entity) => entity.entidade === params.get('entidade')) ??
    entities.data?.[0];

  return (
    <section className="page">
      <PageHeader
        title="Guia de integração"
        lead="Como um sistema externo (SIEM, scanner, ERP, CMDB) envia registros para a plataforma pela API de ingestão. A API só grava; os dados gravados aparecem em Dados e cada lote, no Histórico."
        actions={
          <>
            <a className="button" href={OPENAPI_PATH} target="_blank" rel="noreferrer">
              Especificação OpenAPI
            </a>
            <Link className="button button--primary" to="/integracoes/tokens/novo">
              Criar um token
            </Link>
          </>
        }
      />

      <dl className="summary-list summary-list--inline">
        <div>
          <dt>Endereço base</dt>
          <dd className="inline-copy">
            <code className="mono">{baseUrl}</code>
            <CopyButton text={baseUrl} className="button button--small button--ghost" />
          </dd>
        </div>
        <div>
          <dt>Autenticação</dt>
          <dd>
            <code className="mono">Authorization: Bearer &lt;token&gt;</code>
          </dd>
        </div>
        <div>
          <dt>Limites</dt>
          <dd>500 linhas por requisição · 60 requisições por minuto por token</dd>
        </div>
      </dl>

      <QueryView query={entities} loading="Carregando entidades…">
        {(data) =>
          selected && (
            <>
              <ClientTools baseUrl={baseUrl} entity={selected} />
              <WorkflowSteps baseUrl={baseUrl} entity={selected} />
              <EntityGuide
                baseUrl={baseUrl}
                entities={data}
                selected={selected}
                onSelect={(name) => setParams({ entidade: name }, { replace: true })}
              />
            </>
          )
        }
      </QueryView>
      <ErrorCodesTable />
    </section>
  );
}
