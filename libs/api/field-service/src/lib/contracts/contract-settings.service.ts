import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ContractRgmSettings,
  type ContractTechnicalLead,
  DOCUMENT_EDIT_ROLES,
  type Role,
} from '@campo/contracts';
import { actorOf, AuditService, FileService, type SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type { ContractRgmSettingsDto, ContractTechnicalLeadDto } from './contract-settings.dto';
import { ContractSettingsRepository } from './contract-settings.repository';

export type { ContractRgmSettings };

/** What the ART/TRT's PDF belongs to, as the platform's files record it (owner id: the contract). */
export const ART_FILE_OWNER = 'contrato_art';

export const contractNotFound = () =>
  fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');

/**
 * A contract's settings: the RGM's automatic closing day and recipients
 * (de-duplicated), and the responsável técnico who signs its PMOC with the ART/TRT.
 */
@Injectable()
export class ContractSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contracts: ContractSettingsRepository,
    private readonly audit: AuditService,
    private readonly files: FileService,
  ) {}

  technicalLeads(companyId: string): Promise<ContractTechnicalLead[]> {
    return this.contracts.technicalLeads(companyId);
  }

  async technicalLead(companyId: string, id: string): Promise<ContractTechnicalLead> {
    const lead = await this.contracts.technicalLead(companyId, id);
    if (!lead) throw contractNotFound();
    return lead;
  }

  /**
   * Names the contract's responsável técnico: an active user marked as RT (with a
   * CREA/CFT registration) whose role signs documents; null clears the user and the
   * ERP's name and registration with it. Audited: it decides who signs the PMOC.
   */
  async setTechnicalLead(
    admin: Pick<SessionPrincipal, 'companyId' | 'userId' | 'userName'>,
    id: string,
    dto: ContractTechnicalLeadDto,
  ): Promise<ContractTechnicalLead> {
    const { companyId } = admin;
    return this.dataSource.transaction(async (manager) => {
      // Whose contract it is comes first: another company's id is 404 whatever the body says.
      if (!(await this.contracts.technicalLead(companyId, id, manager))) throw contractNotFound();
      let lead = {
        userId: null as string | null,
        name: null as string | null,
        registration: null as string | null,
      };
      if (dto.usuarioId) {
        const user = await this.contracts.candidate(companyId, dto.usuarioId, manager);
        if (!user) throw invalidLead('Usuário não encontrado nesta empresa.');
        if (!user.active) throw invalidLead(`${user.name} está desativado.`);
        if (!user.registro)
          throw invalidLead(
            `${user.name} não está marcado como responsável técnico: cadastre o registro profissional (CREA/CFT) em Usuários.`,
          );
        if (!DOCUMENT_EDIT_ROLES.includes(user.role as Role))
          throw invalidLead(
            `${user.name} é técnico e não assina documentos; o responsável técnico precisa ser supervisor ou administrador.`,
          );
        lead = { userId: dto.usuarioId, name: user.name, registration: user.registro };
      }
      const updated = await this.contracts.setTechnicalLead(
        companyId,
        id,
        { ...lead, art: dto.art, artValidade: dto.artValidade },
        manager,
      );
      if (!updated) throw contractNotFound();
      const result = (await this.contracts.technicalLead(companyId, id, manager))!;
      await this.audit.record(manager, {
        companyId,
        actor: actorOf(admin),
        action: 'RESPONSAVEL_TECNICO_DEFINIDO',
        targetId: id,
        summary: lead.userId
          ? `Definiu ${lead.name} (${lead.registration}) como responsável técnico do contrato ${result.codigo}, ART/TRT ${dto.art ?? 'não informada'}.`
          : `Deixou o contrato ${result.codigo} sem responsável técnico.`,
        details: { usuarioId: lead.userId, registro: lead.registration, art: dto.art },
      });
      return result;
    });
  }

  /**
   * Stores the ART/TRT's PDF (the stored files' size limit and PDF check) as the
   * contract's; the PMOC's annex lists it. Audited, as the RT's designation is.
   */
  async setArtFile(
    admin: Pick<SessionPrincipal, 'companyId' | 'userId' | 'userName'>,
    id: string,
    pdf: Buffer | undefined,
  ): Promise<ContractTechnicalLead> {
    if (!pdf || pdf.length === 0)
      throw invalidLead('Envie o PDF da ART/TRT no campo "arquivo" (multipart/form-data).');
    if (!(await this.contracts.technicalLead(admin.companyId, id))) throw contractNotFound();
    const prepared = await this.files.prepare({
      companyId: admin.companyId,
      owner: { kind: ART_FILE_OWNER, id },
      label: 'ART',
      format: 'pdf',
      bytes: pdf,
      createdBy: admin.userId,
    });
    return this.files.withUploadConnection(() =>
      this.dataSource.transaction(async (manager) => {
        const { file } = await this.files.save(prepared, manager);
        if (!(await this.contracts.setArtFile(admin.companyId, id, file.id, manager)))
          throw contractNotFound();
        const result = (await this.contracts.technicalLead(admin.companyId, id, manager))!;
        await this.audit.record(manager, {
          companyId: admin.companyId,
          actor: actorOf(admin),
          action: 'ART_ARQUIVO_ENVIADO',
          targetId: id,
          summary: `Enviou o PDF da ART/TRT ${result.art ?? '(sem número)'} do contrato ${result.codigo}.`,
          details: { arquivoId: file.id, sha256: file.sha256 },
        });
        return result;
      }),
    );
  }

  /** Whether the file is the contract's ART/TRT (for reading it by id). */
  async isArtFile(companyId: string, id: string, fileId: string): Promise<boolean> {
    return (await this.technicalLead(companyId, id)).artArquivoId === fileId;
  }

  async updateRgmSettings(
    companyId: string,
    id: string,
    dto: ContractRgmSettingsDto,
  ): Promise<ContractRgmSettings> {
    const emails = [...new Set(dto.emailsRgm.map((email) => email.trim().toLowerCase()))];
    const updated = await this.contracts.updateRgmSettings(companyId, id, {
      diaFechamentoRgm: dto.diaFechamentoRgm,
      emailsRgm: emails.length > 0 ? emails.join(', ') : null,
    });
    if (!updated) throw contractNotFound();
    return { ...updated, emailsRgm: emails };
  }
}

function invalidLead(message: string) {
  return fieldServiceError('RESPONSAVEL_TECNICO_INVALIDO', message);
}
