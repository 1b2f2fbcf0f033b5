import { Injectable } from '@nestjs/common';
import type { ServiceRequestDetail, ServiceRequestSummary } from '@campo/contracts';
import type { OpenedFile } from '@campo/platform';
import { invalid } from '../technician-app/technician-app.rules';
import {
  photoNotFound,
  requestNotFound,
  ServiceRequestsService,
} from '../service-requests/service-requests.service';
import type { OpenPortalRequestDto } from './client-portal.dto';
import { ClientPortalRepository } from './client-portal.repository';
import { type PortalSession, scopeOf, unitNotFound } from './client-portal.service';

/** The photo as the upload gave it (multipart). */
export interface UploadedPhoto {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/**
 * The client's service requests (solicitações), through the service requests' own
 * service: opened from the portal for one of the client's units or contracts, listed and
 * read back with the call each one became. Another client's request is not found (404).
 */
@Injectable()
export class PortalRequestsService {
  constructor(
    private readonly requests: ServiceRequestsService,
    private readonly portal: ClientPortalRepository,
  ) {}

  async open(
    session: PortalSession & { userName: string; email: string },
    body: OpenPortalRequestDto,
    photo: UploadedPhoto | undefined,
  ): Promise<ServiceRequestDetail> {
    const scope = scopeOf(session);
    let contratoId = body.contratoId;
    if (body.equipamentoId) {
      const unit = await this.portal.unit(scope, body.equipamentoId);
      if (!unit) throw unitNotFound();
      contratoId ??= unit.contrato.id;
    }
    if (!contratoId) {
      throw invalid('equipamentoId ou contratoId: escolha o equipamento ou o contrato do local');
    }
    const { id } = await this.requests.open(scope.companyId, {
      origem: 'PORTAL',
      clienteId: scope.clientId,
      contratoId,
      equipamentoId: body.equipamentoId ?? null,
      local: body.local ?? null,
      descricao: body.descricao,
      urgencia: body.urgencia,
      contatoNome: body.contatoNome ?? session.userName,
      contatoEmail: body.contatoEmail ?? (body.contatoNome ? null : session.email),
      contatoTelefone: body.contatoTelefone ?? null,
      foto: photo?.buffer.length ? photo : null,
      solicitanteUsuarioId: session.userId,
    });
    return this.get(session, id);
  }

  list(session: PortalSession): Promise<ServiceRequestSummary[]> {
    const scope = scopeOf(session);
    return this.requests.listForClient(scope.companyId, scope.clientId);
  }

  async get(session: PortalSession, id: string): Promise<ServiceRequestDetail> {
    const scope = scopeOf(session);
    const found = await this.requests.findForClient(scope.companyId, scope.clientId, id);
    if (!found) throw requestNotFound();
    return found;
  }

  async photo(
    session: PortalSession,
    id: string,
    variant: 'original' | 'miniatura',
  ): Promise<OpenedFile> {
    await this.get(session, id);
    const scope = scopeOf(session);
    const photo = await this.requests.photoForClient(scope.companyId, scope.clientId, id, variant);
    if (!photo) throw photoNotFound();
    return photo;
  }
}
