import { Injectable, OnModuleInit } from '@nestjs/common';
import { type DesignatedSigner, formatDay } from '@campo/contracts';
import { type DocumentSigningPolicy, DocumentTypeRegistry } from '@campo/platform';
import { PMOC_DOCUMENT_TYPE } from './pmoc-content';
import { PmocRepository } from './pmoc.repository';

/**
 * A PMOC is signed as Lei 13.589/2018 expects: by the responsável técnico the
 * contract names (a user with a CREA/CFT registration), with the ART/TRT of the
 * contract still valid, after re-entering the password, and never with blanks left.
 */
@Injectable()
export class PmocSigningPolicy implements DocumentSigningPolicy, OnModuleInit {
  readonly requiresPassword = true;
  readonly requiresComplete = true;
  readonly signedPdfReason = 'PMOC assinado';

  constructor(
    private readonly registry: DocumentTypeRegistry,
    private readonly repository: PmocRepository,
  ) {}

  onModuleInit() {
    this.registry.registerSigningPolicy(PMOC_DOCUMENT_TYPE, this);
  }

  async designatedSigner(
    companyId: string,
    document: { referencia: Record<string, unknown> },
  ): Promise<DesignatedSigner | { impedimento: string }> {
    const contractId = document.referencia['contratoId'];
    const lead =
      typeof contractId === 'string'
        ? await this.repository.technicalLead(companyId, contractId)
        : undefined;
    if (!lead) return { impedimento: 'O contrato deste PMOC não existe mais.' };
    const settings = `Um administrador define o responsável técnico e a ART/TRT do contrato ${lead.codigo} em Empresa › Responsáveis técnicos.`;
    if (!lead.usuarioId || !lead.nome) {
      return {
        impedimento: `O contrato ${lead.codigo} não tem responsável técnico definido. ${settings}`,
      };
    }
    if (!lead.ativo || !lead.registro) {
      return {
        impedimento: `${lead.nome}, responsável técnico do contrato ${lead.codigo}, ${lead.ativo ? 'não tem registro profissional (CREA/CFT) cadastrado' : 'está desativado'}. ${settings}`,
      };
    }
    if (!lead.art) {
      return { impedimento: `O contrato ${lead.codigo} não tem ART/TRT informada. ${settings}` };
    }
    if (lead.artVencida) {
      return {
        impedimento: `A ART/TRT nº ${lead.art} do contrato ${lead.codigo} venceu em ${formatDay(lead.artValidade!)}: registre a ART/TRT vigente. ${settings}`,
      };
    }
    return {
      usuarioId: lead.usuarioId,
      nome: lead.nome,
      qualificacao: [
        { rotulo: 'Registro profissional', valor: lead.registro },
        { rotulo: 'ART/TRT', valor: lead.art },
      ],
    };
  }
}
