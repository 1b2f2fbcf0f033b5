import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Service requests (solicitações): a client asks for a visit from the portal or from the
 * QR code on a unit. Codes come from a per-company counter (`SOL-000012`); the photo is
 * a stored file (`arquivo`, owner `solicitacao`); accepting opens a corrective order and
 * links it, declining keeps the reason. The client, contract and unit are foreign keys
 * within the company, so a request never names another company's records.
 */
export class ServiceRequests1763773500000 implements MigrationInterface {
  name = 'ServiceRequests1763773500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE solicitacao_sequencia (
        empresa_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        ultimo integer NOT NULL CHECK (ultimo >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE solicitacao (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        codigo text NOT NULL,
        cliente_id uuid NOT NULL,
        contrato_id uuid NOT NULL,
        equipamento_id uuid,
        local text CHECK (length(local) <= 200),
        descricao text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 2000),
        urgencia text NOT NULL CHECK (urgencia IN ('BAIXA', 'MEDIA', 'ALTA', 'URGENTE')),
        contato_nome text NOT NULL CHECK (length(contato_nome) BETWEEN 1 AND 120),
        contato_email text CHECK (length(contato_email) <= 254),
        contato_telefone text CHECK (length(contato_telefone) <= 40),
        foto_arquivo_id uuid,
        origem text NOT NULL CHECK (origem IN ('PORTAL', 'QR')),
        solicitante_usuario_id uuid,
        situacao text NOT NULL DEFAULT 'ABERTA' CHECK (situacao IN ('ABERTA', 'ACEITA', 'RECUSADA')),
        motivo_recusa text CHECK (length(motivo_recusa) <= 2000),
        ordem_servico_id uuid,
        decidida_por uuid,
        decidida_em timestamptz,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (empresa_id, id),
        UNIQUE (empresa_id, codigo),
        FOREIGN KEY (empresa_id, cliente_id) REFERENCES cliente (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, contrato_id) REFERENCES contrato (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE SET NULL (equipamento_id),
        FOREIGN KEY (empresa_id, foto_arquivo_id) REFERENCES arquivo (empresa_id, id) ON DELETE SET NULL (foto_arquivo_id),
        FOREIGN KEY (empresa_id, solicitante_usuario_id) REFERENCES users (empresa_id, id) ON DELETE SET NULL (solicitante_usuario_id),
        FOREIGN KEY (empresa_id, decidida_por) REFERENCES users (empresa_id, id) ON DELETE SET NULL (decidida_por),
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE SET NULL (ordem_servico_id),
        CHECK (situacao <> 'RECUSADA' OR motivo_recusa IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX solicitacao_fila_idx ON solicitacao (empresa_id, situacao, criado_em DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX solicitacao_cliente_idx ON solicitacao (empresa_id, cliente_id, criado_em DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX solicitacao_ordem_idx ON solicitacao (empresa_id, ordem_servico_id) WHERE ordem_servico_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE solicitacao');
    await queryRunner.query('DROP TABLE solicitacao_sequencia');
  }
}
