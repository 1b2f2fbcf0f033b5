import type { CouncilRegistration } from '@campo/contracts';
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

/**
 * Who the company is, as its documents identify it: name, CNPJ (14 digits), its council
 * registration (CREA/CFT) and phone, from the company settings.
 */
export async function companyIdentity(
  db: DataSource | EntityManager,
  companyId: string,
): Promise<{
  nome: string;
  cnpj: string | null;
  registroConselho: CouncilRegistration | null;
  telefone: string | null;
}> {
  const company = await findCompany(db, companyId);
  if (!company) throw new Error(`No company ${companyId}`);
  return {
    nome: company.name,
    cnpj: company.cnpj,
    registroConselho: company.registroConselho,
    telefone: company.telefone,
  };
}
