import { MAX_ROWS_PER_REQUEST } from '@campo/contracts';
import type {
  EntityDefinition,
  EntityRegistry,
  FieldDefinition,
} from '../registry/entity-registry';
import { INGESTION_RATE_LIMIT } from '../rate-limit/ingestion-rate-limiter';
import { renderWebhooksSection } from './webhook-docs';

/** Peak resident memory of the CLI sending a 200,000-row CSV (cli-memory.spec.ts). */
const CLI_PEAK_MEMORY = '124 MiB';

const TYPE_LABELS: Record<FieldDefinition['tipo'], string> = {
  texto: 'texto',
  email: 'e-mail',
  cnpj: 'CNPJ',
  enum: 'lista',
  inteiro: 'inteiro',
  decimal: 'número',
  data: 'data',
  dataHora: 'data e hora',
  competencia: 'mês (MM/AAAA)',
  simNao: 'Sim/Não',
  cep: 'CEP',
};

/**
 * The integrator guide (docs/integracao.md), generated from the registry that
 * validates, so its field tables cannot drift. Regenerate with
 * `npm run docs:integracao`; a test fails when the committed file is stale.
 */
export function renderIntegrationGuide(registry: EntityRegistry): string {
  const entities = registry.all();
  const example = registry.get('incidente_seguranca')!;
  return [
    HEADER,
    clientSection(registry.get('ativo_informacao') ?? example),
    workflow(example),
    RULES,
    ERRORS,
    renderWebhooksSection(),
    '## Entidades e campos',
    '',
    'Gerado a partir do registro de entidades (o mesmo código que valida). A descoberta',
    '(`GET /api/ingestao-pub/entidades`) devolve estas mesmas informações em JSON, só das',
    'entidades do escopo do seu token; a especificação OpenAPI está em `/api/ingestao-pub/openapi.json`.',
    '',
    ...entities.flatMap(entitySection),
  ].join('\n');
}

const HEADER = `<!-- Gerado por \`npm run docs:integracao\` a partir do registro de entidades. Não edite à mão. -->
# Guia de integração — API de ingestão

A API de ingestão recebe lotes de registros de sistemas externos (SIEM, scanners, ERP,
CMDB) e os grava na plataforma. Ela **só escreve**: não há operação que leia dados
gravados em massa (a leitura é feita no painel, com login). Cada lote fica registrado no
histórico de importações, visível ao administrador da empresa, com o nome do token como
origem.

- Endereço base: \`{base_url}\` (o endereço do painel, por exemplo \`https://campo.suaempresa.com.br\`).
- Todos os corpos são JSON (\`Content-Type: application/json\`), em UTF-8.
- Autenticação: \`Authorization: Bearer <token>\`. O token começa com \`ing_\` e é mostrado uma
  única vez, quando o administrador o cria (tela de tokens de ingestão). Recomendação: um
  token por sistema integrado, para poder revogá-lo sozinho e saber no histórico quem enviou o quê.
- O token só grava nas entidades liberadas para ele (escopo). O administrador pode incluir
  entidades no escopo sem emitir um token novo.
`;

/**
 * The CLI and the SDK, first: they do what every integrator would otherwise write by hand
 * (batches, pacing, retries, idempotency, refused rows). Figures measured with the
 * on-demand spec libs/api/ingestion/test/cli-memory.spec.ts.
 */
function clientSection(entity: EntityDefinition) {
  const labels = entity.fields.slice(0, 3);
  return `## O jeito mais simples: o CLI \`campo-ingestao\` e o SDK TypeScript

O pacote \`@campo/sdk-ingestao\` (pasta \`libs/integrator/sdk\` do repositório; Node 20 ou mais novo)
traz um programa de linha de comando e uma biblioteca. Os dois fazem, por você, tudo o que as
seções seguintes pedem de um cliente: dividem o arquivo em lotes de \`maxLinhasPorRequisicao\`,
respeitam o limite de requisições pelos cabeçalhos \`RateLimit-*\` (sem rajadas, sem 429),
repetem com espera crescente as falhas de rede e os erros 5xx, mandam uma \`Idempotency-Key\`
por lote calculada do conteúdo (reenviar o mesmo arquivo não grava nada duas vezes) e devolvem
o resultado de cada linha com o **número da linha no seu arquivo**.

### CLI: uma planilha vira um comando

\`\`\`bash
export CAMPO_URL={base_url} CAMPO_TOKEN=ing_...      # o token também pode ir em --token
campo-ingestao entidades                              # o que o token pode gravar
campo-ingestao modelo ${entity.nome} --saida modelo.csv   # cabeçalho com os rótulos + exemplo
campo-ingestao enviar ${entity.nome} export-erp.csv --preview   # só valida
campo-ingestao enviar ${entity.nome} export-erp.csv             # valida e grava
\`\`\`

(Dentro do repositório: \`npm run ingestao -- enviar ...\`; \`npm run ingestao -- --help\` explica tudo.)

- Lê **CSV** (vírgula ou ponto e vírgula, UTF-8 com ou sem BOM), **XLSX** (primeira aba) e
  **JSON Lines**. O cabeçalho pode trazer os rótulos (${labels.map((field) => `\`${field.rotulo}\``).join(', ')}…) ou os
  nomes dos campos (${labels.map((field) => `\`${field.campo}\``).join(', ')}…), como na importação de planilhas do painel.
- Lê o arquivo aos poucos: a memória não cresce com o tamanho do arquivo (um CSV de 200.000
  linhas foi enviado em 6min49s, no ritmo de 60 requisições por minuto, com pico de
  ${CLI_PEAK_MEMORY} de memória residente, o mesmo já nas primeiras 45.000 linhas).
- Mostra uma barra de progresso com linhas/s e tempo restante no terminal; em logs, uma linha por lote.
- Linhas recusadas vão para \`<arquivo>.recusadas.csv\`, com o número da linha e os motivos;
  corrija esse arquivo e envie-o do mesmo jeito.
- Se a execução for interrompida (queda, Ctrl+C, \`kill\`), rode o mesmo comando: ela continua de
  onde parou (\`<arquivo>.estado.json\`), sem faltar nem duplicar linhas.
- Código de saída: \`0\` tudo gravado, \`2\` algumas linhas recusadas, \`1\` falha (token, arquivo, rede).

### SDK: no seu programa

\`\`\`ts
import { IngestionClient } from '@campo/sdk-ingestao';

const campo = new IngestionClient({ url: '{base_url}', token: process.env.CAMPO_TOKEN! });
const { entidades } = await campo.entidades();
const previa = await campo.preview('${entity.nome}', linhas);   // linhas: array, gerador ou async iterable
const resumo = await campo.enviar('${entity.nome}', linhas);    // qualquer quantidade de linhas
for (const linha of resumo.linhasRecusadas) console.warn(linha.linha, linha.erros);
\`\`\`

As linhas são tipadas por entidade (tipos gerados do registro de entidades, o mesmo que valida).
Para acompanhar lote a lote (progresso, retomada), use \`campo.lotes(entidade, linhas)\`.

Prefere outra linguagem? O resto deste guia descreve a API em si, com exemplos em \`curl\`.
`;
}

function workflow(example: EntityDefinition) {
  const row = Object.fromEntries(
    example.fields
      .filter(
        (field) =>
          field.obrigatorio || ['severidade', 'dataDeteccao', 'status'].includes(field.campo),
      )
      .map((field) => [field.campo, field.exemplo]),
  );
  const body = JSON.stringify({ linhas: [row] });
  return `## Fluxo recomendado: descoberta → prévia → gravação

1. **Descoberta** — liste as entidades do seu token e os campos de cada uma:

   \`\`\`bash
   curl -s {base_url}/api/ingestao-pub/entidades -H "Authorization: Bearer $TOKEN"
   \`\`\`

   Resposta: \`{"sucesso": true, "dados": {"token": {"nome", "prefixo", "modo"}, "maxLinhasPorRequisicao": ${MAX_ROWS_PER_REQUEST}, "entidades": [...]}}\`.
   Cada entidade traz \`entidade\`, \`nome\`, \`endpoint\`, \`chave\` e \`campos\`; cada campo traz
   \`campo\` (a chave a usar no JSON), \`rotulo\` (nome para pessoas, **nunca** usado como chave),
   \`obrigatorio\`, \`tipo\`, \`descricao\`, \`exemplo\` e, quando houver, \`valores\`, \`tamanhoMaximo\`,
   \`prefixoReservado\`, \`referencia\`.

2. **Prévia** — valide o lote sem gravar nada (nem histórico), até a saída vir limpa:

   \`\`\`bash
   curl -s -X POST {base_url}/api/ingestao-pub/${example.nome}/preview \\
     -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\
     -d '${body}'
   \`\`\`

3. **Gravação** — o mesmo corpo, no mesmo caminho sem \`/preview\`:

   \`\`\`bash
   curl -s -X POST {base_url}/api/ingestao-pub/${example.nome} \\
     -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\
     -H "Idempotency-Key: ${example.nome}-2026-11-21-lote-1" \\
     -d '${body}'
   \`\`\`

### Resposta de um lote (HTTP 200)

\`\`\`json
{
  "sucesso": true,
  "mensagem": "2 linhas recebidas: 1 gravada, 1 recusada.",
  "dados": {
    "entidade": "${example.nome}", "modo": "UPSERT", "preview": false,
    "loteId": "0b6f…", "totalLinhas": 2, "gravadas": 1, "recusadas": 1, "duplicadas": 0,
    "resultados": [
      { "linha": 1, "status": "OK", "id": "5d1c…", "acao": "CRIADO" },
      { "linha": 2, "status": "ERRO", "erros": ["tipo: valor \\"Ransomware\\" não reconhecido. Valores aceitos: Confidencialidade, Integridade, Disponibilidade."] }
    ]
  }
}
\`\`\`

- \`sucesso: true\` quer dizer que o lote foi **processado**, não que todas as linhas foram gravadas.
  Trate \`recusadas > 0\` como falha a monitorar e registre os \`aviso\`s.
- Não há transação do lote inteiro: linhas válidas são gravadas mesmo que outras sejam recusadas.
  Corrija e reenvie **só** as linhas recusadas.
- \`status\` de cada linha: \`OK\` (gravada; \`acao\` diz \`CRIADO\`, \`ATUALIZADO\` ou \`INALTERADO\` —
  um reenvio idêntico não regrava nada), \`ERRO\` (recusada; \`erros\` diz por quê) ou \`DUPLICADO\`
  (modo INSERT: o registro já existe; não é erro e não é gravado; \`id\` é o do registro existente).
- \`aviso\` em linhas OK diz o que foi interpretado, ignorado ou não pôde ser vinculado.
- Uma linha recusada por uma regra do registro já gravado traz em \`erros\` o código estável
  antes do motivo (\`CODIGO: motivo\`); a descrição de cada entidade diz quais podem vir.
- A prévia devolve o mesmo formato com \`preview: true\` e os ids que as linhas teriam (o id
  existente para atualizações; nenhum para linhas novas).
`;
}

const RULES = `## Regras dos valores (todas as entidades)

| assunto | regra |
|---|---|
| chaves | use \`campo\`, nunca \`rotulo\`. Chave desconhecida é ignorada (com aviso); se o campo pretendido era obrigatório, a linha é recusada por falta dele. \`id\` e \`empresaId\` nunca são lidos da linha. |
| vazio | omitir a chave, enviar \`""\` ou \`null\` é o mesmo. Textos têm os espaços das pontas removidos. |
| datas | \`DD/MM/AAAA\`, aceita hora (\`DD/MM/AAAA HH:mm[:ss]\`); ISO 8601 também. Hora sem fuso é a do fuso da empresa (padrão America/Sao_Paulo). Datas impossíveis (31/02) são recusadas. |
| mês (competência) | \`MM/AAAA\` ou \`AAAA-MM\`. |
| listas | o texto em português (\`Alta\`, \`Em análise\`), sem diferença de maiúsculas e acentos; sinônimos comuns são aceitos. Valor não reconhecido: a linha é recusada e o erro lista as opções. |
| Sim/Não | \`Sim\`/\`Não\` (com ou sem acento), \`S\`/\`N\`, \`true\`/\`false\`, \`1\`/\`0\`. |
| números | número JSON ou texto; em texto com vírgula, a vírgula é o decimal e pontos separam milhares (\`"1.234,5"\`). |
| textos | cada campo tem tamanho máximo (\`tamanhoMaximo\`); acima dele, a linha é recusada. |
| prefixo reservado | um campo com \`prefixoReservado\` (o código da ordem de serviço: \`APP-\`) recusa a linha cujo valor começa com ele, sem diferença de maiúsculas. Esses códigos são das OS abertas no aplicativo: um ERP não cria nem altera essas ordens. |
| referências | um código de outra entidade (ou o e-mail de um usuário da empresa). Não encontrado: grava sem o vínculo e avisa — exceto referências obrigatórias (como o cliente de um contrato), que recusam a linha. |
| chave repetida no lote | UPSERT aplica em ordem (a última vence; todas OK com o mesmo id). INSERT grava a primeira e marca as outras \`DUPLICADO\`. |

### Modos do token

- **UPSERT** (padrão): reenviar um registro (mesma chave) atualiza em vez de duplicar. Pode-se
  reenviar a janela inteira de dados a cada execução; um reenvio idêntico é \`INALTERADO\`.
- **INSERT**: registros já existentes voltam como \`DUPLICADO\` e não são alterados.

### Repetição e idempotência

- Em UPSERT, repetir a gravação é seguro, inclusive depois de um HTTP 500 ou de uma queda de conexão.
- Cabeçalho opcional \`Idempotency-Key\` (até 200 caracteres): a mesma chave com o mesmo corpo em
  24 horas devolve a primeira resposta sem gravar de novo (com \`Idempotency-Replayed: true\`);
  a mesma chave com outro corpo é recusada com \`422 CHAVE_IDEMPOTENCIA_REUTILIZADA\`. Use-a em
  modo INSERT para poder repetir sem gerar \`DUPLICADO\`s.

### Limites

| limite | valor |
|---|---|
| linhas por requisição | ${MAX_ROWS_PER_REQUEST} (\`maxLinhasPorRequisicao\`); acima, \`413 LOTE_GRANDE_DEMAIS\` |
| tamanho do corpo | 10 MiB; acima, \`413 CORPO_GRANDE_DEMAIS\` |
| compressão | corpos compactados são aceitos com \`Content-Encoding: gzip\` (ou \`deflate\`, \`br\`); o limite vale para o corpo descompactado; um corpo que não descompacta responde \`400 CORPO_INVALIDO\` |
| requisições | ${INGESTION_RATE_LIMIT} por minuto **por token** (requisições com token inválido contam por endereço IP) |

Toda resposta traz \`RateLimit-Limit\`, \`RateLimit-Remaining\` e \`RateLimit-Reset\` (segundos). Acima do
limite: \`429\` com \`Retry-After\` (segundos). Espere e repita de forma espaçada, nunca em rajada.
`;

const ERRORS = `## Erros

Todo erro vem no envelope \`{"sucesso": false, "codigo": "…", "erro": "…"}\`: \`codigo\` é estável
(para o seu programa), \`erro\` é texto para logs. As verificações seguem esta ordem.

| HTTP | codigo | quando | o que fazer |
|---|---|---|---|
| 401 | \`TOKEN_AUSENTE\` | falta o cabeçalho \`Authorization: Bearer\` | envie o token |
| 401 | \`TOKEN_INVALIDO\` | token não reconhecido (digitado errado, inventado, truncado) | confira o token; não repita |
| 401 | \`TOKEN_REVOGADO\` | revogado pelo administrador; definitivo | peça um token novo |
| 401 | \`TOKEN_INATIVO\` | desativado temporariamente | aguarde a reativação pelo administrador |
| 401 | \`TOKEN_EXPIRADO\` | passou da validade; a mensagem traz a data | peça a renovação ao administrador |
| 401 | \`TOKEN_SEM_ESCOPO\` | nenhuma entidade liberada para o token | peça ao administrador para liberar entidades |
| 429 | \`LIMITE_DE_REQUISICOES\` | mais de ${INGESTION_RATE_LIMIT} requisições por minuto | espere \`Retry-After\` segundos e repita espaçado |
| 404 | \`ENTIDADE_DESCONHECIDA\` | não existe entidade com esse nome; traz \`entidadesExistentes\` | corrija o caminho |
| 403 | \`ENTIDADE_FORA_DO_ESCOPO\` | a entidade existe, mas o token não pode gravá-la; traz \`entidadesDoToken\` | peça a inclusão no escopo |
| 415 | \`TIPO_DE_CONTEUDO_INVALIDO\` | corpo não enviado como \`application/json\` | ajuste o \`Content-Type\` |
| 400 | \`CORPO_INVALIDO\` | o corpo não é JSON válido, não descompacta como diz o \`Content-Encoding\`, ou não é um objeto com o array \`linhas\` de objetos | corrija a serialização ou o formato |
| 400 | \`LOTE_VAZIO\` | \`linhas\` está vazio | não envie lotes vazios |
| 413 | \`LOTE_GRANDE_DEMAIS\` | mais de ${MAX_ROWS_PER_REQUEST} linhas; traz \`maximo\` e \`recebidas\` | divida o lote |
| 413 | \`CORPO_GRANDE_DEMAIS\` | corpo acima de 10 MiB | divida o lote |
| 422 | \`CHAVE_IDEMPOTENCIA_REUTILIZADA\` | \`Idempotency-Key\` já usada com outro corpo | use uma chave nova por lote |
| 404 | \`ROTA_NAO_ENCONTRADA\` | caminho inexistente | confira o caminho |
| 500 | \`ERRO_INTERNO\` | falha interna | repita (seguro em UPSERT ou com \`Idempotency-Key\`) |

Recusas de linhas **não** são erros HTTP: o lote volta 200 e a linha vem com \`status: "ERRO"\`.
`;

function entitySection(entity: EntityDefinition): string[] {
  return [
    `### \`${entity.nome}\` — ${entity.rotulo}`,
    '',
    entity.descricao,
    '',
    `Chave (UPSERT): ${entity.chave.map((campo) => `\`${campo}\``).join(' + ')}. Gravação: \`POST /api/ingestao-pub/${entity.nome}\`.`,
    '',
    '| campo | rótulo | obrigatório | tipo | exemplo | descrição |',
    '|---|---|---|---|---|---|',
    ...entity.fields.map(
      (field) =>
        `| \`${field.campo}\` | ${field.rotulo} | ${field.obrigatorio ? 'sim' : 'não'} | ${TYPE_LABELS[field.tipo]} | ${escape(field.exemplo)} | ${escape(entity.descriptor.campos.find((c) => c.campo === field.campo)!.descricao)} |`,
    ),
    '',
  ];
}

function escape(text: string) {
  return text.replace(/\|/g, '\\|');
}
