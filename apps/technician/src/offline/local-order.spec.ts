import type { TechnicianOrderDetail } from '@campo/contracts';
import { localOrder } from './local-order';
import type { FieldAction } from './outbox-types';

const ORDER: TechnicianOrderDetail = {
  id: 'o1',
  codigo: 'APP-2026-000001',
  origem: 'app',
  tipo: 'CORRETIVA',
  situacao: 'ABERTA',
  prioridade: 'ALTA',
  descricao: 'Não gela',
  abertura: '2026-11-24T11:00:00.000Z',
  agendadaPara: null,
  inicioAtendimento: null,
  fimAtendimento: null,
  dia: '2026-11-24',
  contrato: { id: 'c1', codigo: 'CT-1', cliente: 'Hospital' },
  cliente: 'Hospital',
  endereco: null,
  contato: { nome: 'Hospital', telefone: null, email: null },
  prazo: null,
  equipamento: null,
  tecnicos: [],
  sla: {} as TechnicianOrderDetail['sla'],
  quando: 'HOJE',
  plano: null,
  minhaAlocacao: {
    id: 'a1',
    inicio: '2026-11-24T11:05:00.000Z',
    fim: null,
    km: 0,
    iniciada: false,
  },
  causaRaiz: null,
  exigeCausaRaiz: true,
  checklist: [
    { item: 'Filtros', conforme: null, observacao: null },
    { item: 'Dreno', conforme: null, observacao: null },
  ],
  ultimasVisitas: [],
  fluidos: [],
  visita: {
    servicos: [],
    leituras: [],
    materiais: [],
    recomendacoes: [],
    fotos: [],
    aceite: null,
    selo: null,
    exigencias: { exigeAssinatura: false, exigeFotoDepois: false },
  },
};

let seq = 0;
function action(
  kind: FieldAction['kind'],
  body: Record<string, unknown>,
  state: FieldAction['state'] = 'PENDENTE',
): FieldAction {
  seq += 1;
  return {
    seq,
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    userId: 'u1',
    orderId: 'o1',
    orderCode: ORDER.codigo,
    kind,
    body: { id: `id-${seq}`, ...body },
    createdAt: '2026-11-24T12:00:00.000Z',
    state,
    attempts: 0,
    refusal:
      state === 'RECUSADO' ? { status: 409, codigo: 'ORDEM_CANCELADA', erro: 'cancelada' } : null,
  };
}

describe('localOrder: the order as the phone shows it', () => {
  it('applies the pending records in the order they were made', () => {
    const view = localOrder(ORDER, [
      action('inicio', { em: '2026-11-24T12:00:00.000Z', km: 12.5 }),
      action('checklist', {
        respostas: [{ item: 'Dreno', conforme: false, observacao: 'Entupido' }],
      }),
      action('fluido', {
        tipoGas: 'R-410A',
        tipoEvento: 'RECARGA',
        quantidadeKg: 1.5,
        dataEvento: '2026-11-24',
      }),
      action('fim', { em: '2026-11-24T13:00:00.000Z', causaRaiz: 'Dreno obstruído' }),
    ]);
    expect(view.order.situacao).toBe('CONCLUIDA');
    expect(view.order.inicioAtendimento).toBe('2026-11-24T12:00:00.000Z');
    expect(view.order.minhaAlocacao).toMatchObject({
      iniciada: true,
      inicio: '2026-11-24T12:00:00.000Z',
      fim: '2026-11-24T13:00:00.000Z',
      km: 12.5,
    });
    expect(view.order.checklist).toEqual([
      { item: 'Filtros', conforme: null, observacao: null },
      { item: 'Dreno', conforme: false, observacao: 'Entupido' },
    ]);
    expect(view.order.causaRaiz).toBe('Dreno obstruído');
    expect(view.fluids).toHaveLength(1);
    expect(view.pending).toHaveLength(4);
    // The server's copy is left as it was.
    expect(ORDER.situacao).toBe('ABERTA');
    expect(ORDER.checklist[1].conforme).toBeNull();
  });

  it('does not apply refused records, and lists them apart', () => {
    const view = localOrder(ORDER, [
      action('inicio', { em: '2026-11-24T12:00:00.000Z' }, 'RECUSADO'),
    ]);
    expect(view.order.situacao).toBe('ABERTA');
    expect(view.order.minhaAlocacao.iniciada).toBe(false);
    expect(view.refused).toHaveLength(1);
    expect(view.pending).toHaveLength(0);
  });

  it('a second technician joining keeps the order’s start and marks only their own', () => {
    const inProgress = {
      ...ORDER,
      situacao: 'EM_ATENDIMENTO' as const,
      inicioAtendimento: '2026-11-24T11:30:00.000Z',
    };
    const view = localOrder(inProgress, [action('inicio', { em: '2026-11-24T12:00:00.000Z' })]);
    expect(view.order.inicioAtendimento).toBe('2026-11-24T11:30:00.000Z');
    expect(view.order.minhaAlocacao.inicio).toBe('2026-11-24T12:00:00.000Z');
  });

  it('ignores records of other orders', () => {
    const other = { ...action('inicio', { em: '2026-11-24T12:00:00.000Z' }), orderId: 'o2' };
    expect(localOrder(ORDER, [other]).order.situacao).toBe('ABERTA');
  });

  it('keeps the visit report’s records on the phone apart: lines, photos (refused too), acceptance', () => {
    const view = localOrder(ORDER, [
      action('servico', { descricao: 'Limpeza de filtros' }),
      action('foto', { rotulo: 'ANTES' }),
      action('foto', { rotulo: 'DEPOIS' }, 'RECUSADO'),
      action('leitura', { grandeza: 'CORRENTE', valor: 7.4, unidade: 'A' }),
      action('aceite', { tipo: 'AUSENTE', motivo: 'Responsável ausente' }),
    ]);
    expect(view.visit.lines.map((line) => line.kind)).toEqual(['servico', 'leitura']);
    expect(view.visit.photos.map((photo) => [photo.body['rotulo'], photo.state])).toEqual([
      ['ANTES', 'PENDENTE'],
      ['DEPOIS', 'RECUSADO'],
    ]);
    expect(view.visit.acceptance?.body['tipo']).toBe('AUSENTE');
  });
});
