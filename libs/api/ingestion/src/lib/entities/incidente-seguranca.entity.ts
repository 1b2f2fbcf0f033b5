import { allowedValues } from '../registry/allowed-values';
import { IngestionEntity, IngestionField } from '../registry/ingestion-entity.decorator';
import { CRITICALITY } from './common-values';

@IngestionEntity({
  nome: 'incidente_seguranca',
  rotulo: 'Incidente de segurança da informação',
  descricao:
    'Incidentes registrados por sistemas de eventos de segurança (SIEM, SOC, service desk).',
  chave: ['codigo'],
})
export class IncidenteSeguranca {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'INC-2026-0042',
    descricao: 'Identificador do incidente no sistema de origem.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Tipo',
    tipo: 'enum',
    obrigatorio: true,
    exemplo: 'Confidencialidade',
    descricao:
      'Propriedade da informação violada (não o vetor de ataque: "Ransomware" ou "Vazamento de dados" não são tipos).',
    valores: allowedValues(
      { Confidencialidade: ['C', 'Confidencial', 'Sigilo', 'Quebra de confidencialidade'] },
      { Integridade: ['I', 'Íntegro', 'Quebra de integridade'] },
      { Disponibilidade: ['D', 'Disponível', 'Indisponibilidade', 'Quebra de disponibilidade'] },
    ),
  })
  tipo!: string;

  @IngestionField({
    rotulo: 'Título',
    tipo: 'texto',
    tamanhoMaximo: 200,
    exemplo: 'Acesso indevido a pasta de RH',
    descricao: 'Resumo do incidente.',
  })
  titulo?: string;

  @IngestionField({
    rotulo: 'Descrição',
    tipo: 'texto',
    tamanhoMaximo: 4000,
    exemplo: 'Usuário externo acessou a pasta compartilhada.',
    descricao: 'Descrição detalhada.',
  })
  descricao?: string;

  @IngestionField({
    rotulo: 'Severidade',
    tipo: 'enum',
    exemplo: 'Alta',
    descricao: 'Gravidade do incidente.',
    valores: CRITICALITY,
  })
  severidade?: string;

  @IngestionField({
    rotulo: 'Data de detecção',
    tipo: 'dataHora',
    exemplo: '21/11/2026 14:30',
    descricao: 'Quando o incidente foi detectado.',
  })
  dataDeteccao?: string;

  @IngestionField({
    rotulo: 'Status',
    tipo: 'enum',
    exemplo: 'Encerrado',
    descricao: 'Situação do tratamento.',
    valores: allowedValues(
      { Aberto: ['Novo', 'Open'] },
      { 'Em análise': ['Em analise', 'Análise', 'Investigando', 'Em investigação'] },
      { Contido: ['Contenção'] },
      { Resolvido: ['Solucionado', 'Resolved'] },
      { Encerrado: ['Fechado', 'Concluído', 'Closed'] },
    ),
  })
  status?: string;

  @IngestionField({
    rotulo: 'Ativo afetado',
    tipo: 'texto',
    tamanhoMaximo: 60,
    exemplo: 'SRV-ARQ-01',
    descricao: 'Código do ativo de informação afetado.',
    referencia: { entidade: 'ativo_informacao', campo: 'codigo', seDesconhecida: 'aviso' },
  })
  ativoAfetado?: string;

  @IngestionField({
    rotulo: 'Dados pessoais envolvidos',
    tipo: 'simNao',
    exemplo: 'Sim',
    descricao: 'Se dados pessoais (LGPD) foram envolvidos.',
  })
  dadosPessoaisEnvolvidos?: boolean;

  @IngestionField({
    rotulo: 'Causa raiz',
    tipo: 'texto',
    tamanhoMaximo: 2000,
    exemplo: 'Permissão de compartilhamento aberta',
    descricao: 'Causa raiz identificada.',
  })
  rootCause?: string;

  @IngestionField({
    rotulo: 'Responsável',
    tipo: 'email',
    tamanhoMaximo: 320,
    exemplo: 'admin@demo.local',
    descricao: 'E-mail do responsável pelo tratamento.',
    referencia: { entidade: 'usuario', seDesconhecida: 'aviso' },
  })
  responsavel?: string;
}
