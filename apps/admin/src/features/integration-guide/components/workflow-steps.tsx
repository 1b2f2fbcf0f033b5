import type { EntityDescriptor } from '@campo/contracts';
import { CodeBlock } from '../../../components/code-block';
import { discoveryCommand, fileBatchCommand } from '../guide-examples';

/** Discovery → preview → write, with commands ready to paste (the token in $TOKEN). */
export function WorkflowSteps({ baseUrl, entity }: { baseUrl: string; entity: EntityDescriptor }) {
  return (
    <section className="card guide-section" aria-labelledby="workflow-title">
      <h2 id="workflow-title">Fluxo recomendado: descoberta → prévia → gravação</h2>
      <p>
        Guarde o token numa variável do terminal (<code>export TOKEN=ing_…</code>) e siga os três
        passos. Os exemplos usam <strong>{entity.nome}</strong>; escolha outra entidade mais abaixo.
      </p>
      <ol className="steps">
        <li>
          <h3>Descoberta</h3>
          <p>
            Lista as entidades que o token pode gravar e todos os campos de cada uma. A resposta é
            gerada pelo mesmo código que valida: ela vale mais que qualquer documento.
          </p>
          <CodeBlock label="Descoberta" code={discoveryCommand(baseUrl)} />
        </li>
        <li>
          <h3>Prévia</h3>
          <p>
            Valida o lote linha a linha e diz o que seria gravado ou recusado, sem gravar nada (nem
            no histórico). Repita até a saída vir sem recusas.
          </p>
          <CodeBlock label="Prévia" code={fileBatchCommand(baseUrl, entity.entidade, true)} />
        </li>
        <li>
          <h3>Gravação</h3>
          <p>
            O mesmo corpo, no mesmo caminho sem <code>/preview</code>. O lote responde 200 mesmo com
            linhas recusadas: confira <code>recusadas</code> e reenvie só as linhas corrigidas. Cada
            lote aparece no histórico de importações com o nome do token como origem.
          </p>
          <CodeBlock label="Gravação" code={fileBatchCommand(baseUrl, entity.entidade, false)} />
        </li>
      </ol>
      <div className="howto">
        <p>
          Em cada linha da resposta, <code>status</code> é <code>OK</code> (gravada;{' '}
          <code>acao</code> diz <code>CRIADO</code>, <code>ATUALIZADO</code> ou{' '}
          <code>INALTERADO</code>), <code>ERRO</code> (recusada; <code>erros</code> diz por quê) ou{' '}
          <code>DUPLICADO</code> (modo INSERT: o registro já existia). Um <code>aviso</code> em
          linha OK diz o que foi interpretado, ignorado ou não pôde ser vinculado.
        </p>
      </div>
    </section>
  );
}
