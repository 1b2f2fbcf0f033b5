import { allowedValues, IngestionEntity, IngestionField } from '@campo/ingestion';
import { BRAZIL_UFS } from '@campo/contracts';

@IngestionEntity({
  nome: 'contrato',
  rotulo: 'Contrato',
  descricao: 'Contratos de manutenção, com metas de SLA e configuração do RGM (ERP).',
  chave: ['codigo'],
  desativavel: true,
  novaEmpresa: true,
  busca: ['codigo', 'cliente', 'descricao', 'edificio', 'bairro', 'cidade'],
  campoNome: 'descricao',
})
export class Contrato {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'CT-2026-010',
    descricao: 'Identificador do contrato.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Cliente',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'CLI-001',
    descricao: 'Código do cliente do contrato.',
    referencia: { entidade: 'cliente', campo: 'codigo', seDesconhecida: 'erro' },
  })
  cliente!: string;

  @IngestionField({
    rotulo: 'Descrição',
    tipo: 'texto',
    tamanhoMaximo: 2000,
    exemplo: 'Manutenção preventiva e corretiva de climatização',
    descricao: 'Objeto do contrato.',
  })
  descricao?: string;

  @IngestionField({
    rotulo: 'Início',
    tipo: 'data',
    exemplo: '01/01/2026',
    descricao: 'Início da vigência.',
  })
  inicio?: string;

  @IngestionField({
    rotulo: 'Fim',
    tipo: 'data',
    exemplo: '31/12/2026',
    descricao: 'Fim da vigência.',
  })
  fim?: string;

  @IngestionField({
    rotulo: 'SLA de atendimento (h)',
    tipo: 'decimal',
    minimo: 0,
    maximo: 8760,
    exemplo: '4',
    descricao: 'Meta, em horas, da abertura ao início do atendimento.',
  })
  slaAtendimentoHoras?: number;

  @IngestionField({
    rotulo: 'SLA de solução (h)',
    tipo: 'decimal',
    minimo: 0,
    maximo: 8760,
    exemplo: '24',
    descricao: 'Meta, em horas, da abertura à conclusão.',
  })
  slaSolucaoHoras?: number;

  @IngestionField({
    rotulo: 'Dia de fechamento do RGM',
    tipo: 'inteiro',
    minimo: 1,
    maximo: 31,
    exemplo: '5',
    descricao:
      'Dia do mês em que o RGM do mês anterior é fechado automaticamente (ajustado ao fim do mês).',
  })
  diaFechamentoRgm?: number;

  @IngestionField({
    rotulo: 'E-mails do RGM',
    tipo: 'texto',
    tamanhoMaximo: 2000,
    exemplo: 'gestor@cliente.com.br, fiscal@cliente.com.br',
    descricao: 'Destinatários do RGM, separados por vírgula.',
  })
  emailsRgm?: string;

  @IngestionField({
    rotulo: 'Responsável técnico',
    tipo: 'texto',
    tamanhoMaximo: 200,
    exemplo: 'Eng. Maria Souza',
    descricao: 'Nome do responsável técnico (PMOC).',
  })
  responsavelTecnico?: string;

  @IngestionField({
    rotulo: 'Registro do responsável',
    tipo: 'texto',
    tamanhoMaximo: 60,
    exemplo: 'CREA-SP 5061234567',
    descricao: 'Registro no conselho (CREA/CFT).',
  })
  registroResponsavel?: string;

  @IngestionField({
    rotulo: 'ART',
    tipo: 'texto',
    tamanhoMaximo: 60,
    exemplo: '28027230201234567',
    descricao: 'Número da ART/TRT.',
  })
  art?: string;

  @IngestionField({
    rotulo: 'Edifício',
    tipo: 'texto',
    tamanhoMaximo: 200,
    exemplo: 'Hospital Boa Saúde — Bloco principal',
    descricao:
      'Nome do imóvel (edifício) atendido pelo contrato, como o PMOC o identifica. O endereço abaixo é o do imóvel; sem ele, vale o do cliente.',
    mantidoSeAusente: true,
  })
  edificio?: string;

  @IngestionField({
    rotulo: 'Logradouro',
    tipo: 'texto',
    tamanhoMaximo: 300,
    exemplo: 'Rua Vergueiro',
    descricao: 'Logradouro do imóvel atendido (rua, avenida).',
    mantidoSeAusente: true,
  })
  logradouro?: string;

  @IngestionField({
    rotulo: 'Número',
    tipo: 'texto',
    tamanhoMaximo: 20,
    exemplo: '1421',
    descricao: 'Número do imóvel no logradouro (ou "s/n").',
    mantidoSeAusente: true,
  })
  numero?: string;

  @IngestionField({
    rotulo: 'Complemento',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'Bloco A',
    descricao: 'Complemento do endereço do imóvel.',
    mantidoSeAusente: true,
  })
  complemento?: string;

  @IngestionField({
    rotulo: 'Bairro',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'Paraíso',
    descricao: 'Bairro do imóvel.',
    mantidoSeAusente: true,
  })
  bairro?: string;

  @IngestionField({
    rotulo: 'Cidade',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'São Paulo',
    descricao: 'Cidade do imóvel.',
    mantidoSeAusente: true,
  })
  cidade?: string;

  @IngestionField({
    rotulo: 'UF',
    tipo: 'enum',
    exemplo: 'SP',
    descricao: 'Unidade federativa do imóvel (sigla).',
    valores: allowedValues(...BRAZIL_UFS),
    mantidoSeAusente: true,
  })
  uf?: string;

  @IngestionField({
    rotulo: 'CEP',
    tipo: 'cep',
    exemplo: '04101-300',
    descricao: 'CEP do imóvel.',
    mantidoSeAusente: true,
  })
  cep?: string;
}
