import type { CreatedIngestionToken } from '@campo/contracts';
import { Link } from 'react-router';
import { CodeBlock } from '../../../components/code-block';
import { CopyButton } from '../../../components/copy-button';
import { Fact, SummaryList } from '../../../components/summary-list';
import { TokenScopeSummary } from './token-scope-summary';
import { TokenStateBadge } from './token-state-badge';

/** The one and only time the full token is on screen. */
export function CreatedTokenPanel({ created }: { created: CreatedIngestionToken }) {
  return (
    <div className="card form">
      <div className="notice notice--warning" role="alert">
        <strong>Copie o token agora: ele não será mostrado novamente.</strong> Guarde-o no cofre de
        senhas ou na configuração do sistema integrado. Se ele se perder, revogue este token e crie
        outro.
      </div>

      <div className="field">
        <span id="token-secret-label">Token de “{created.nome}”</span>
        <div className="secret">
          <input
            id="token-secret"
            className="secret__value"
            value={created.token}
            readOnly
            aria-labelledby="token-secret-label"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton
            text={created.token}
            label="Copiar token"
            className="button button--primary"
          />
        </div>
      </div>

      <SummaryList inline={false}>
        <Fact label="Estado">
          <TokenStateBadge state={created.estado} />
        </Fact>
        <Fact label="Escopo">
          <TokenScopeSummary entities={created.entidades} />
        </Fact>
      </SummaryList>

      <div className="howto">
        <p>No sistema integrado, envie este cabeçalho em cada requisição:</p>
        <CodeBlock label="Cabeçalho HTTP" code={`Authorization: Bearer ${created.token}`} wrap />
        <p>
          Com o CLI <code>campo-ingestao</code>, deixe o token na variável de ambiente:
        </p>
        <CodeBlock label="CLI" code={`export CAMPO_TOKEN=${created.token}`} wrap />
        <p>
          O <Link to="/integracoes/guia">guia de integração</Link> mostra o CLI, o SDK, os campos de
          cada entidade e exemplos prontos com <code>curl</code>.
        </p>
      </div>

      <div className="form__actions">
        <Link to="/integracoes/tokens" className="button">
          Voltar aos tokens
        </Link>
        <Link to={`/integracoes/tokens/${created.id}`} className="button button--primary">
          Já copiei: ver o token
        </Link>
      </div>
    </div>
  );
}
