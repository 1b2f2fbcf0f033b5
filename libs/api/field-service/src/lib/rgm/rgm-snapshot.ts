/** The frozen content of an RGM (stored as JSON; its shape is versioned by `versaoFormulas`). */
export const RGM_FORMULAS_VERSION = 1;

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
} as const;

export type { RgmFigures, RgmSnapshot } from '@campo/contracts';
