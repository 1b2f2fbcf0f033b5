import { MigrationInterface, QueryRunner } from 'typeorm';
import { reencodeLogo } from '../../companies/company-logo';

/**
 * Logos stored before they were re-encoded (checked by their first bytes only) are
 * re-encoded now as uploads are: a PNG from the decoded pixels. A stored logo that does
 * not decode as PNG or JPEG (a bare signature, a PNG/HTML polyglot) never showed as an
 * image; it is removed, and the letterhead falls back to the company's initials.
 */
export class LogosReencoded1763772210000 implements MigrationInterface {
  name = 'LogosReencoded1763772210000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const companies: Array<{ id: string; logo: string }> = await queryRunner.query(
      `SELECT id, settings->>'logoDataUrl' AS logo FROM companies WHERE settings ? 'logoDataUrl'`,
    );
    for (const company of companies) {
      const png = await reencodeLogo(company.logo, 40_000_000).catch(() => null);
      await queryRunner.query(
        png
          ? `UPDATE companies SET settings = jsonb_set(settings, '{logoDataUrl}', to_jsonb($2::text)) WHERE id = $1`
          : `UPDATE companies SET settings = settings - 'logoDataUrl' WHERE id = $1`,
        png ? [company.id, png] : [company.id],
      );
    }
  }

  async down(): Promise<void> {
    // The re-encoded logos are valid logos of the earlier schema too: nothing to undo.
  }
}
