import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Última preventiva" has one source: the preventive executions recorded against
 * the equipment's plans. `equipamento.ultima_preventiva` (what the equipment page,
 * the read API and exports show) is kept equal to the latest of them by triggers:
 * when an execution is recorded, moved or removed, and when the ERP writes the
 * equipment (its value stands only for an equipment with no execution recorded,
 * the history from before the platform).
 */
export class LastPreventive1763770670000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION equipamento_ultima_execucao(p_empresa uuid, p_equipamento uuid) RETURNS date
        LANGUAGE sql STABLE AS $$
          SELECT max(x.data) FROM execucao_preventiva x
            JOIN plano_manutencao p ON p.empresa_id = x.empresa_id AND p.id = x.plano_id
           WHERE p.empresa_id = p_empresa AND p.equipamento_id = p_equipamento
        $$`);
    // Statement-level, over the rows the statement changed: a bulk insert of executions
    // (the demo's year, an import) updates each equipment once, not once per row.
    await queryRunner.query(`
      CREATE FUNCTION execucao_preventiva_sincroniza() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE equipamento e SET ultima_preventiva = coalesce(equipamento_ultima_execucao(e.empresa_id, e.id), e.ultima_preventiva)
           WHERE e.id IN (SELECT p.equipamento_id FROM plano_manutencao p
                           WHERE p.id IN (SELECT DISTINCT plano_id FROM mudadas));
          RETURN NULL;
        END $$`);
    for (const [event, table] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER execucao_preventiva_ultima_${event.toLowerCase()} AFTER ${event} ON execucao_preventiva
          REFERENCING ${table} TABLE AS mudadas FOR EACH STATEMENT EXECUTE FUNCTION execucao_preventiva_sincroniza()`);
    }
    await queryRunner.query(`
      CREATE FUNCTION equipamento_ultima_preventiva() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.ultima_preventiva := coalesce(equipamento_ultima_execucao(NEW.empresa_id, NEW.id), NEW.ultima_preventiva);
          RETURN NEW;
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER equipamento_ultima_preventiva BEFORE INSERT OR UPDATE OF ultima_preventiva ON equipamento
        FOR EACH ROW EXECUTE FUNCTION equipamento_ultima_preventiva()`);
    await queryRunner.query(`
      UPDATE equipamento e SET ultima_preventiva = equipamento_ultima_execucao(e.empresa_id, e.id)
       WHERE equipamento_ultima_execucao(e.empresa_id, e.id) IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER equipamento_ultima_preventiva ON equipamento');
    await queryRunner.query('DROP FUNCTION equipamento_ultima_preventiva()');
    for (const event of ['insert', 'update', 'delete'])
      await queryRunner.query(
        `DROP TRIGGER execucao_preventiva_ultima_${event} ON execucao_preventiva`,
      );
    await queryRunner.query('DROP FUNCTION execucao_preventiva_sincroniza()');
    await queryRunner.query('DROP FUNCTION equipamento_ultima_execucao(uuid, uuid)');
  }
}
