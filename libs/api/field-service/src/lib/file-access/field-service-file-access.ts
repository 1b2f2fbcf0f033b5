import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  CLIENT_PORTAL_ROLES,
  DISPATCH_ROLES,
  DOCUMENT_EDIT_ROLES,
  FLUID_EDIT_ROLES,
  RECORD_EDIT_ROLES,
  type Role,
  STAFF_ROLES,
} from '@campo/contracts';
import { AppException, type FileAccess, FileAccessRules, type FileReader } from '@campo/platform';
import { PortalIndoorAirService } from '../client-portal/portal-indoor-air.service';
import { ART_FILE_OWNER, ContractSettingsService } from '../contracts/contract-settings.service';
import { DESTINATION_FILE_OWNER, FluidCylinderService } from '../fluid/fluid-cylinder.service';
import { INDOOR_AIR_FILE_OWNER, IndoorAirService } from '../indoor-air/indoor-air.service';
import {
  REQUEST_FILE_OWNER,
  ServiceRequestsService,
} from '../service-requests/service-requests.service';
import { VISIT_FILE_OWNER } from '../visit-report/visit-content.service';
import { VisitReportService } from '../visit-report/visit-report.service';

const among = (roles: readonly Role[], role: Role) => roles.includes(role);

/** A domain lookup's 404 (another client's, an order not allocated) is the file's 404. */
async function unlessNotFound(check: () => Promise<boolean>): Promise<FileAccess> {
  try {
    return (await check()) ? 'allow' : 'hide';
  } catch (error) {
    if (error instanceof AppException && error.status === 404) return 'hide';
    throw error;
  }
}

/**
 * Who may read field service's stored files by id (`/api/arquivos/:id`): for each owner
 * kind, the rule of the routes that serve that owner's files, by calling the same
 * lookups they call. The roles mirror each route's declaration, so a role its route
 * refuses gets the same 403 here, and a record it cannot see the same 404.
 *
 * - `ordem` (visit photos, the client's signature): `/api/fs/ordens/:id/fotos/...` and
 *   `/assinatura`, company staff, a technician only on orders allocated to them.
 * - `solicitacao` (a request's photo): `/api/fs/solicitacoes/:id/foto` (ADMIN, SUPERVISOR)
 *   and the portal's `/api/portal/solicitacoes/:id/foto` (the request's client).
 * - `analise_ar` (the lab's PDF): the analysis routes (ADMIN, SUPERVISOR) and the portal's
 *   `/api/portal/qualidade-do-ar/:id/laudo` (the analysis's client).
 * - `fluido_destinacao` (a recovery cylinder's destination certificate): the cylinder
 *   routes (ADMIN, SUPERVISOR).
 * - `contrato_art` (the ART/TRT's PDF): `/api/fs/contratos/:id/responsavel-tecnico`
 *   (ADMIN, SUPERVISOR).
 */
@Injectable()
export class FieldServiceFileAccess implements OnModuleInit {
  constructor(
    private readonly rules: FileAccessRules,
    private readonly reports: VisitReportService,
    private readonly requests: ServiceRequestsService,
    private readonly indoorAir: IndoorAirService,
    private readonly portalIndoorAir: PortalIndoorAirService,
    private readonly cylinders: FluidCylinderService,
    private readonly contracts: ContractSettingsService,
  ) {}

  onModuleInit() {
    this.rules.register(VISIT_FILE_OWNER, (reader, file) =>
      this.visitFile(reader, file.donoId, file.id),
    );
    this.rules.register(REQUEST_FILE_OWNER, (reader, file) =>
      this.requestPhoto(reader, file.donoId, file.id),
    );
    this.rules.register(INDOOR_AIR_FILE_OWNER, (reader, file) =>
      this.labReport(reader, file.donoId, file.id),
    );
    this.rules.register(DESTINATION_FILE_OWNER, (reader, file) =>
      this.destinationCertificate(reader, file.donoId, file.id),
    );
    this.rules.register(ART_FILE_OWNER, async (reader, file) => {
      if (!among(DOCUMENT_EDIT_ROLES, reader.role)) return 'forbid';
      return unlessNotFound(() => this.contracts.isArtFile(reader.companyId, file.donoId, file.id));
    });
  }

  private async destinationCertificate(reader: FileReader, destinationId: string, fileId: string) {
    if (!among(FLUID_EDIT_ROLES, reader.role)) return 'forbid';
    return unlessNotFound(
      async () =>
        (await this.cylinders.destinationFileId(reader.companyId, destinationId)) === fileId,
    );
  }

  private async visitFile(reader: FileReader, orderId: string, fileId: string) {
    if (!among(STAFF_ROLES, reader.role)) return 'forbid';
    return unlessNotFound(() => this.reports.readsEvidenceFile(reader, orderId, fileId));
  }

  private async requestPhoto(reader: FileReader, requestId: string, fileId: string) {
    const clientId = among(CLIENT_PORTAL_ROLES, reader.role) ? reader.clientId : null;
    if (!clientId && !among(DISPATCH_ROLES, reader.role)) return 'forbid';
    return unlessNotFound(
      async () =>
        (await this.requests.photoFileId(reader.companyId, requestId, clientId)) === fileId,
    );
  }

  private async labReport(reader: FileReader, analysisId: string, fileId: string) {
    if (among(CLIENT_PORTAL_ROLES, reader.role))
      return unlessNotFound(
        async () => (await this.portalIndoorAir.get(reader, analysisId)).arquivoId === fileId,
      );
    if (!among(RECORD_EDIT_ROLES, reader.role)) return 'forbid';
    return unlessNotFound(async () =>
      (await this.indoorAir.get(reader.companyId, analysisId)).laudos.some(
        (file) => file.id === fileId,
      ),
    );
  }
}
