import { APP_ORDER_CODE_PREFIX } from '@campo/contracts';
import { allowedValues, IngestionEntity, IngestionField } from '@campo/ingestion';

@IngestionEntity({
  nome: 'ordem_servico',
  rotulo: 'Ordem de serviço',
  descricao:
    'Ordens de serviço de manutenção (ERP, sistema de chamados). Uma ordem com o relatório de ' +
    'atendimento assinado (selada) não muda de contrato, equipamento, situação nem horários: a ' +
    'linha volta ERRO com `ORDEM_SELADA: …` (desde quando está selada). O único movimento aceito ' +
    'é concluir uma ordem em atendimento, com `fimAtendimento` não anterior ao fim que o ' +
    'cliente assinou; a descrição e os demais campos continuam sendo atualizados.',
  chave: ['codigo'],
  novaEmpresa: true,
})
export class OrdemServico {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'OS-2026-1001',
    descricao: 'Número da OS.',
    prefixoReservado: APP_ORDER_CODE_PREFIX,
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Contrato',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'CT-2026-010',
    descricao: 'Código do contrato.',
    referencia: { entidade: 'contrato', campo: 'codigo', seDesconhecida: 'erro' },
  })
  contrato!: string;

  @IngestionField({
    rotulo: 'Equipamento',
    tipo: 'texto',
    tamanhoMaximo: 60,
    exemplo: 'AC-3A-012',
    descricao: 'TAG do equipamento atendido.',
    referencia: { entidade: 'equipamento', campo: 'codigo', seDesconhecida: 'aviso' },
  })
  equipamento?: string;

  @IngestionField({
    rotulo: 'Tipo',
    tipo: 'enum',
    obrigatorio: true,
    exemplo: 'Corretiva',
    descricao: 'Natureza da OS.',
    valores: allowedValues(
      { Corretiva: ['Corretivo', 'Chamado', 'Emergencial'] },
      { Preventiva: ['Preventivo', 'PMOC'] },
      { Instalação: ['Instalacao'] },
      { Outro: ['Outros', 'Outra'] },
    ),
  })
  tipo!: string;

  @IngestionField({
    rotulo: 'Abertura',
    tipo: 'dataHora',
    obrigatorio: true,
    exemplo: '03/11/2026 08:15',
    descricao: 'Quando a OS foi aberta.',
  })
  abertura!: string;

  @IngestionField({
    rotulo: 'Início do atendimento',
    tipo: 'dataHora',
    exemplo: '03/11/2026 10:00',
    descricao: 'Quando o técnico começou o atendimento.',
  })
  inicioAtendimento?: string;

  @IngestionField({
    rotulo: 'Fim do atendimento',
    tipo: 'dataHora',
    exemplo: '03/11/2026 12:30',
    descricao: 'Quando o atendimento terminou.',
  })
  fimAtendimento?: string;

  @IngestionField({
    rotulo: 'Status',
    tipo: 'enum',
    exemplo: 'Concluída',
    descricao: 'Situação da OS.',
    valores: allowedValues(
      { Aberta: ['Aberto', 'Nova'] },
      { 'Em atendimento': ['Em andamento', 'Atendendo'] },
      { Concluída: ['Concluida', 'Concluído', 'Fechada', 'Finalizada'] },
      { Cancelada: ['Cancelado'] },
    ),
  })
  status?: string;

  @IngestionField({
    rotulo: 'Técnico',
    tipo: 'email',
    tamanhoMaximo: 320,
    exemplo: 'tecnico@demo.local',
    descricao: 'E-mail do técnico responsável.',
    referencia: { entidade: 'usuario', seDesconhecida: 'aviso' },
  })
  tecnico?: string;

  @IngestionField({
    rotulo: 'Causa raiz',
    tipo: 'texto',
    tamanhoMaximo: 500,
    exemplo: 'Filtro obstruído',
    descricao: 'Causa raiz da falha.',
  })
  causaRaiz?: string;

  @IngestionField({
    rotulo: 'Km',
    tipo: 'decimal',
    minimo: 0,
    maximo: 100000,
    exemplo: '18,5',
    descricao: 'Quilômetros rodados no atendimento.',
  })
  km?: number;

  @IngestionField({
    rotulo: 'Descrição',
    tipo: 'texto',
    tamanhoMaximo: 4000,
    exemplo: 'Equipamento não gela',
    descricao: 'Descrição do serviço.',
  })
  descricao?: string;
}
