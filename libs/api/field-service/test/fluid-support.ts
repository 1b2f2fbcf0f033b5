import type { DataSource } from 'typeorm';

/** Small factories for the refrigerant specs: a client with a contract, equipment on it, an order. */
export function fluidFactories(db: DataSource, companyId: string) {
  const one = async (sql: string, params: unknown[]) =>
    (await db.query(`${sql} RETURNING id`, params))[0].id as string;
  return {
    /** A client and one contract of it; returns both ids. */
    async clientWithContract(code: string, name: string) {
      const client = await one(
        `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, $2, $3)`,
        [companyId, code, name],
      );
      const contract = await one(
        `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, $2, $3, $4)`,
        [companyId, `CT-${code}`, code, client],
      );
      return { client, contract, contractCode: `CT-${code}` };
    },
    equipment(
      contract: { contract: string; contractCode: string },
      values: { codigo: string; setor: string; gas: string | null; cargaKg: number | null },
    ) {
      return one(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas, carga_gas_kg)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          companyId,
          values.codigo,
          contract.contractCode,
          contract.contract,
          values.setor,
          values.gas,
          values.cargaKg,
        ],
      );
    },
    /** A corrective order on the equipment, opened at `opened` (ISO) and finished at `finished` (or open). */
    order(
      contract: { contract: string; contractCode: string },
      equipmentId: string,
      values: { codigo: string; opened: string; finished?: string },
    ) {
      return one(
        `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura, inicio_atendimento, fim_atendimento)
         VALUES ($1, $2, $3, $4, $5, 'CORRETIVA', $6, $6, $7)`,
        [
          companyId,
          values.codigo,
          contract.contractCode,
          contract.contract,
          equipmentId,
          values.opened,
          values.finished ?? null,
        ],
      );
    },
    allocate(orderId: string, technicianId: string) {
      return db.query(
        `INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio) VALUES ($1, $2, $3, now())`,
        [companyId, orderId, technicianId],
      );
    },
  };
}
