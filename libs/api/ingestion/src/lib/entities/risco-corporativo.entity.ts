import { allowedValues } from '../registry/allowed-values';
import { IngestionEntity, IngestionField } from '../registry/ingestion-entity.decorator';

@IngestionEntity({
  nome: 'risco_corporativo',
  rotulo: 'Risco corporativo',
  descricao: 'Registro de riscos corporativos (GRC).',
  chave: ['codigo'],
})
export class RiscoCorporativo {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'RSK-007',
    descricao: 'Identificador do risco.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Título',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 200,
    exemplo: 'Falha no fornecimento de energia',
    descricao: 'Nome do risco.',
  })
  titulo!: string;

  @IngestionField({
    rotulo: 'Descrição',
    tipo: 'texto',
    tamanhoMaximo: 4000,
    exemplo: 'Interrupção prolongada do fornecimento.',
    descricao: 'Descrição do risco.',
  })
  descricao?: string;

  @IngestionField({
    rotulo: 'Categoria',
    tipo: 'enum',
    exemplo: 'Operacional',
    descricao: 'Categoria do risco.',
    valores: allowedValues(
      { Estratégico: ['Estrategico'] },
      'Operacional',
      'Financeiro',
      { Conformidade: ['Compliance', 'Regulatório', 'Regulatorio', 'Legal'] },
      { Tecnológico: ['Tecnologico', 'TI', 'Tecnologia'] },
      { Socioambiental: ['Ambiental', 'ESG'] },
    ),
  })
  categoria?: string;

  @IngestionField({
    rotulo: 'Probabilidade',
    tipo: 'inteiro',
    minimo: 1,
    maximo: 5,
    exemplo: '3',
    descricao: 'Probabilidade de 1 (rara) a 5 (quase certa).',
  })
  probabilidade?: number;

  @IngestionField({
    rotulo: 'Impacto',
    tipo: 'inteiro',
    minimo: 1,
    maximo: 5,
    exemplo: '4',
    descricao: 'Impacto de 1 (insignificante) a 5 (catastrófico).',
  })
  impacto?: number;

  @IngestionField({
    rotulo: 'Responsável',
    tipo: 'email',
    tamanhoMaximo: 320,
    exemplo: 'admin@demo.local',
    descricao: 'E-mail do responsável pelo risco.',
    referencia: { entidade: 'usuario', seDesconhecida: 'aviso' },
  })
  responsavel?: string;

  @IngestionField({
    rotulo: 'Status',
    tipo: 'enum',
    exemplo: 'Em tratamento',
    descricao: 'Situação do risco.',
    valores: allowedValues(
      'Identificado',
      { 'Em tratamento': ['Tratamento', 'Em andamento'] },
      'Mitigado',
      { Aceito: ['Aceitado', 'Assumido'] },
      { Encerrado: ['Fechado', 'Concluído'] },
    ),
  })
  status?: string;

  @IngestionField({
    rotulo: 'Data de identificação',
    tipo: 'data',
    exemplo: '15/03/2026',
    descricao: 'Quando o risco foi identificado.',
  })
  dataIdentificacao?: string;
}
