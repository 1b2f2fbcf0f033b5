import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CLIENT_PORTAL_PATH,
  type ServiceRequestReceipt,
  type ServiceRequestTracking,
  TECHNICIAN_APP_PATH,
  type UnitQrView,
} from '@campo/contracts';
import {
  AppConfig,
  ATTEMPT_COUNTER,
  type AttemptCounter,
  companyLetterhead,
  documentFileName,
  PdfService,
  SessionService,
  takeFromAll,
} from '@campo/platform';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { ServiceRequestsService } from '../service-requests/service-requests.service';
import { formatTrackingCode, trackingUrl } from '../service-requests/tracking-code';
import { invalid } from '../technician-app/technician-app.rules';
import type { PublicRequestDto } from './unit-qr.dto';
import { labelSheetDocument, unitPageUrl } from './unit-labels.print';
import type { PublicUnitView } from './public-unit.page';
import { type PublicUnitRow, UnitQrRepository } from './unit-qr.repository';

/**
 * Requests one address may open per window from one unit's QR code, and from all of
 * them. There is no limit per unit alone: five requests from one phone used to block a
 * label for every other person for an hour. Now a requester who insists waits at that
 * label; a colleague on another connection is still heard (docs/solicitacoes-e-qr.md).
 */
export const QR_REQUESTS_PER_UNIT_AND_ADDRESS = 5;
export const QR_REQUESTS_PER_ADDRESS = 20;
export const QR_WINDOW_MINUTES = 60;

/** Where a signed-in member of the company lands after scanning: the unit's full page. */
export const ADMIN_UNIT_PATH = '/cadastros/equipamentos';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export const qrNotFound = () =>
  fieldServiceError(
    'QR_NAO_ENCONTRADO',
    'QR code não reconhecido: nenhum equipamento em uso com este código.',
  );

export const equipmentNotFound = () =>
  fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');

export const contractNotFound = () =>
  fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');

/**
 * The units' QR codes: the tokens (made when first needed, regenerated on demand), the
 * contract's printable label sheet, and the public page's reads and requests. A request
 * from the page is opened through the same service as the portal's (origin QR), after
 * two budgets are taken: the unit's and the address's, counted by the platform's attempt
 * counter (PostgreSQL, or Redis with REDIS_URL), so every instance shares them.
 */
@Injectable()
export class UnitQrService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly units: UnitQrRepository,
    private readonly requests: ServiceRequestsService,
    private readonly pdf: PdfService,
    private readonly sessions: SessionService,
    @Inject(ATTEMPT_COUNTER) private readonly counter: AttemptCounter,
    private readonly config: AppConfig,
  ) {}

  async view(companyId: string, equipmentId: string): Promise<UnitQrView> {
    const token = await this.units.tokenOf(companyId, equipmentId);
    if (!token) throw equipmentNotFound();
    return { url: unitPageUrl(this.config.publicUrl, token) };
  }

  /** A new token for the unit: its old labels stop working at once. */
  async regenerate(companyId: string, equipmentId: string): Promise<UnitQrView> {
    const token = await this.units.regenerate(companyId, equipmentId);
    if (!token) throw equipmentNotFound();
    return { url: unitPageUrl(this.config.publicUrl, token) };
  }

  /** The contract's A4 label sheet (its units in service) as a PDF. */
  async labelSheet(companyId: string, contractId: string) {
    const contract = await this.units.contract(companyId, contractId);
    if (!contract) throw contractNotFound();
    const [labels, company, telefone] = await Promise.all([
      this.units.labelsOfContract(companyId, contractId),
      companyLetterhead(this.dataSource, companyId),
      this.units.companyPhone(companyId),
    ]);
    const document = await labelSheetDocument(labels, {
      company: { ...company, telefone },
      contrato: contract.codigo,
      cliente: contract.cliente,
      publicUrl: this.config.publicUrl,
    });
    return {
      pdf: await this.pdf.render(document),
      fileName: documentFileName('etiquetas-qr', contract.codigo),
    };
  }

  /** The unit behind a token (404 QR_NAO_ENCONTRADO for an unknown, regenerated or retired one). */
  async publicUnit(token: string): Promise<PublicUnitRow> {
    const unit = TOKEN.test(token) ? await this.units.findByToken(token) : undefined;
    if (!unit) throw qrNotFound();
    return unit;
  }

  /**
   * Where a signed-in member of the unit's company goes instead of the public page: a
   * technician with an open order of this unit to that order in the app, a client user to
   * its own unit's page in the portal, anyone else to the unit's page in the admin. Null for visitors (and members of other companies).
   */
  async staffDestination(unit: PublicUnitRow, sessionToken: string | undefined) {
    const session = await this.sessions.resolve(sessionToken);
    if (!session || session.companyId !== unit.empresaId) return null;
    // A client's person: its own unit's page in the portal; another client's unit, the public page.
    if (session.role === 'CLIENTE') {
      return session.clientId === unit.clienteId
        ? `${CLIENT_PORTAL_PATH}/unidades/${unit.equipamentoId}`
        : null;
    }
    if (session.role === 'TECNICO') {
      const order = await this.units.openOrderOf(
        unit.empresaId,
        unit.equipamentoId,
        session.userId,
      );
      if (order) return `${TECHNICIAN_APP_PATH}/os/${order}`;
    }
    return `${ADMIN_UNIT_PATH}/${unit.equipamentoId}`;
  }

  /**
   * Opens a request from the public page: the unit's and the address's budgets first
   * (429 LIMITE_SOLICITACOES with the wait), spent whatever follows; then checked (400
   * with each problem) and opened as a QR request of the unit's client.
   */
  async request(
    unit: PublicUnitRow,
    address: string | undefined,
    form: PublicRequestDto,
    photo: { buffer: Buffer; mimetype: string; originalname: string } | null,
  ): Promise<ServiceRequestReceipt> {
    const requester = address ?? 'sem-endereco';
    const budgets = [
      {
        key: `qr:unidade:${unit.equipamentoId}:ip:${requester}`,
        max: QR_REQUESTS_PER_UNIT_AND_ADDRESS,
      },
      { key: `qr:ip:${requester}`, max: QR_REQUESTS_PER_ADDRESS },
    ];
    if (!(await takeFromAll(this.counter, budgets, QR_WINDOW_MINUTES * 60_000)))
      throw fieldServiceError(
        'LIMITE_SOLICITACOES',
        `Muitos pedidos deste equipamento ou desta conexão. Tente de novo em até ${QR_WINDOW_MINUTES} minutos.`,
        { tenteNovamenteEm: QR_WINDOW_MINUTES * 60 },
      );
    // Every request spends its budget, whatever its outcome: a refused form or photo costs
    // the service as much as a good one (a truncated 40-megapixel image costs a decode).
    if (!form.contatoTelefone && !form.contatoEmail)
      throw invalid(
        'contatoTelefone: informe um telefone ou um e-mail para a equipe falar com você',
      );
    if (!unit.clienteId)
      throw fieldServiceError(
        'SOLICITACAO_ALVO_INVALIDO',
        'Este equipamento não está ligado a um cliente: fale com a empresa de manutenção.',
      );
    const opened = await this.requests.open(unit.empresaId, {
      origem: 'QR',
      clienteId: unit.clienteId,
      contratoId: unit.contratoId,
      equipamentoId: unit.equipamentoId,
      local: null,
      descricao: form.descricao ?? '',
      urgencia: form.urgencia ?? 'MEDIA',
      contatoNome: form.contatoNome ?? '',
      contatoEmail: form.contatoEmail ?? null,
      contatoTelefone: form.contatoTelefone ?? null,
      foto: photo,
      solicitanteUsuarioId: null,
    });
    // The visitor gets the opaque code and its page, never the company's sequential SOL-n.
    return {
      codigoAcompanhamento: formatTrackingCode(opened.codigoAcompanhamento),
      acompanhamentoUrl: trackingUrl(this.config.publicUrl, opened.codigoAcompanhamento),
    };
  }

  /** The tracking page's content: status and dates (404 for an unknown code). */
  tracking(code: string): Promise<ServiceRequestTracking> {
    return this.requests.tracking(code);
  }
}

/** What the public page shows of a unit. */
export function publicView(unit: PublicUnitRow): PublicUnitView {
  return {
    empresa: unit.empresa,
    logoDataUrl: unit.logoDataUrl,
    telefone: unit.telefone,
    timeZone: unit.timeZone,
    codigo: unit.codigo,
    setor: unit.setor,
    ultimaVisita: unit.ultimaVisita,
    aceitaSolicitacao: unit.clienteId !== null,
  };
}
