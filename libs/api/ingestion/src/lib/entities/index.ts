import { AtivoInformacao } from './ativo-informacao.entity';
import { ConsumoEnergia } from './consumo-energia.entity';
import { Emissao } from './emissao.entity';
import { IncidenteSeguranca } from './incidente-seguranca.entity';
import { RiscoCorporativo } from './risco-corporativo.entity';

/**
 * The corporate data (security, assets, risks, energy, emissions) this lib owns,
 * one file each, registered by IngestionModule itself. Other domains register
 * theirs with `IngestionModule.forFeature`. Adding one: a file, a line here, a migration.
 */
export const CORPORATE_ENTITIES = [
  IncidenteSeguranca,
  AtivoInformacao,
  RiscoCorporativo,
  ConsumoEnergia,
  Emissao,
];
