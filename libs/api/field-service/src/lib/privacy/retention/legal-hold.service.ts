import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { actorOf, AuditService, type SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../../common/field-service-errors';
import { LegalHoldRepository } from './legal-hold.repository';

export const holdNotFound = () =>
  fieldServiceError('BLOQUEIO_NAO_ENCONTRADO', 'Bloqueio de retenção não encontrado.');

/**
 * Legal holds: the ADMIN suspends deletion and anonymisation for a client, or one of its
 * contracts, while a proceeding needs its records (LGPD art. 16, I and art. 7º, VI), and
 * lifts it when it no longer does. Each act is audited.
 */
@Injectable()
export class LegalHoldService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holds: LegalHoldRepository,
    private readonly audit: AuditService,
  ) {}

  list(companyId: string) {
    return this.holds.list(companyId);
  }

  async create(
    admin: SessionPrincipal,
    body: { clienteId: string; contratoId?: string | null; motivo: string },
  ) {
    const contractId = body.contratoId ?? null;
    if (!(await this.holds.targetExists(admin.companyId, body.clienteId, contractId)))
      throw contractId
        ? fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado neste cliente.')
        : fieldServiceError('CLIENTE_NAO_ENCONTRADO', 'Cliente não encontrado.');
    const id = await this.dataSource.transaction(async (db) => {
      const created = await this.holds.insert(db, admin.companyId, {
        clientId: body.clienteId,
        contractId,
        reason: body.motivo,
        userId: admin.userId,
      });
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'RETENCAO_BLOQUEIO_CRIADO',
        targetId: created,
        summary: 'Bloqueio legal de retenção criado: nada do cliente será excluído ou anonimizado',
        details: { clienteId: body.clienteId, contratoId: contractId, motivo: body.motivo },
      });
      return created;
    });
    return (await this.holds.find(admin.companyId, id))!;
  }

  async lift(admin: SessionPrincipal, id: string) {
    const hold = await this.holds.find(admin.companyId, id);
    if (!hold) throw holdNotFound();
    await this.dataSource.transaction(async (db) => {
      if (!(await this.holds.lift(db, admin.companyId, id, admin.userId)))
        throw fieldServiceError('BLOQUEIO_JA_LIBERADO', 'Este bloqueio já foi liberado.');
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'RETENCAO_BLOQUEIO_LIBERADO',
        targetId: id,
        summary: `Bloqueio legal de retenção de ${hold.clienteNome} liberado`,
        details: { clienteId: hold.clienteId, contratoId: hold.contratoId },
      });
    });
    return (await this.holds.find(admin.companyId, id))!;
  }
}
