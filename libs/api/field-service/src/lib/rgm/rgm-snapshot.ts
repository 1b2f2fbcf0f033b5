/**
 * The frozen content of an RGM (stored as JSON; its shape is versioned by `versaoFormulas`).
 * Version 2 adds preventive compliance (`preventivas` and its two formulas). Version 3
 * (DESIGN.md, SLA paragraph) counts as chamados the calls only, measures the SLA on calls
 * only and scheduled orders by punctuality, through the one clock of
 * `common/order-timeliness.sql.ts`. Snapshots of earlier versions keep their figures and
 * formulas and show their version.
 */
export const RGM_FORMULAS_VERSION = 4;

export const RGM_FORMULAS = {
  chamados:
    'Chamados: ordens abertas sob demanda no período (canceladas excluídas): as do tipo Corretiva e as de ' +
    'Instalação ou Outro abertas sem agendamento.',
  ordens:
    'Ordens: todas as ordens de serviço abertas no período (canceladas excluídas): chamados, preventivas e ordens agendadas.',
  corretivos: 'Corretivos: chamados do tipo Corretiva.',
  mttr: 'MTTR (SMRP): média de (fim − início do atendimento), em horas, das ordens corretivas concluídas no período.',
  restabelecimento:
    'Tempo médio de restabelecimento: média de (fim do atendimento − abertura), em horas, das mesmas ordens.',
  sla:
    'SLA dos chamados: o contrato fixa meta de atendimento (abertura → início do atendimento) e/ou de solução ' +
    '(abertura → fim), em horas corridas; o chamado cumpre quando atende a todas as metas que o contrato fixa. ' +
    '% = chamados no prazo ÷ chamados abertos no período com meta e resultado definido × 100. Chamado de contrato ' +
    'sem meta fica fora; chamado ainda aberto com prazos por vencer também (entra quando cumpre ou perde um prazo). ' +
    'Preventivas nunca entram: são medidas pela conformidade do plano.',
  agendadas:
    'Pontualidade das ordens agendadas: ordens com agendamento no período que não são chamados (preventivas ' +
    'agendadas incluídas); no horário quando o atendimento começou até o horário agendado mais a tolerância da ' +
    'empresa (padrão 60 min; sem início registrado, vale o fim). % = no horário ÷ agendadas com resultado definido × 100.',
  recorrencia:
    'Equipamento recorrente: ao menos N ordens corretivas em D dias, terminando no período (configuração da empresa; padrão 2 em 30).',
  execucao:
    'Tempo médio de execução do técnico: média de (fim − início) das suas alocações iniciadas no período, em horas.',
  km: 'Km: soma dos km das alocações iniciadas no período.',
  checklist:
    'Não conformidades: respostas "não conforme" do checklist das ordens abertas no período, por item.',
  causas: 'Causas raiz: as mais frequentes entre as ordens corretivas abertas no período.',
  preventivas:
    'Conformidade das preventivas (por ocorrência de atividade): execuções ÷ ocorrências previstas no período × 100. ' +
    'Cada atividade ativa do plano de cada unidade tem as suas datas: um passo da periodicidade da atividade depois ' +
    'da sua última execução (ou do início do plano da unidade), dentro da vigência do contrato; uma execução reancora ' +
    'as datas seguintes, como na grade. Cada data fica com a execução seguinte da atividade se ela estiver a até ' +
    'metade do intervalo, mesmo feita depois do fim do período; cada execução vale para uma data só. Previstas: as ' +
    'datas já vencidas, fora as registradas "não se aplica" (com motivo), que são contadas à parte. Atividade por ' +
    'horímetro (H): o seu intervalo em horas ÷ o uso médio diário da unidade (leituras do horímetro dos 12 meses até ' +
    'a última) dá a cadência em dias; sem leituras que mostrem o uso, fica fora. PT conta como mensal.',
  pontualidade:
    'Preventivas no prazo: execuções a até 10 % do intervalo da atividade da data prevista, para mais ou para menos ' +
    '(D e 2D no dia; SM e QZ ±1 dia; MS ±3; BM ±6; TR ±9; QD ±12; SE ±18; AN ±37) ÷ previstas × 100; as demais ' +
    'executadas estão fora da tolerância e as nunca feitas, não executadas. A prevista ainda não feita cuja ' +
    'tolerância não venceu fica "a vencer" e não entra na conta.',
} as const;

export type { RgmFigures, RgmSnapshot } from '@campo/contracts';
