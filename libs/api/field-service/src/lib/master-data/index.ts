import { Ambiente } from './ambiente.entity';
import { Cliente } from './cliente.entity';
import { Contrato } from './contrato.entity';
import { Equipamento } from './equipamento.entity';
import { OrdemServico } from './ordem-servico.entity';

export { Ambiente, Cliente, Contrato, Equipamento, OrdemServico };

/**
 * The field-service master data that ERP and CMDB systems feed, in the order the
 * discovery lists them (after the ingestion lib's corporate entities).
 *
 * Table ownership: these tables now belong to field-service, but they are still
 * created by the ingestion lib's migration 1763769700000-ingestion-init, which
 * production has already applied; it stays as it is, and its effect is unchanged.
 */
export const MASTER_DATA_ENTITIES = [Cliente, Contrato, Equipamento, OrdemServico, Ambiente];
