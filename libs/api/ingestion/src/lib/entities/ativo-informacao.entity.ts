import { allowedValues } from '../registry/allowed-values';
import { IngestionEntity, IngestionField } from '../registry/ingestion-entity.decorator';
import { CRITICALITY } from './common-values';

@IngestionEntity({
  nome: 'ativo_informacao',
  rotulo: 'Ativo de informação',
  descricao: 'Inventário de ativos de informação (CMDB, scanners).',
  chave: ['codigo'],
})
export class AtivoInformacao {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'SRV-ARQ-01',
    descricao: 'Identificador do ativo.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Nome',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 200,
    exemplo: 'Servidor de arquivos',
    descricao: 'Nome do ativo.',
  })
  nome!: string;

  @IngestionField({
    rotulo: 'Tipo',
    tipo: 'enum',
    exemplo: 'Hardware',
    descricao: 'Natureza do ativo.',
    valores: allowedValues(
      { Hardware: ['Equipamento', 'Servidor'] },
      { Software: ['Sistema', 'Aplicação', 'Aplicacao'] },
      { Dados: ['Informação', 'Informacao', 'Base de dados'] },
      { Serviço: ['Servico', 'Service'] },
      'Pessoas',
      { Instalação: ['Instalacao', 'Local', 'Site'] },
    ),
  })
  tipo?: string;

  @IngestionField({
    rotulo: 'Classificação',
    tipo: 'enum',
    exemplo: 'Confidencial',
    descricao: 'Classificação da informação.',
    valores: allowedValues(
      { Pública: ['Publica', 'Public'] },
      { Interna: ['Interno', 'Uso interno'] },
      { Confidencial: ['Confidential'] },
      { Restrita: ['Restrito', 'Secreta', 'Secreto'] },
    ),
  })
  classificacao?: string;

  @IngestionField({
    rotulo: 'Proprietário',
    tipo: 'email',
    tamanhoMaximo: 320,
    exemplo: 'admin@demo.local',
    descricao: 'E-mail do proprietário do ativo.',
    referencia: { entidade: 'usuario', seDesconhecida: 'aviso' },
  })
  proprietario?: string;

  @IngestionField({
    rotulo: 'Localização',
    tipo: 'texto',
    tamanhoMaximo: 200,
    exemplo: 'Datacenter SP',
    descricao: 'Onde o ativo está.',
  })
  localizacao?: string;

  @IngestionField({
    rotulo: 'Criticidade',
    tipo: 'enum',
    exemplo: 'Alta',
    descricao: 'Criticidade para o negócio.',
    valores: CRITICALITY,
  })
  criticidade?: string;

  @IngestionField({
    rotulo: 'Descrição',
    tipo: 'texto',
    tamanhoMaximo: 4000,
    exemplo: 'Servidor Windows com compartilhamentos.',
    descricao: 'Descrição do ativo.',
  })
  descricao?: string;
}
