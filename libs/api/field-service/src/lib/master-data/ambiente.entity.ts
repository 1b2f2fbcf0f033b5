import { IngestionEntity, IngestionField } from '@campo/ingestion';

/**
 * A conditioned room (ambiente climatizado) of a contract's building, as the PMOC
 * lists them (Portaria 3.523/1998, Annex I): activity, area, occupants, thermal load
 * and outdoor-air flow. Keyed by contract and code: two contracts may both have an
 * `AMB-01`. Equipment names its room by code (`equipamento.ambiente`), within its contract.
 */
@IngestionEntity({
  nome: 'ambiente',
  rotulo: 'Ambiente climatizado',
  descricao:
    'Ambientes climatizados de cada contrato (PMOC): atividade, área, ocupantes, carga térmica e vazão de ar exterior.',
  chave: ['contrato', 'codigo'],
  novaEmpresa: true,
})
export class Ambiente {
  @IngestionField({
    rotulo: 'Contrato',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'CT-2026-010',
    descricao: 'Código do contrato do imóvel onde fica o ambiente.',
    referencia: { entidade: 'contrato', campo: 'codigo', seDesconhecida: 'erro' },
  })
  contrato!: string;

  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'AMB-01',
    descricao: 'Identificador do ambiente dentro do contrato.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Nome',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 200,
    exemplo: 'Centro cirúrgico',
    descricao: 'Nome do ambiente.',
  })
  nome!: string;

  @IngestionField({
    rotulo: 'Atividade',
    tipo: 'texto',
    tamanhoMaximo: 200,
    exemplo: 'Procedimentos cirúrgicos',
    descricao: 'Atividade exercida no ambiente.',
  })
  atividade?: string;

  @IngestionField({
    rotulo: 'Área (m²)',
    tipo: 'decimal',
    minimo: 0,
    maximo: 1000000,
    exemplo: '120,5',
    descricao: 'Área climatizada, em metros quadrados.',
  })
  areaM2?: number;

  @IngestionField({
    rotulo: 'Ocupantes fixos',
    tipo: 'inteiro',
    minimo: 0,
    maximo: 100000,
    exemplo: '8',
    descricao: 'Número de ocupantes fixos.',
  })
  ocupantesFixos?: number;

  @IngestionField({
    rotulo: 'Ocupantes flutuantes',
    tipo: 'inteiro',
    minimo: 0,
    maximo: 100000,
    exemplo: '4',
    descricao: 'Número de ocupantes flutuantes (visitantes, pacientes em trânsito).',
  })
  ocupantesFlutuantes?: number;

  @IngestionField({
    rotulo: 'Carga térmica (kW)',
    tipo: 'decimal',
    minimo: 0,
    maximo: 1000000,
    exemplo: '35,2',
    descricao:
      'Carga térmica do ambiente, em kW de refrigeração (1 kW = 3.412 BTU/h; 1 TR = 3,517 kW).',
  })
  cargaTermicaKw?: number;

  @IngestionField({
    rotulo: 'Vazão de ar exterior (m³/h)',
    tipo: 'decimal',
    minimo: 0,
    maximo: 10000000,
    exemplo: '1080',
    descricao: 'Vazão de ar exterior (renovação) que o ambiente recebe, em m³/h.',
  })
  vazaoArExteriorM3h?: number;
}
