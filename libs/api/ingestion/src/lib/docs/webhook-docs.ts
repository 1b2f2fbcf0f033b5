import {
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_POLICY,
  type WebhookEventDefinition,
  type WebhookField,
} from '@campo/contracts';

/**
 * The webhooks as integrators read them, written from the contracts' `WEBHOOK_EVENTS` (the
 * declaration the API validates subscriptions against): the guide's section and the
 * OpenAPI 3.1 `webhooks`.
 */
export function renderWebhooksSection(): string {
  const { janelaHoras, pausaAposDias, segredoAnteriorHoras, toleranciaSegundos } =
    WEBHOOK_RETRY_POLICY;
  return [
    `## Webhooks: o Campo avisa o seu sistema

Em vez de consultar, receba um \`POST\` quando algo acontece: um lote gravado, uma ordem
aberta ou concluída, um RGM liberado ou enviado, um registro de fluido. O administrador da
empresa cadastra o endereço (endpoint) em **Integrações → Webhooks**, escolhe os eventos e
recebe um segredo \`whsec_...\`, mostrado uma única vez.

### Entrega e assinatura (Standard Webhooks)

Cada entrega é um \`POST\` com corpo JSON \`{ "tipo", "id", "ocorridoEm", "dados" }\` e os
cabeçalhos do padrão [Standard Webhooks](https://www.standardwebhooks.com/):

| cabeçalho | conteúdo |
|---|---|
| \`webhook-id\` | o \`id\` do evento; **o mesmo em todas as tentativas** |
| \`webhook-timestamp\` | segundos desde 1970 (UTC) do envio desta tentativa |
| \`webhook-signature\` | \`v1,<base64 do HMAC-SHA256 de "id.timestamp.corpo">\`; depois de uma rotação, dois valores separados por espaço |

A chave do HMAC são os bytes do segredo depois de \`whsec_\`, decodificados de base64. Confira
a assinatura com o corpo **exatamente como chegou** (antes de interpretar o JSON), em tempo
constante, e recuse um \`webhook-timestamp\` a mais de ${toleranciaSegundos / 60} minutos do
seu relógio. O SDK faz tudo isso:

\`\`\`ts
import express from 'express';
import { verifyWebhook, WebhookSignatureError } from '@campo/sdk-ingestao';

const app = express();
const vistos = new Set<string>(); // em produção, uma tabela com chave única no id

app.post('/webhooks/campo', express.raw({ type: 'application/json' }), (req, res) => {
  try {
    const evento = verifyWebhook(process.env.CAMPO_WEBHOOK_SECRET!, req.headers, req.body);
    if (!vistos.has(evento.id)) {
      vistos.add(evento.id);
      // trate evento.tipo / evento.dados (de preferência numa fila, respondendo logo)
    }
    res.sendStatus(204);
  } catch (erro) {
    res.sendStatus(erro instanceof WebhookSignatureError ? 400 : 500);
  }
});
\`\`\`

### Repetição

- Qualquer resposta **2xx** em até 5 s (\`WEBHOOK_TIMEOUT_MS\`) conta como entregue;
  qualquer outra (inclusive **3xx**: redirecionamentos não são seguidos), erro de conexão
  ou tempo esgotado é tentada de novo. Responda logo (204) e processe depois, numa fila.
- Intervalos crescentes: 30 s, 1 min, 2 min, 4 min... dobrando a cada falha até no máximo
  6 h, com variação aleatória de ±20 %. Sem um 2xx em ${janelaHoras} h, a entrega fica como
  **Falhou** (o administrador pode reenviá-la no painel).
- O intervalo cresce também com as falhas seguidas do **endpoint**: um receptor fora do ar
  recebe uma tentativa de cada vez, cada vez mais espaçadas, em vez de uma rajada a cada
  evento novo. O primeiro 2xx volta ao ritmo normal; **Reenviar**, **Enviar teste** e
  reativar o endpoint tentam na hora.
- A entrega é **pelo menos uma vez**: o mesmo evento pode chegar mais de uma vez (uma
  resposta perdida, por exemplo). Descarte repetidos pelo \`id\` / \`webhook-id\`.
- A ordem de chegada não é garantida; use \`ocorridoEm\`.
- Um endpoint que não aceita nenhuma entrega por ${pausaAposDias} dias seguidos é **pausado**
  e os administradores da empresa recebem um e-mail. Enquanto pausado, não recebe eventos novos.
- Rotação do segredo: o segredo novo passa a assinar na hora e o anterior continua assinando,
  ao lado dele, por ${segredoAnteriorHoras} h (dois valores em \`webhook-signature\`); troque o segredo do
  receptor nesse prazo.
- No painel, cada entrega mostra as tentativas (hora, status HTTP, duração e o começo da
  resposta), com **Reenviar** e **Enviar teste** (evento \`webhook.teste\`).

### Justiça entre empresas, limite e segredos

- Cada entrega ocupa uma vaga só durante o seu próprio \`POST\`: nenhuma espera as outras de
  um lote. Cada endpoint tem no máximo **uma** entrega em andamento (as dele seguem em
  ordem de vencimento), cada empresa no máximo **4** ao mesmo tempo
  (\`WEBHOOK_COMPANY_CONCURRENCY\`, somando todas as instâncias da API), e cada instância
  no máximo 16 (\`WEBHOOK_CONCURRENCY\`). As vagas livres são distribuídas em rodízio entre
  as empresas. Assim, receptores lentos ou que nunca respondem atrasam só as entregas
  deles: as de outra empresa saem na hora (teste: \`webhook-fairness.spec.ts\`).
- Cada empresa cadastra até **10** endpoints (\`WEBHOOK_MAX_ENDPOINTS\`, ativos ou pausados).
  Além disso a criação responde **409** \`WEBHOOK_LIMITE_DE_ENDPOINTS\` (com \`maximo\`);
  um endpoint pode assinar vários eventos, e a URL de um existente pode ser trocada.
- O segredo \`whsec_...\` é mostrado só na criação e em cada rotação. No banco ele fica
  **cifrado** (AES-256-GCM, chave \`APP_ENCRYPTION_KEY\` do servidor, com o id da chave no
  valor para permitir a troca da chave); só o processo de entrega o decifra, no momento
  de assinar. Se o segredo não puder ser decifrado (chave ausente), nada é enviado sem
  assinatura: a tentativa fica registrada como falha.
- Em produção, destinos que resolvem para endereços que não são públicos são recusados
  (na criação e a cada entrega, conferindo o endereço conectado): loopback, redes
  privadas, link-local, CGNAT, multicast, reservados e documentação, e também as formas
  IPv6 que embutem um IPv4 (\`::ffff:0:0/96\`, \`::/96\`, \`64:ff9b::/96\`, \`64:ff9b:1::/48\`,
  6to4 \`2002::/16\`, Teredo), \`fec0::/10\` e \`fc00::/7\`. A classificação é a da biblioteca
  \`ipaddr.js\` (só a faixa \`unicast\` passa). Exceções: \`WEBHOOK_ALLOW_HOSTS\` ou
  \`WEBHOOK_ALLOW_PRIVATE\`.

### Eventos
`,
    ...WEBHOOK_EVENTS.flatMap(eventSection),
  ].join('\n');
}

const TYPE_LABELS: Record<WebhookField['tipo'], string> = {
  string: 'texto',
  integer: 'inteiro',
  number: 'número',
};

const FORMAT_LABELS: Record<NonNullable<WebhookField['formato']>, string> = {
  uuid: 'uuid',
  date: 'data (AAAA-MM-DD)',
  'date-time': 'data e hora ISO 8601',
  uri: 'URL',
};

function eventSection(event: WebhookEventDefinition): string[] {
  return [
    `#### \`${event.tipo}\``,
    '',
    event.descricao,
    '',
    '| campo de `dados` | tipo | pode ser null | descrição |',
    '|---|---|---|---|',
    ...event.campos.map(
      (field) =>
        `| \`${field.campo}\` | ${field.formato ? FORMAT_LABELS[field.formato] : TYPE_LABELS[field.tipo]} | ${field.nulo ? 'sim' : 'não'} | ${field.descricao} |`,
    ),
    '',
  ];
}

/** OpenAPI 3.1 `webhooks` (one per event type) and the schemas they use. */
export function webhooksOpenApi() {
  const signatureHeaders = [
    ['webhook-id', 'Id do evento; o mesmo em todas as tentativas (descarte repetidos por ele)'],
    ['webhook-timestamp', 'Segundos desde 1970 (UTC) do envio desta tentativa'],
    [
      'webhook-signature',
      '`v1,<base64 do HMAC-SHA256 de "id.timestamp.corpo">`; dois valores separados por espaço durante uma rotação de segredo',
    ],
  ].map(([name, description]) => ({
    name,
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description,
  }));
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENTS.map((event: WebhookEventDefinition) => [
      event.tipo,
      {
        post: {
          summary: event.descricao,
          description: `Assinado pelo padrão Standard Webhooks. Responda 2xx em até 10 s; outras respostas são repetidas com intervalos crescentes por até ${WEBHOOK_RETRY_POLICY.janelaHoras} h.`,
          operationId: `webhook_${event.tipo.replace('.', '_')}`,
          parameters: signatureHeaders,
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${schemaName(event)}` } },
            },
          },
          responses: {
            '2XX': { description: 'Recebido; a entrega não será repetida' },
            default: { description: 'Qualquer outra resposta: a entrega é repetida' },
          },
        },
      },
    ]),
  );
  const schemas = Object.fromEntries(
    WEBHOOK_EVENTS.map((event: WebhookEventDefinition) => [
      schemaName(event),
      {
        type: 'object',
        required: ['tipo', 'id', 'ocorridoEm', 'dados'],
        properties: {
          tipo: { const: event.tipo },
          id: { type: 'string', format: 'uuid' },
          ocorridoEm: { type: 'string', format: 'date-time' },
          dados: {
            type: 'object',
            required: event.campos.map((field) => field.campo),
            properties: Object.fromEntries(
              event.campos.map((field) => [
                field.campo,
                {
                  type: field.nulo ? [field.tipo, 'null'] : field.tipo,
                  ...(field.formato ? { format: field.formato } : {}),
                  description: field.descricao,
                },
              ]),
            ),
          },
        },
      },
    ]),
  );
  return { webhooks, schemas };
}

function schemaName(event: WebhookEventDefinition) {
  return `Webhook_${event.tipo.replace('.', '_')}`;
}
