import type { WebhookEmitter } from '@campo/platform';

/**
 * The `dados` of field-service's webhooks (payloads declared in the contracts'
 * `WEBHOOK_EVENTS`), built in one place so each service's call is one line.
 */
export function orderEvent(
  webhooks: WebhookEmitter,
  order: { id: string; codigo: string; tipo: string },
) {
  return {
    ordemId: order.id,
    codigo: order.codigo,
    tipo: order.tipo,
    url: webhooks.link(`/ordens/${order.id}`),
  };
}

/** `ordem.concluida`: the order, and its visit report's link once reports exist (null until then). */
export function orderClosedEvent(
  webhooks: WebhookEmitter,
  order: { id: string; codigo: string; tipo: string },
  relatorioUrl: string | null = null,
) {
  return { ...orderEvent(webhooks, order), relatorioUrl };
}

/** `solicitacao.recebida`: the request, never its requester's contact. */
export function requestEvent(
  webhooks: WebhookEmitter,
  request: { id: string; codigo: string; origem: string; urgencia: string },
) {
  return {
    solicitacaoId: request.id,
    codigo: request.codigo,
    origem: request.origem,
    urgencia: request.urgencia,
    url: webhooks.link(`/solicitacoes/${request.id}`),
  };
}

export function rgmEvent(
  webhooks: WebhookEmitter,
  id: string,
  rgm: { contratoId: string | null; inicio: string; fim: string },
) {
  return {
    rgmId: id,
    contratoId: rgm.contratoId,
    inicio: rgm.inicio,
    fim: rgm.fim,
    url: webhooks.link(`/rgm/${id}`),
  };
}

/** `fluido.registrado`, from the captured record's id and its canonical body. */
export function fluidEvent(
  id: string,
  body: {
    ordem: string | null;
    equipamentoId: string;
    tipoGas: string;
    tipoEvento: string;
    quantidadeKg: number;
    dataEvento: string;
  },
) {
  const { ordem, ...rest } = body;
  return { registroId: id, ordemId: ordem, ...rest };
}
