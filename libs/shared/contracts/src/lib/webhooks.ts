/**
 * Webhooks: the events the service pushes to an integrator's endpoints, signed by the
 * Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 * `WEBHOOK_EVENTS` is the one declaration of every event's payload: the API validates the
 * events an endpoint subscribes to against it, and the integration guide and the OpenAPI
 * document are written from it. Field names never change; new fields may be added.
 */

/** A payload field: its name, JSON type, whether it may be null, and what it says. */
export interface WebhookField {
  campo: string;
  tipo: 'string' | 'integer' | 'number';
  formato?: 'uuid' | 'date' | 'date-time' | 'uri';
  nulo?: boolean;
  descricao: string;
}

export interface WebhookEventDefinition {
  tipo: string;
  descricao: string;
  campos: readonly WebhookField[];
}

const orderFields = [
  { campo: 'ordemId', tipo: 'string', formato: 'uuid', descricao: 'Id da ordem de serviço' },
  { campo: 'codigo', tipo: 'string', descricao: 'Código da ordem (ex.: APP-2026-000123)' },
  { campo: 'tipo', tipo: 'string', descricao: 'Tipo da ordem (CORRETIVA, PREVENTIVA, ...)' },
  { campo: 'url', tipo: 'string', formato: 'uri', descricao: 'A ordem no painel' },
] as const satisfies readonly WebhookField[];

const rgmFields = [
  { campo: 'rgmId', tipo: 'string', formato: 'uuid', descricao: 'Id do RGM' },
  {
    campo: 'contratoId',
    tipo: 'string',
    formato: 'uuid',
    nulo: true,
    descricao: 'Contrato do RGM; null num RGM de todos os contratos',
  },
  { campo: 'inicio', tipo: 'string', formato: 'date', descricao: 'Primeiro dia do período' },
  { campo: 'fim', tipo: 'string', formato: 'date', descricao: 'Último dia do período' },
  { campo: 'url', tipo: 'string', formato: 'uri', descricao: 'O RGM no painel' },
] as const satisfies readonly WebhookField[];

export const WEBHOOK_EVENTS = [
  {
    tipo: 'importacao.concluida',
    descricao: 'Um lote de ingestão (API ou planilha) foi gravado.',
    campos: [
      { campo: 'entidade', tipo: 'string', descricao: 'Entidade do lote (ex.: equipamento)' },
      { campo: 'loteId', tipo: 'string', formato: 'uuid', descricao: 'Id do lote' },
      {
        campo: 'token',
        tipo: 'string',
        nulo: true,
        descricao: 'Nome do token que enviou o lote; null quando veio de uma planilha',
      },
      { campo: 'origem', tipo: 'string', descricao: 'Origem mostrada no histórico' },
      { campo: 'recebidas', tipo: 'integer', descricao: 'Linhas recebidas' },
      { campo: 'gravadas', tipo: 'integer', descricao: 'Linhas gravadas' },
      { campo: 'recusadas', tipo: 'integer', descricao: 'Linhas recusadas' },
      { campo: 'duplicadas', tipo: 'integer', descricao: 'Linhas duplicadas' },
      {
        campo: 'historicoUrl',
        tipo: 'string',
        formato: 'uri',
        descricao: 'O lote no histórico de importações do painel',
      },
    ],
  },
  {
    tipo: 'ordem.aberta',
    descricao:
      'Uma ordem de serviço foi aberta no painel. As preventivas geradas em lote dos planos e as ordens recebidas pela integração não geram este evento.',
    campos: orderFields,
  },
  {
    tipo: 'ordem.concluida',
    descricao: 'Uma ordem de serviço foi concluída (no painel ou pelo técnico no aplicativo).',
    campos: [
      ...orderFields,
      {
        campo: 'relatorioUrl',
        tipo: 'string',
        formato: 'uri',
        nulo: true,
        descricao: 'Relatório de atendimento da visita, quando existe; null por enquanto',
      },
    ],
  },
  {
    tipo: 'rgm.liberado',
    descricao: 'Um RGM foi liberado (instantâneo congelado).',
    campos: rgmFields,
  },
  {
    tipo: 'rgm.enviado',
    descricao: 'Um RGM liberado foi enviado por e-mail aos destinatários do contrato.',
    campos: rgmFields,
  },
  {
    tipo: 'solicitacao.recebida',
    descricao:
      'Um cliente abriu uma solicitação de serviço, pelo portal ou pelo QR do equipamento. O contato de quem pediu não vai no evento: leia-o no painel.',
    campos: [
      { campo: 'solicitacaoId', tipo: 'string', formato: 'uuid', descricao: 'Id da solicitação' },
      { campo: 'codigo', tipo: 'string', descricao: 'Código da solicitação (ex.: SOL-000123)' },
      { campo: 'origem', tipo: 'string', descricao: 'Por onde chegou: PORTAL ou QR' },
      { campo: 'urgencia', tipo: 'string', descricao: 'Urgência informada (BAIXA, MEDIA, ALTA)' },
      { campo: 'url', tipo: 'string', formato: 'uri', descricao: 'A solicitação no painel' },
    ],
  },
  {
    tipo: 'fluido.registrado',
    descricao: 'Um registro de fluido refrigerante (carga, recolhimento...) foi criado.',
    campos: [
      { campo: 'registroId', tipo: 'string', formato: 'uuid', descricao: 'Id do registro' },
      {
        campo: 'ordemId',
        tipo: 'string',
        formato: 'uuid',
        nulo: true,
        descricao: 'Ordem de serviço do registro, se houver',
      },
      { campo: 'equipamentoId', tipo: 'string', formato: 'uuid', descricao: 'Equipamento' },
      { campo: 'tipoGas', tipo: 'string', descricao: 'Gás (ex.: R-410A)' },
      { campo: 'tipoEvento', tipo: 'string', descricao: 'Tipo do evento (carga, recolhimento...)' },
      { campo: 'quantidadeKg', tipo: 'number', descricao: 'Quantidade em kg' },
      { campo: 'dataEvento', tipo: 'string', formato: 'date', descricao: 'Dia do evento' },
    ],
  },
  {
    tipo: 'webhook.teste',
    descricao: 'Evento de teste, enviado só quando pedido no painel ("Enviar teste").',
    campos: [{ campo: 'mensagem', tipo: 'string', descricao: 'Texto fixo de teste' }],
  },
] as const satisfies readonly WebhookEventDefinition[];

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['tipo'];

/** The events an endpoint may subscribe to (the test event goes to one endpoint when asked). */
export const WEBHOOK_SUBSCRIBABLE_EVENTS = WEBHOOK_EVENTS.map((event) => event.tipo).filter(
  (tipo) => tipo !== 'webhook.teste',
) as Array<Exclude<WebhookEventType, 'webhook.teste'>>;

type FieldValue<F extends WebhookField> =
  (F['tipo'] extends 'string' ? string : number) | (F extends { nulo: true } ? null : never);
type FieldsOf<E> = E extends { campos: readonly (infer F)[] } ? F : never;

/** `dados` of each event type, derived from `WEBHOOK_EVENTS`. */
export type WebhookEventData = {
  [E in (typeof WEBHOOK_EVENTS)[number] as E['tipo']]: {
    [F in FieldsOf<E> as F extends WebhookField ? F['campo'] : never]: F extends WebhookField
      ? FieldValue<F>
      : never;
  };
};

/** The body of every delivery. `id` is also the `webhook-id` header, the same on every retry. */
export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  tipo: T;
  id: string;
  ocorridoEm: string;
  dados: WebhookEventData[T];
}

/** How the service retries: shown in the guide and the admin. */
export const WEBHOOK_RETRY_POLICY = {
  /** A delivery that gets no 2xx within this long after the event is marked FALHOU. */
  janelaHoras: 72,
  /** An endpoint that failed every delivery for this long is paused and its ADMINs e-mailed. */
  pausaAposDias: 5,
  /** The old secret keeps signing (beside the new) this long after a rotation. */
  segredoAnteriorHoras: 24,
  /** Receivers must reject a `webhook-timestamp` further than this from their clock. */
  toleranciaSegundos: 300,
} as const;

export type WebhookDeliveryStatus = 'PENDENTE' | 'ENTREGUE' | 'FALHOU';

/** `null` while active; why it is paused otherwise. */
export type WebhookPauseReason = 'MANUAL' | 'FALHAS';

/** One endpoint (`GET /api/admin/webhooks`); the secret is never listed. */
export interface WebhookEndpointView {
  id: string;
  url: string;
  descricao: string;
  eventos: WebhookEventType[];
  ativo: boolean;
  pausadoMotivo: WebhookPauseReason | null;
  /** Until when the previous secret still signs, after a rotation. */
  segredoAnteriorAte: string | null;
  /** Since when every delivery fails; null when the last one succeeded. */
  falhandoDesde: string | null;
  criadoEm: string;
}

/** `POST /api/admin/webhooks` and `.../rotacionar-segredo`: the secret, shown this once. */
export interface WebhookSecretView {
  endpoint: WebhookEndpointView;
  segredo: string;
}

export interface WebhookEndpointRequest {
  url: string;
  descricao?: string;
  eventos: WebhookEventType[];
}

export interface UpdateWebhookEndpointRequest {
  url?: string;
  descricao?: string;
  eventos?: WebhookEventType[];
  ativo?: boolean;
}

/** One HTTP attempt of a delivery. */
export interface WebhookAttemptView {
  numero: number;
  em: string;
  duracaoMs: number;
  /** The answer's HTTP status; null when none came (timeout, refused, connection error). */
  statusHttp: number | null;
  /** The first bytes of the answer's body. */
  resposta: string;
  erro: string | null;
}

/** One event sent to one endpoint, with its attempts (delivery log, newest first). */
export interface WebhookDeliveryView {
  id: string;
  eventoId: string;
  tipo: WebhookEventType;
  ocorridoEm: string;
  status: WebhookDeliveryStatus;
  tentativas: number;
  proximaTentativaEm: string | null;
  entregueEm: string | null;
  historico: WebhookAttemptView[];
}
