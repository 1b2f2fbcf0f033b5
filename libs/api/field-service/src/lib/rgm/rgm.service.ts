import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  RGM_TRANSITIONS,
  type Page,
  type RgmAction,
  type RgmSnapshot,
  type RgmState,
  type RgmSummary,
  type RgmView,
  type Role,
} from '@campo/contracts';
import {
  AppException,
  isPostgresError,
  type PageRequest,
  PG_UNIQUE_VIOLATION,
  platformError,
  type SessionPrincipal,
  WebhookEmitter,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { rgmEvent } from '../common/webhook-events';
import { ScheduleService } from '../schedule/schedule.service';
import { RgmCalculator } from './rgm-calculator.service';
import { RgmSeriesCalculator } from './rgm-series';
import { RgmNoticeService } from './rgm-notice.service';
import { RgmPdfService } from './rgm-pdf.service';
import { RgmRepository } from './rgm.repository';
import { RgmWorkCalculator } from './rgm-work.service';
import { DEFAULT_RECURRENCE } from '../company-parameters/company-parameters.repository';

export type { RgmView } from '@campo/contracts';

type Action = RgmAction;

export const rgmNotFound = () => fieldServiceError('RGM_NAO_ENCONTRADO', 'RGM não encontrado.');

const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

/** 409 with the RGM that already holds the scope and period, so the caller can open it. */
export function rgmExists(
  existing: { id: string; estado: RgmState },
  contractId: string | null,
  period: { inicio: string; fim: string },
) {
  const scope = contractId ? 'deste contrato' : 'consolidado';
  return fieldServiceError(
    'RGM_JA_EXISTE',
    `Já existe um RGM ${scope} para ${dayMonthYear(period.inicio)} a ${dayMonthYear(period.fim)} (${existing.estado}). Abra o existente em vez de criar outro.`,
    { rgmId: existing.id, estado: existing.estado },
  );
}

/** Who acts on an RGM: a signed-in user, or the system (userId null) for the automatic closing. */
export interface RgmActor {
  companyId: string;
  timeZone: string;
  userId: string | null;
  role: Role;
}

/**
 * The RGM workflow: rascunho → liberado → enviado. A draft can be recomputed;
 * releasing freezes its snapshot, which never changes afterwards, whatever
 * happens to the orders; ADMIN may reopen. Every transition is recorded.
 */
@Injectable()
export class RgmService {
  private readonly logger = new Logger(RgmService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rgms: RgmRepository,
    private readonly calculator: RgmCalculator,
    private readonly seriesCalculator: RgmSeriesCalculator,
    private readonly work: RgmWorkCalculator,
    private readonly schedule: ScheduleService,
    private readonly pdfs: RgmPdfService,
    private readonly notices: RgmNoticeService,
    private readonly webhooks: WebhookEmitter,
  ) {}

  async create(
    session: Omit<RgmActor, 'role'>,
    request: { contratoId: string | null; inicio: string; fim: string },
    origem: 'manual' | 'automatico' = 'manual',
  ): Promise<RgmView> {
    if (request.fim < request.inicio)
      throw platformError('DADOS_INVALIDOS', 'Dados inválidos: fim anterior ao início.', {
        detalhes: ['fim: anterior ao início'],
      });
    if (
      request.contratoId &&
      !(await this.rgms.contractExists(session.companyId, request.contratoId))
    )
      throw fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');
    const period = { inicio: request.inicio, fim: request.fim };
    const existing = await this.rgms.findInScope(session.companyId, request.contratoId, period);
    if (existing) throw rgmExists(existing, request.contratoId, period);
    const snapshot = await this.compute(session, request.contratoId, request.inicio, request.fim);
    const id = await this.insert(session, request, origem, snapshot);
    return this.get(session.companyId, id, snapshot);
  }

  /** Inserts the draft; of two concurrent creations of one scope and period, the unique index lets one through. */
  private async insert(
    session: Omit<RgmActor, 'role'>,
    request: { contratoId: string | null; inicio: string; fim: string },
    origem: 'manual' | 'automatico',
    snapshot: RgmSnapshot,
  ): Promise<string> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const created = await this.rgms.insert(
          {
            companyId: session.companyId,
            contractId: request.contratoId,
            inicio: request.inicio,
            fim: request.fim,
            origem,
            snapshot,
            userId: session.userId,
          },
          manager,
        );
        await this.rgms.recordEvent(session.companyId, created, 'criado', session.userId, manager);
        return created;
      });
    } catch (error) {
      if (!isPostgresError(error, PG_UNIQUE_VIOLATION)) throw error;
      const winner = await this.rgms.findInScope(session.companyId, request.contratoId, request);
      if (!winner) throw error;
      throw rgmExists(winner, request.contratoId, request);
    }
  }

  async list(
    companyId: string,
    filter: { contratoId?: string; estado?: string },
    page: PageRequest,
  ): Promise<Page<RgmSummary>> {
    const { itens, total } = await this.rgms.list(
      companyId,
      { contratoId: filter.contratoId ?? null, estado: filter.estado ?? null },
      page,
    );
    return { itens, total, pagina: page.pagina, porPagina: page.porPagina };
  }

  /** `computed`: the snapshot the caller just wrote, given back as is instead of read again. */
  async get(companyId: string, id: string, computed?: RgmSnapshot): Promise<RgmView> {
    const rgm = await this.rgms.find(companyId, id, computed);
    if (!rgm) throw rgmNotFound();
    return { ...rgm, eventos: await this.rgms.events(companyId, id) };
  }

  /**
   * Applies an action if the current state and the caller's role allow it; `enviar` goes to
   * `recipients` when given, else to the contract's RGM recipients.
   */
  async act(
    session: RgmActor,
    id: string,
    action: Action,
    recipients?: string[],
  ): Promise<RgmView> {
    const rule = RGM_TRANSITIONS[action];
    if (!rule.roles.includes(session.role)) {
      throw platformError('ACESSO_NEGADO', 'Seu perfil não tem permissão para esta operação.');
    }
    // The PDF sent is the one kept for the release: fetched (or rendered) before the row is locked.
    const attachment =
      action === 'enviar' ? await this.releasedPdf(session.companyId, id) : undefined;
    let computed: RgmSnapshot | undefined;
    await this.dataSource.transaction(async (manager) => {
      const rgm = await this.rgms.lock(session.companyId, id, manager);
      if (!rgm) throw rgmNotFound();
      if (!rule.from.includes(rgm.estado)) {
        throw fieldServiceError(
          'TRANSICAO_INVALIDA',
          `Não é possível ${action} um RGM ${rgm.estado}.`,
          { estado: rgm.estado },
        );
      }
      if (action === 'recalcular') {
        computed = await this.compute(session, rgm.contratoId, rgm.inicio, rgm.fim);
        await this.rgms.updateSnapshot(session.companyId, id, computed, manager);
      } else if (action === 'liberar') {
        await this.rgms.markReleased(session.companyId, id, session.userId, manager);
        await this.webhooks.emit(
          manager,
          session.companyId,
          'rgm.liberado',
          rgmEvent(this.webhooks, id, rgm),
        );
      } else if (action === 'enviar') {
        await this.notices.send(session.companyId, id, { attachment, recipients }, manager);
        await this.rgms.markSent(session.companyId, id, manager);
        await this.webhooks.emit(
          manager,
          session.companyId,
          'rgm.enviado',
          rgmEvent(this.webhooks, id, rgm),
        );
      } else {
        await this.rgms.markDraft(session.companyId, id, manager);
        await this.rgms.forgetPdf(session.companyId, id, manager); // its next release prints anew
      }
      await this.rgms.recordEvent(session.companyId, id, action, session.userId, manager);
    });
    const view = await this.get(session.companyId, id, computed);
    if (action === 'liberar') await this.keepPdf(session.companyId, view);
    return view;
  }

  /**
   * The client's acknowledgement of a released RGM (name and instant, printed on the PDF):
   * recorded once, with an event; the PDF kept at release is rendered anew from the same
   * frozen snapshot so that it prints the acknowledgement. The caller checks the client's scope.
   */
  async acknowledge(
    actor: Pick<SessionPrincipal, 'companyId' | 'userId'>,
    id: string,
    name: string,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.rgms.markAcknowledged(actor.companyId, id, name, manager))) return;
      await this.rgms.forgetPdf(actor.companyId, id, manager);
      await this.rgms.recordEvent(actor.companyId, id, 'ciente', actor.userId, manager);
    });
  }

  /** The RGM's PDF and the file name to give it. */
  async pdf(companyId: string, id: string): Promise<{ pdf: Buffer; fileName: string }> {
    const view = await this.get(companyId, id);
    return { pdf: await this.pdfs.pdf(companyId, view), fileName: this.pdfs.fileName(view) };
  }

  /** Renders and keeps the PDF at release; without Chromium the release stands and the PDF is made on first request. */
  private async keepPdf(companyId: string, view: RgmView) {
    try {
      await this.pdfs.pdf(companyId, view);
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
      this.logger.warn(
        { rgm: view.id, motivo: error.codigo },
        'RGM liberado sem PDF; o PDF será gerado quando pedido',
      );
    }
  }

  private async releasedPdf(companyId: string, id: string) {
    const view = await this.get(companyId, id);
    if (view.estado !== 'liberado') return undefined; // the transition check below answers 409
    return {
      filename: this.pdfs.fileName(view),
      content: await this.pdfs.pdf(companyId, view),
      contentType: 'application/pdf',
    };
  }

  private async compute(
    session: Pick<SessionPrincipal, 'companyId' | 'timeZone'>,
    contractId: string | null,
    inicio: string,
    fim: string,
  ) {
    const recurrence = {
      ...DEFAULT_RECURRENCE,
      ...(await this.rgms.recurrenceSetting(session.companyId)),
    };
    const figuresScope = {
      companyId: session.companyId,
      timeZone: session.timeZone,
      contractId,
      inicio,
      fim,
    };
    const scope = { companyId: session.companyId, timeZone: session.timeZone };
    // The four parts read apart, on their own connections: PostgreSQL works on one while the
    // API maps another's rows (docs/performance.md, "O RGM em quatro partes ao mesmo tempo").
    const figures = this.calculator.compute({ ...figuresScope, recurrence });
    const [snapshot, series, cronograma, work] = await Promise.all([
      figures,
      this.seriesCalculator.compute(figuresScope),
      // The grid on the same clock as the preventive figures (the moment of calculation,
      // executions made since counted as they are there): a unit's month reads the same in
      // the schedule tab, the preventive tab and the live grid.
      this.schedule.grid(scope, {
        contratoId: contractId ?? undefined,
        ano: Number(fim.slice(0, 4)),
      }),
      // A failure of the figures is Promise.all's to report; this branch then reads none.
      this.work.compute(
        figuresScope,
        figures.then(
          (computed) => computed.preventivas,
          () => undefined,
        ),
      ),
    ]);
    snapshot.series = series;
    snapshot.cronograma = cronograma;
    Object.assign(snapshot, work);
    return snapshot;
  }
}
