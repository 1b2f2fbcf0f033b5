import type { EntityDescriptor } from '@campo/contracts';
import { CodeBlock } from '../../../components/code-block';
import { cliCommands, sdkExample } from '../guide-examples';

/** The CLI and the SDK, shown before the raw API: they do batching, pacing and retries for you. */
export function ClientTools({ baseUrl, entity }: { baseUrl: string; entity: EntityDescriptor }) {
  return (
    <section className="card guide-section" aria-labelledby="client-tools-title">
      <h2 id="client-tools-title">O jeito mais simples: o CLI campo-ingestao e o SDK</h2>
      <p>
        O pacote <code>@campo/sdk-ingestao</code> (Node 20 ou mais novo) divide o arquivo em lotes,
        respeita o limite de requisições sem rajadas, repete falhas de rede e erros 5xx, manda uma{' '}
        <code>Idempotency-Key</code> por lote (reenviar o mesmo arquivo não grava nada duas vezes) e
        devolve cada linha recusada com o número da linha no seu arquivo.
      </p>
      <h3>CLI: uma planilha vira um comando</h3>
      <p>
        Lê CSV (vírgula ou ponto e vírgula), XLSX e JSON Lines, com os rótulos ou os nomes dos
        campos no cabeçalho. Linhas recusadas vão para <code>&lt;arquivo&gt;.recusadas.csv</code>;
        se a execução for interrompida, o mesmo comando continua de onde parou. Sai com 0 (tudo
        gravado), 2 (algumas recusadas) ou 1 (falha).
      </p>
      <CodeBlock label="CLI" code={cliCommands(baseUrl, entity.entidade)} />
      <h3>SDK: no seu programa TypeScript</h3>
      <CodeBlock label="SDK" code={sdkExample(baseUrl, entity.entidade)} />
      <p>Prefere outra linguagem? Os passos abaixo usam a API diretamente, com curl.</p>
    </section>
  );
}
