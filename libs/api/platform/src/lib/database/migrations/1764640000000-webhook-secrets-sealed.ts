import { MigrationInterface, QueryRunner } from 'typeorm';
import { SecretBox, secretBoxFromEnv } from '../../common/secret-box';
import { secretContext } from '../../webhooks/webhook-endpoint.repository';

interface SecretRow {
  id: string;
  segredo: string;
  segredo_anterior: string | null;
}

/**
 * Webhook secrets encrypted at rest (issue #42): seals every plain-text `segredo` and
 * `segredo_anterior` with the secret box. The key is read from the environment exactly as
 * the app reads it (secretBoxFromEnv: APP_ENCRYPTION_KEY; under NODE_ENV=test the test key;
 * on a development machine the key under DATA_DIR, made here if the app has not made it
 * yet), so the app opens what this sealed. In production without the key the app refuses
 * to boot before any migration runs; run alone, this throws and changes nothing. Values
 * already sealed are left as they are, so running it twice is harmless. `down` opens them
 * again, with the same key.
 */
export class WebhookSecretsSealed1764640000000 implements MigrationInterface {
  name = 'WebhookSecretsSealed1764640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.rewrite(queryRunner, (box, value, context) =>
      SecretBox.isSealed(value) ? value : box.seal(value, context),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.rewrite(queryRunner, (box, value, context) =>
      SecretBox.isSealed(value) ? box.open(value, context) : value,
    );
  }

  private async rewrite(
    queryRunner: QueryRunner,
    change: (box: SecretBox, value: string, context: string) => string,
  ) {
    const rows: SecretRow[] = await queryRunner.query(
      `SELECT id, segredo, segredo_anterior FROM webhook_endpoint FOR UPDATE`,
    );
    if (rows.length === 0) return;
    const box = secretBoxFromEnv(process.env);
    for (const row of rows) {
      const context = secretContext(row.id);
      await queryRunner.query(
        `UPDATE webhook_endpoint SET segredo = $2, segredo_anterior = $3 WHERE id = $1`,
        [
          row.id,
          change(box, row.segredo, context),
          row.segredo_anterior && change(box, row.segredo_anterior, context),
        ],
      );
    }
  }
}
