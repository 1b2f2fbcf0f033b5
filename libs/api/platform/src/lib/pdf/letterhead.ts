import type { DataSource, EntityManager } from 'typeorm';
import { findCompany } from '../companies/company.repository';
import type { PrintCompany } from './print-layout';

/** Who issues a company's documents: its name, and its logo when the company set one (`settings.logoDataUrl`). */
export async function companyLetterhead(
  db: DataSource | EntityManager,
  companyId: string,
): Promise<PrintCompany & { timeZone: string }> {
  const company = await findCompany(db, companyId);
  if (!company) throw new Error(`No company ${companyId} for the letterhead`);
  return { name: company.name, logoDataUrl: company.logoDataUrl, timeZone: company.timeZone };
}
