import {
  type Periodicity,
  PERIODICITIES,
  PERIODICITY_LABELS,
  REFRIGERANT_GAS_CODES,
} from '@campo/contracts';
import { allowedValues, IngestionEntity, IngestionField } from '@campo/ingestion';

/** Names clients also send for a periodicity code, besides its label. */
const PERIODICITY_SYNONYMS: Partial<Record<Periodicity, string[]>> = {
  D: ['Diaria'],
  H: ['Horas', 'Horímetro'],
  PT: ['Única', 'Unica'],
};

/** Maintenance periodicity codes (spec, area B): the code, its label and synonyms. */
export const PERIODICITY = PERIODICITIES.map((code) => ({
  rotulo: code,
  valor: code,
  sinonimos: [PERIODICITY_LABELS[code], ...(PERIODICITY_SYNONYMS[code] ?? [])],
}));

/** Other names a gas arrives under, besides the spellings every code gets (`R410A`, `R 410A`). */
const GAS_SYNONYMS: Record<string, string[]> = {
  'R-22': ['HCFC-22', 'HCFC22', 'HCFC 22'],
  'R-290': ['Propano', 'HC-290'],
};

/**
 * The gas catalogue as an enumeration: `R410A`, `r 410a`, `HFC-410A` are stored as `R-410A`,
 * so events later compare against one name; a gas out of the catalogue is refused.
 */
export const GAS_CODES = REFRIGERANT_GAS_CODES.map((code) => {
  const bare = code.replace('-', '');
  const family = code === 'R-290' ? [] : [`HFC-${code.slice(2)}`, `HFC${code.slice(2)}`];
  return {
    rotulo: code,
    valor: code,
    sinonimos: [
      bare,
      code.replace('-', ' '),
      ...(code === 'R-22' ? [] : family),
      ...(GAS_SYNONYMS[code] ?? []),
    ],
  };
});

@IngestionEntity({
  nome: 'equipamento',
  rotulo: 'Equipamento',
  descricao: 'Equipamentos de climatização atendidos em cada contrato (CMDB, ERP).',
  chave: ['codigo'],
  desativavel: true,
  novaEmpresa: true,
  busca: [
    'codigo',
    'descricao',
    'setor',
    'localizacao',
    'ambiente',
    'tipo',
    'fabricante',
    'modelo',
    'numeroSerie',
    'contrato',
  ],
})
export class Equipamento {
  @IngestionField({
    rotulo: 'Código (TAG)',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'AC-3A-012',
    descricao: 'TAG do equipamento.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Contrato',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'CT-2026-010',
    descricao: 'Código do contrato que cobre o equipamento.',
    referencia: { entidade: 'contrato', campo: 'codigo', seDesconhecida: 'erro' },
  })
  contrato!: string;

  @IngestionField({
    rotulo: 'Setor',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 120,
    exemplo: 'UTI Adulto',
    descricao: 'Setor onde o equipamento está.',
  })
  setor!: string;

  @IngestionField({
    rotulo: 'Descrição',
    tipo: 'texto',
    tamanhoMaximo: 500,
    exemplo: 'Split hi-wall 24.000 BTU',
    descricao: 'Descrição do equipamento.',
  })
  descricao?: string;

  @IngestionField({
    rotulo: 'Tipo',
    tipo: 'enum',
    exemplo: 'Split',
    descricao: 'Tipo de equipamento.',
    valores: allowedValues(
      { Split: ['Hi-wall', 'Hiwall', 'Split hi-wall'] },
      { Cassete: ['Cassette', 'K7'] },
      { 'Piso-teto': ['Piso teto', 'Pisoteto'] },
      { 'Self contained': ['Self', 'Self-contained'] },
      'Chiller',
      { 'Fan coil': ['Fancoil', 'Fan-coil'] },
      { VRF: ['VRV'] },
      { Janela: ['ACJ', 'Ar de janela'] },
      'Outro',
    ),
  })
  tipo?: string;

  @IngestionField({
    rotulo: 'Fabricante',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'Daikin',
    descricao: 'Fabricante.',
  })
  fabricante?: string;

  @IngestionField({
    rotulo: 'Modelo',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'FTKP24',
    descricao: 'Modelo.',
  })
  modelo?: string;

  @IngestionField({
    rotulo: 'Número de série',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'SN123456',
    descricao: 'Número de série.',
  })
  numeroSerie?: string;

  @IngestionField({
    rotulo: 'Capacidade (BTU/h)',
    tipo: 'inteiro',
    minimo: 0,
    maximo: 100000000,
    exemplo: '24000',
    descricao: 'Capacidade de refrigeração em BTU/h.',
  })
  capacidadeBtu?: number;

  @IngestionField({
    rotulo: 'Tipo de gás',
    tipo: 'enum',
    exemplo: 'R-410A',
    descricao:
      'Fluido refrigerante do catálogo de gases; grafias como R410A ou HFC-410A são gravadas como R-410A. Eventos de gás com outro fluido são recusados; mudar o gás de um equipamento fica registrado como troca de gás (histórico do equipamento).',
    valores: GAS_CODES,
  })
  tipoGas?: string;

  @IngestionField({
    rotulo: 'Carga de gás (kg)',
    tipo: 'decimal',
    minimo: 0,
    maximo: 10000,
    exemplo: '1,45',
    descricao: 'Carga nominal de fluido, em kg.',
  })
  cargaGasKg?: number;

  @IngestionField({
    rotulo: 'Localização',
    tipo: 'texto',
    tamanhoMaximo: 200,
    exemplo: 'Bloco A, 3º andar, sala 312',
    descricao: 'Localização detalhada.',
  })
  localizacao?: string;

  @IngestionField({
    rotulo: 'Periodicidade',
    tipo: 'enum',
    exemplo: 'MS',
    descricao: 'Periodicidade da manutenção preventiva (código).',
    valores: PERIODICITY,
  })
  periodicidade?: string;

  @IngestionField({
    rotulo: 'Última preventiva',
    tipo: 'data',
    exemplo: '10/10/2026',
    descricao: 'Data da última manutenção preventiva.',
  })
  ultimaPreventiva?: string;

  @IngestionField({
    rotulo: 'Ambiente',
    tipo: 'texto',
    tamanhoMaximo: 60,
    exemplo: 'AMB-01',
    descricao:
      'Código do ambiente climatizado (cadastro ambiente) do mesmo contrato que o equipamento atende. Um código que o contrato ainda não tem fica gravado e passa a valer quando o ambiente for cadastrado.',
    mantidoSeAusente: true,
  })
  ambiente?: string;
}
