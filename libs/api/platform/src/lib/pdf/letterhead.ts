import type { DataSource, EntityManager } from 'typeorm';
import type { PrintCompany } from './print-layout';

/** Who issues a company's documents: its name, and its logo when the company set one (`settings.logoDataUrl`). */
export async function companyLetterhead(
  db: DataSource | EntityManager,
  companyId: string,
): Promise<PrintCompany & { timeZone: string }> {
  const [company] = await db.query(
    `SELECT name, time_zone, settings->>'logoDataUrl' AS logo FROM companies WHERE id = $1`,
    [companyId],
  );
  return { name: company.name, logoDataUrl: company.logo, timeZone: company.time_zone };
}
