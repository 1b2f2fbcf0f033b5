/**
 * The frozen content of an RGM (stored as JSON; its shape is versioned by `versaoFormulas`).
 * Version 2 adds preventive compliance (`preventivas` and its two formulas); snapshots of
 * version 1 keep theirs and show as before.
 */
export const RGM_FORMULAS_VERSION = 2;

export const RGM_FORMULAS = {
  chamados: 'Chamados: ordens de serviço abertas no período (canceladas excluídas).',
  corretivos: 'Corretivos: chamados do tipo Corretiva.',
  mttr: 'MTTR (SMRP): média de (fim − início do atendimento), em horas, das ordens corretivas concluídas no período.',
  restabelecimento:
    'Tempo médio de restabelecimento: média de (fim do atendimento − abertura), em horas, das mesmas ordens.',
  sla:
    'SLA: o contrato fixa meta de atendimento (abertura → início do atendimento) e/ou de solução (abertura → fim); ' +
    'a ordem cumpre quando atende às metas que o contrato fixa. % = ordens que cumpriram ÷ ordens abertas no período com meta.',
  recorrencia:
    'Equipamento recorrente: ao menos N ordens corretivas em D dias, terminando no período (configuração da empresa; padrão 2 em 30).',
  execucao:
    'Tempo médio de execução do técnico: média de (fim − início) das suas alocações iniciadas no período, em horas.',
  km: 'Km: soma dos km das alocações iniciadas no período.',
  checklist:
    'Não conformidades: respostas "não conforme" do checklist das ordens abertas no período, por item.',
  causas: 'Causas raiz: as mais frequentes entre as ordens corretivas abertas no período.',
  preventivas:
    'Conformidade das preventivas: execuções ÷ preventivas previstas no período × 100. Previstas: as datas que a ' +
    'projeção do cronograma anual dá no período, cada uma um passo depois da última execução do plano (ou do início ' +
    'do plano), para os planos ativos (H, por horímetro, fica fora; PT conta como mensal): uma execução reancora as ' +
    'datas seguintes, como na grade. Cada data fica com a execução seguinte do plano se ela estiver a até metade do ' +
    'intervalo, mesmo feita depois do fim do período; cada execução vale para uma data só.',
  pontualidade:
    'Preventivas no prazo: execuções a até 10 % do intervalo do plano da data prevista, para mais ou para menos ' +
    '(D e 2D no dia; SM e QZ ±1 dia; MS ±3; BM ±6; TR ±9; QD ±12; SE ±18; AN ±37; cadência de N dias ±N/10) ÷ previstas × 100. ' +
    'A prevista ainda não feita cuja tolerância não venceu fica "a vencer" e não entra na conta.',
} as const;

export type { RgmFigures, RgmSnapshot } from '@campo/contracts';
