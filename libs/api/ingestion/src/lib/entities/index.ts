import { AtivoInformacao } from './ativo-informacao.entity';
import { Cliente } from './cliente.entity';
import { ConsumoEnergia } from './consumo-energia.entity';
import { Contrato } from './contrato.entity';
import { Emissao } from './emissao.entity';
import { Equipamento } from './equipamento.entity';
import { IncidenteSeguranca } from './incidente-seguranca.entity';
import { OrdemServico } from './ordem-servico.entity';
import { RiscoCorporativo } from './risco-corporativo.entity';

/** Every ingestible entity, one file each. Adding one: a file, a line here, a migration. */
export const INGESTION_ENTITIES = [
  IncidenteSeguranca,
  AtivoInformacao,
  RiscoCorporativo,
  ConsumoEnergia,
  Emissao,
  Cliente,
  Contrato,
  Equipamento,
  OrdemServico,
];
