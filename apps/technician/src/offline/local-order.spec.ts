import type { TechnicianOrderDetail } from '@campo/contracts';
import { localOrder } from './local-order';
import { action } from './outbox-fixture';

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
    materiaisFluido: [],
    recomendacoes: [],
    fotos: [],
    aceite: null,
    selo: null,
    exigencias: { exigeAssinatura: false, exigeFotoDepois: false },
    manifesto: null,
    adendosSupervisor: [],
    posicoes: [],
  },
  registraPosicao: false,
};

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
      { item: 'Dreno', conforme: false, naoSeAplica: false, observacao: 'Entupido' },
    ]);
    expect(view.order.causaRaiz).toBe('Dreno obstruído');
    expect(view.fluids).toHaveLength(1);
    expect(view.pending).toHaveLength(4);
    // The server's copy is left as it was.
    expect(ORDER.situacao).toBe('ABERTA');
    expect(ORDER.checklist[1].conforme).toBeNull();
  });

  it('shows a "não se aplica" waiting on the phone with its reason, and a later answer replacing it', () => {
    const notApplicable = localOrder(ORDER, [
      action('inicio', { em: '2026-11-24T12:00:00.000Z' }),
      action('checklist', {
        respostas: [
          { item: 'Filtros', conforme: true, naoSeAplica: true, observacao: 'Unidade sem filtro' },
        ],
      }),
    ]);
    expect(notApplicable.order.checklist[0]).toEqual({
      item: 'Filtros',
      conforme: true,
      naoSeAplica: true,
      observacao: 'Unidade sem filtro',
    });
    const server = { ...ORDER, checklist: notApplicable.order.checklist };
    const replaced = localOrder(server, [
      action('checklist', {
        respostas: [{ item: 'Filtros', conforme: false, observacao: 'Sujo' }],
      }),
    ]);
    expect(replaced.order.checklist[0]).toMatchObject({ conforme: false, naoSeAplica: false });
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

  it('shows the server’s entries as corrected and removed by the queued corrections, offline', () => {
    const base = { adendo: false, tecnico: 'Ana', registradoEm: '2026-11-24T12:10:00.000Z' };
    const server: TechnicianOrderDetail = {
      ...ORDER,
      situacao: 'EM_ATENDIMENTO',
      visita: {
        ...ORDER.visita,
        servicos: [
          {
            ...base,
            id: 's1',
            servicoId: null,
            descricao: 'Limpeza',
            descricaoLivre: 'Limpeza',
            observacao: null,
          },
        ],
        leituras: [
          {
            ...base,
            id: 'l1',
            grandeza: 'PRESSAO_SUCCAO',
            grandezaNome: 'Pressão de sucção',
            valor: 1180,
            unidade: 'psi',
          },
        ],
        materiais: [
          {
            ...base,
            id: 'm1',
            materialId: 'cap',
            descricao: 'Capacitor',
            descricaoLivre: null,
            quantidade: 12,
            unidade: 'un',
          },
        ],
        recomendacoes: [{ ...base, id: 'r1', texto: 'Trocar o filtro' }],
        fotos: [
          {
            ...base,
            id: 'f1',
            rotulo: 'ANTES',
            legenda: null,
            sha256: 'ab',
            sha256Enviado: 'ab',
            bytes: 10,
            largura: null,
            altura: null,
            url: '/f1',
            miniaturaUrl: '/f1/m',
          },
        ],
      },
    };
    const names = new Map([['filtros', 'Limpeza de filtros']]);
    const view = localOrder(
      server,
      [
        action('correcao', { servicoId: 'filtros', observacao: 'ok' }, 'PENDENTE', {
          id: 's1',
          kind: 'servico',
        }),
        action('correcao', { grandeza: 'PRESSAO_SUCCAO', valor: 118, unidade: 'psi' }, 'PENDENTE', {
          id: 'l1',
          kind: 'leitura',
        }),
        action('correcao', { materialId: 'cap', quantidade: 2, unidade: 'un' }, 'PENDENTE', {
          id: 'm1',
          kind: 'material',
        }),
        action('exclusao', {}, 'PENDENTE', { id: 'r1', kind: 'recomendacao' }),
        action('correcao', { rotulo: 'DEPOIS', legenda: 'Limpo' }, 'PENDENTE', {
          id: 'f1',
          kind: 'foto',
        }),
        // A refused correction is not applied.
        action('correcao', { grandeza: 'PRESSAO_SUCCAO', valor: 9, unidade: 'psi' }, 'RECUSADO', {
          id: 'l1',
          kind: 'leitura',
        }),
      ],
      names,
    );
    expect(view.order.visita.servicos).toEqual([
      expect.objectContaining({ id: 's1', descricao: 'Limpeza de filtros', observacao: 'ok' }),
    ]);
    expect(view.order.visita.leituras.map((line) => line.valor)).toEqual([118]);
    expect(view.order.visita.materiais).toEqual([
      expect.objectContaining({ descricao: 'Capacitor', quantidade: 2 }),
    ]);
    expect(view.order.visita.recomendacoes).toEqual([]);
    expect(view.order.visita.fotos).toEqual([
      expect.objectContaining({ rotulo: 'DEPOIS', legenda: 'Limpo' }),
    ]);
    expect([...view.visit.correcting].sort()).toEqual(['f1', 'l1', 'm1', 'r1', 's1']);
    // Corrections are not lines of their own, and the server's copy is left as it was.
    expect(view.visit.lines).toEqual([]);
    expect(server.visita.leituras[0].valor).toBe(1180);
  });
});
