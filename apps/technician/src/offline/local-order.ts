import type { ChecklistAnswer, TechnicianOrderDetail } from '@campo/contracts';
import type { FieldAction } from './outbox-types';

/** A gas event recorded on the phone and not yet on the server. */
export interface LocalFluidEvent {
  actionId: string;
  tipoGas: string;
  tipoEvento: string;
  quantidadeKg: number;
  dataEvento: string;
}

/** The visit report's records still on the phone (waiting or refused), by kind. */
export interface LocalVisit {
  /** Services, readings, materials and recommendations waiting to be sent. */
  lines: FieldAction[];
  /** Photos on the phone: waiting (PENDENTE) or refused (RECUSADO), with their image. */
  photos: FieldAction[];
  /** The client's acceptance recorded on the phone and not yet on the server. */
  acceptance: FieldAction | null;
}

/** The order as the technician should see it: the server's copy with the phone's pending records applied. */
export interface LocalOrder {
  order: TechnicianOrderDetail;
  pending: FieldAction[];
  refused: FieldAction[];
  fluids: LocalFluidEvent[];
  visit: LocalVisit;
}

const VISIT_LINES = new Set(['servico', 'leitura', 'material', 'recomendacao']);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Applies the records still on the phone (in the order they were made) to the server's
 * copy of the order, so the screen shows the attendance as the technician recorded it.
 * Refused records are not applied: the server did not take them.
 */
export function localOrder(
  server: TechnicianOrderDetail,
  actions: readonly FieldAction[],
): LocalOrder {
  const mine = actions.filter((action) => action.orderId === server.id);
  const pending = mine.filter((action) => action.state === 'PENDENTE');
  const order: TechnicianOrderDetail = {
    ...server,
    minhaAlocacao: { ...server.minhaAlocacao },
    checklist: server.checklist.map((answer) => ({ ...answer })),
  };
  const fluids: LocalFluidEvent[] = [];
  for (const action of pending) {
    const { body } = action;
    switch (action.kind) {
      case 'inicio': {
        const at = text(body['em']) ?? action.createdAt;
        if (order.situacao === 'ABERTA') {
          order.situacao = 'EM_ATENDIMENTO';
          order.inicioAtendimento = at;
        }
        order.minhaAlocacao = {
          ...order.minhaAlocacao,
          iniciada: true,
          inicio: at,
          km: typeof body['km'] === 'number' ? body['km'] : order.minhaAlocacao.km,
        };
        break;
      }
      case 'checklist':
        order.checklist = mergeAnswers(order.checklist, body['respostas']);
        break;
      case 'causa-raiz':
        order.causaRaiz = text(body['causaRaiz']) ?? order.causaRaiz;
        break;
      case 'fim': {
        const at = text(body['em']) ?? action.createdAt;
        order.situacao = 'CONCLUIDA';
        order.fimAtendimento = at;
        order.minhaAlocacao = { ...order.minhaAlocacao, fim: at };
        order.causaRaiz = text(body['causaRaiz']) ?? order.causaRaiz;
        break;
      }
      case 'fluido':
        fluids.push({
          actionId: action.id,
          tipoGas: String(body['tipoGas']),
          tipoEvento: String(body['tipoEvento']),
          quantidadeKg: Number(body['quantidadeKg']),
          dataEvento: String(body['dataEvento']),
        });
        break;
    }
  }
  return {
    order,
    pending,
    refused: mine.filter((action) => action.state === 'RECUSADO'),
    fluids,
    visit: {
      lines: pending.filter((action) => VISIT_LINES.has(action.kind)),
      photos: mine.filter((action) => action.kind === 'foto'),
      acceptance: pending.find((action) => action.kind === 'aceite') ?? null,
    },
  };
}

function mergeAnswers(current: ChecklistAnswer[], sent: unknown): ChecklistAnswer[] {
  if (!Array.isArray(sent)) return current;
  const merged = new Map(current.map((answer) => [answer.item, answer]));
  for (const answer of sent as ChecklistAnswer[]) {
    merged.set(answer.item, {
      // The plan activity's periodicity and criterion stay shown while the answer waits.
      ...merged.get(answer.item),
      item: answer.item,
      conforme: answer.conforme,
      observacao: answer.observacao ?? null,
    });
  }
  return [...merged.values()];
}
