import { allowedValues, IngestionEntity, IngestionField } from '@campo/ingestion';
import { BRAZIL_UFS } from '@campo/contracts';

@IngestionEntity({
  nome: 'cliente',
  rotulo: 'Cliente',
  descricao: 'Clientes atendidos pela manutenção (ERP).',
  chave: ['codigo'],
  desativavel: true,
  novaEmpresa: true,
  busca: ['codigo', 'nome', 'cidade', 'bairro'],
  campoNome: 'nome',
})
export class Cliente {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'CLI-001',
    descricao: 'Identificador do cliente no ERP.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Nome',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 200,
    exemplo: 'Hospital Boa Saúde',
    descricao: 'Razão social ou nome.',
  })
  nome!: string;

  @IngestionField({
    rotulo: 'CNPJ',
    tipo: 'cnpj',
    exemplo: '11.222.333/0001-81',
    descricao: 'CNPJ do cliente.',
  })
  cnpj?: string;

  @IngestionField({
    rotulo: 'E-mail',
    tipo: 'email',
    tamanhoMaximo: 320,
    exemplo: 'manutencao@boasaude.com.br',
    descricao: 'E-mail de contato.',
  })
  email?: string;

  @IngestionField({
    rotulo: 'Telefone',
    tipo: 'texto',
    tamanhoMaximo: 30,
    exemplo: '(11) 3333-4444',
    descricao: 'Telefone de contato.',
  })
  telefone?: string;

  @IngestionField({
    rotulo: 'Endereço',
    tipo: 'texto',
    tamanhoMaximo: 300,
    exemplo: 'Av. Paulista, 1000',
    descricao:
      'Logradouro (rua, avenida); o número, o complemento e o bairro vão nos campos próprios.',
  })
  endereco?: string;

  @IngestionField({
    rotulo: 'Número',
    tipo: 'texto',
    tamanhoMaximo: 20,
    exemplo: '1000',
    descricao: 'Número no logradouro (ou "s/n").',
    mantidoSeAusente: true,
  })
  numero?: string;

  @IngestionField({
    rotulo: 'Complemento',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'Bloco B, 3º andar',
    descricao: 'Complemento do endereço.',
    mantidoSeAusente: true,
  })
  complemento?: string;

  @IngestionField({
    rotulo: 'Bairro',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'Bela Vista',
    descricao: 'Bairro.',
    mantidoSeAusente: true,
  })
  bairro?: string;

  @IngestionField({
    rotulo: 'Cidade',
    tipo: 'texto',
    tamanhoMaximo: 100,
    exemplo: 'São Paulo',
    descricao: 'Cidade.',
  })
  cidade?: string;

  @IngestionField({
    rotulo: 'UF',
    tipo: 'enum',
    exemplo: 'SP',
    descricao: 'Unidade federativa (sigla).',
    valores: allowedValues(...BRAZIL_UFS),
  })
  uf?: string;

  @IngestionField({
    rotulo: 'CEP',
    tipo: 'cep',
    exemplo: '01310-100',
    descricao: 'CEP do endereço.',
    mantidoSeAusente: true,
  })
  cep?: string;
}
