import {
  type ChecklistAnswer,
  type PhotoLabel,
  readingLabel,
  type TechnicianOrderDetail,
  type VisitRecords,
} from '@campo/contracts';
import type { CorrectionTarget, FieldAction } from './outbox-types';

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
  /** Entries on the server with a correction still waiting on the phone. */
  correcting: ReadonlySet<string>;
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
  names: ReadonlyMap<string, string> = new Map(),
): LocalOrder {
  const mine = actions.filter((action) => action.orderId === server.id);
  const pending = mine.filter((action) => action.state === 'PENDENTE');
  const order: TechnicianOrderDetail = {
    ...server,
    minhaAlocacao: { ...server.minhaAlocacao },
    checklist: server.checklist.map((answer) => ({ ...answer })),
    visita: { ...server.visita },
  };
  const correcting = new Set<string>();
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
      case 'correcao':
      case 'exclusao':
        if (action.target) {
          order.visita = corrected(order.visita, action, action.target, names);
          correcting.add(action.target.id);
        }
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
      correcting,
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
      // Sent only for "não se aplica" (its reason is then `observacao`).
      naoSeAplica: answer.naoSeAplica === true,
      observacao: answer.observacao ?? null,
    });
  }
  return [...merged.values()];
}

/** The server's entries with a queued correction or removal applied (a removed entry leaves the view). */
function corrected(
  visit: VisitRecords,
  action: FieldAction,
  target: CorrectionTarget,
  names: ReadonlyMap<string, string>,
): VisitRecords {
  const remove = action.kind === 'exclusao';
  const body = action.body;
  const named = (id: unknown, description: unknown, current: string) =>
    typeof id === 'string' ? (names.get(id) ?? current) : String(description ?? current);
  const patch = <T extends { id: string }>(lines: T[], change: (line: T) => T): T[] =>
    remove
      ? lines.filter((line) => line.id !== target.id)
      : lines.map((line) => (line.id === target.id ? change(line) : line));
  switch (target.kind) {
    case 'servico':
      return {
        ...visit,
        servicos: patch(visit.servicos, (line) => ({
          ...line,
          servicoId: text(body['servicoId']),
          descricao: named(body['servicoId'], body['descricao'], line.descricao),
          descricaoLivre: text(body['descricao']),
          observacao: text(body['observacao']),
        })),
      };
    case 'leitura':
      return {
        ...visit,
        leituras: patch(visit.leituras, (line) => ({
          ...line,
          grandeza: String(body['grandeza']),
          grandezaNome: readingLabel(String(body['grandeza']), names),
          valor: Number(body['valor']),
          unidade: String(body['unidade']),
        })),
      };
    case 'material':
      return {
        ...visit,
        materiais: patch(visit.materiais, (line) => ({
          ...line,
          materialId: text(body['materialId']),
          descricao: named(body['materialId'], body['descricao'], line.descricao),
          descricaoLivre: text(body['descricao']),
          quantidade: Number(body['quantidade']),
          unidade: String(body['unidade']),
        })),
      };
    case 'recomendacao':
      return {
        ...visit,
        recomendacoes: patch(visit.recomendacoes, (line) => ({
          ...line,
          texto: String(body['texto']),
        })),
      };
    case 'foto':
      return {
        ...visit,
        fotos: patch(visit.fotos, (photo) => ({
          ...photo,
          rotulo: body['rotulo'] as PhotoLabel,
          legenda: text(body['legenda']),
        })),
      };
  }
}
