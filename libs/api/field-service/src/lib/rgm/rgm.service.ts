import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  formatDay,
  RGM_TRANSITIONS,
  type Page,
  type RgmAction,
  type RgmOrigin,
  type RgmState,
  type RgmSummary,
  type RgmView,
  type Role,
} from '@campo/contracts';
import {
  AppException,
  MailService,
  platformError,
  type SessionPrincipal,
  isUuid,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { ScheduleService } from '../schedule/schedule.service';
import { RgmCalculator } from './rgm-calculator.service';
import { RgmPdfService } from './rgm-pdf.service';
import { DEFAULT_RECURRENCE } from '../company-parameters/company-parameters.repository';

export type { RgmView } from '@campo/contracts';

type Action = RgmAction;

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
    private readonly calculator: RgmCalculator,
    private readonly schedule: ScheduleService,
    private readonly pdfs: RgmPdfService,
    private readonly mail: MailService,
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
    if (request.contratoId) await this.contract(session.companyId, request.contratoId);
    const snapshot = await this.compute(session, request.contratoId, request.inicio, request.fim);
    const id = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(
        `INSERT INTO rgm (empresa_id, contrato_id, consolidado, inicio, fim, origem, snapshot, versao_formulas, calculado_em, criado_por)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          session.companyId,
          request.contratoId,
          request.contratoId === null,
          request.inicio,
          request.fim,
          origem,
          snapshot,
          snapshot.versaoFormulas,
          snapshot.calculadoEm,
          session.userId,
        ],
      );
      await this.record(manager, session.companyId, row.id, 'criado', session.userId);
      return row.id as string;
    });
    return this.get(session.companyId, id);
  }

  async list(
    companyId: string,
    filter: { contratoId?: string; estado?: string; pagina: number; porPagina: number },
  ): Promise<Page<RgmSummary>> {
    const params: unknown[] = [companyId, filter.contratoId ?? null, filter.estado ?? null];
    const where = `empresa_id = $1 AND ($2::uuid IS NULL OR contrato_id = $2) AND ($3::text IS NULL OR estado = $3)`;
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM rgm WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM rgm r WHERE ${where.replace(/\b(empresa_id|contrato_id|estado)\b/g, 'r.$1')}
        ORDER BY r.inicio DESC, r.criado_em DESC LIMIT ${filter.porPagina} OFFSET ${(filter.pagina - 1) * filter.porPagina}`,
      params,
    );
    return {
      itens: rows.map(toSummary),
      total,
      pagina: filter.pagina,
      porPagina: filter.porPagina,
    };
  }

  async get(companyId: string, id: string): Promise<RgmView> {
    const [row] = isUuid(id)
      ? await this.dataSource.query(
          `SELECT ${VIEW_COLUMNS}, r.snapshot FROM rgm r WHERE r.empresa_id = $1 AND r.id = $2`,
          [companyId, id],
        )
      : [];
    if (!row) throw fieldServiceError('RGM_NAO_ENCONTRADO', 'RGM não encontrado.');
    const events = await this.dataSource.query(
      `SELECT e.acao, u.name AS usuario, e.em FROM rgm_evento e LEFT JOIN users u ON u.id = e.usuario_id
        WHERE e.empresa_id = $1 AND e.rgm_id = $2 ORDER BY e.em, e.id`,
      [companyId, id],
    );
    return {
      ...toSummary(row),
      snapshot: row.snapshot,
      eventos: events.map((event: { acao: string; usuario: string | null; em: Date }) => ({
        ...event,
        em: event.em.toISOString(),
      })),
    };
  }

  /** Applies an action if the current state and the caller's role allow it. */
  async act(session: RgmActor, id: string, action: Action): Promise<RgmView> {
    const rule = RGM_TRANSITIONS[action];
    if (!rule.roles.includes(session.role)) {
      throw platformError('ACESSO_NEGADO', 'Seu perfil não tem permissão para esta operação.');
    }
    // The PDF sent is the one kept for the release: fetched (or rendered) before the row is locked.
    const attachment =
      action === 'enviar' ? await this.releasedPdf(session.companyId, id) : undefined;
    await this.dataSource.transaction(async (manager) => {
      const [rgm] = isUuid(id)
        ? await manager.query(
            `SELECT id, estado, contrato_id, inicio, fim FROM rgm WHERE empresa_id = $1 AND id = $2 FOR UPDATE`,
            [session.companyId, id],
          )
        : [];
      if (!rgm) throw fieldServiceError('RGM_NAO_ENCONTRADO', 'RGM não encontrado.');
      if (!rule.from.includes(rgm.estado)) {
        throw fieldServiceError(
          'TRANSICAO_INVALIDA',
          `Não é possível ${action} um RGM ${rgm.estado}.`,
          { estado: rgm.estado },
        );
      }
      if (action === 'recalcular') {
        const snapshot = await this.compute(session, rgm.contrato_id, rgm.inicio, rgm.fim);
        await manager.query(
          `UPDATE rgm SET snapshot = $3, versao_formulas = $4, calculado_em = $5 WHERE empresa_id = $1 AND id = $2`,
          [session.companyId, id, snapshot, snapshot.versaoFormulas, snapshot.calculadoEm],
        );
      } else if (action === 'liberar') {
        await manager.query(
          `UPDATE rgm SET estado = 'liberado', liberado_por = $3, liberado_em = now() WHERE empresa_id = $1 AND id = $2`,
          [session.companyId, id, session.userId],
        );
      } else if (action === 'enviar') {
        await this.send(manager, session.companyId, id, attachment);
        await manager.query(
          `UPDATE rgm SET estado = 'enviado', enviado_em = now() WHERE empresa_id = $1 AND id = $2`,
          [session.companyId, id],
        );
      } else {
        await manager.query(
          `UPDATE rgm SET estado = 'rascunho', liberado_por = NULL, liberado_em = NULL, enviado_em = NULL WHERE empresa_id = $1 AND id = $2`,
          [session.companyId, id],
        );
        await this.pdfs.forget(manager, session.companyId, id);
      }
      await this.record(manager, session.companyId, id, action, session.userId);
    });
    const view = await this.get(session.companyId, id);
    if (action === 'liberar') await this.keepPdf(session.companyId, view);
    return view;
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
    const [company] = await this.dataSource.query(`SELECT settings FROM companies WHERE id = $1`, [
      session.companyId,
    ]);
    const recurrence = { ...DEFAULT_RECURRENCE, ...(company?.settings?.rgmRecorrencia ?? {}) };
    const snapshot = await this.calculator.compute({
      companyId: session.companyId,
      timeZone: session.timeZone,
      contractId,
      inicio,
      fim,
      recurrence,
    });
    const scope = { companyId: session.companyId, timeZone: session.timeZone };
    snapshot.cronograma = await this.schedule.grid(scope, {
      contratoId: contractId ?? undefined,
      ano: Number(fim.slice(0, 4)),
    });
    return snapshot;
  }

  /** The notice to the contract's RGM recipients (or, for a consolidated RGM, the company's supervisors). */
  private async send(
    manager: EntityManager,
    companyId: string,
    id: string,
    attachment?: { filename: string; content: Buffer; contentType: string },
  ) {
    const [rgm] = await manager.query(
      `SELECT r.inicio, r.fim, r.consolidado, c.codigo, c.emails_rgm, cl.nome AS cliente, co.name AS empresa
         FROM rgm r JOIN companies co ON co.id = r.empresa_id
         LEFT JOIN contrato c ON c.id = r.contrato_id LEFT JOIN cliente cl ON cl.id = c.cliente_id
        WHERE r.empresa_id = $1 AND r.id = $2`,
      [companyId, id],
    );
    const recipients: string[] = rgm.consolidado
      ? (
          await manager.query(
            `SELECT email FROM users WHERE empresa_id = $1 AND role IN ('ADMIN', 'SUPERVISOR') AND active`,
            [companyId],
          )
        ).map((row: { email: string }) => row.email)
      : String(rgm.emails_rgm ?? '')
          .split(/[,;\s]+/)
          .filter((email) => email.includes('@'));
    if (recipients.length === 0) {
      throw fieldServiceError(
        'SEM_DESTINATARIOS',
        'O contrato não tem destinatários de RGM; cadastre os e-mails do RGM no contrato.',
      );
    }
    const scope = rgm.consolidado
      ? 'consolidado'
      : `do contrato ${rgm.codigo}${rgm.cliente ? ` (${rgm.cliente})` : ''}`;
    const status = await this.mail.send({
      companyId,
      to: recipients,
      subject: `RGM ${scope} — ${formatDay(rgm.inicio)} a ${formatDay(rgm.fim)}`,
      text: `Olá,\n\nO relatório gerencial de manutenção (RGM) ${scope}, de ${formatDay(rgm.inicio)} a ${formatDay(rgm.fim)}, foi liberado por ${rgm.empresa}. Segue em anexo, em PDF.\n\nAtenciosamente,\n${rgm.empresa}`,
      attachments: attachment ? [attachment] : undefined,
    });
    if (status === 'FALHOU') {
      throw fieldServiceError(
        'EMAIL_NAO_ENVIADO',
        'O servidor de e-mail recusou a mensagem; o RGM continua liberado. Tente enviar de novo.',
      );
    }
  }

  private record(
    manager: EntityManager,
    companyId: string,
    id: string,
    action: string,
    userId: string | null,
  ) {
    return manager.query(
      `INSERT INTO rgm_evento (empresa_id, rgm_id, acao, usuario_id) VALUES ($1, $2, $3, $4)`,
      [companyId, id, action, userId],
    );
  }

  private async contract(companyId: string, id: string) {
    const [row] = isUuid(id)
      ? await this.dataSource.query(`SELECT id FROM contrato WHERE empresa_id = $1 AND id = $2`, [
          companyId,
          id,
        ])
      : [];
    if (!row) throw fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');
  }
}

const VIEW_COLUMNS = `r.id, r.estado, r.origem, r.contrato_id, r.consolidado, r.inicio, r.fim, r.calculado_em, r.liberado_em,
  (SELECT name FROM users WHERE id = r.liberado_por) AS liberado_por, r.enviado_em,
  (SELECT c.codigo FROM contrato c WHERE c.id = r.contrato_id) AS contrato_codigo,
  (SELECT cl.nome FROM contrato c JOIN cliente cl ON cl.id = c.cliente_id WHERE c.id = r.contrato_id) AS cliente_nome`;

function toSummary(row: Record<string, unknown>): RgmSummary {
  return {
    id: row.id as string,
    estado: row.estado as RgmState,
    origem: row.origem as RgmOrigin,
    contratoId: row.contrato_id as string | null,
    contrato: row.contrato_id
      ? { codigo: row.contrato_codigo as string, cliente: row.cliente_nome as string | null }
      : null,
    consolidado: row.consolidado as boolean,
    inicio: row.inicio as string,
    fim: row.fim as string,
    calculadoEm: (row.calculado_em as Date).toISOString(),
    liberadoEm: (row.liberado_em as Date | null)?.toISOString() ?? null,
    liberadoPor: row.liberado_por as string | null,
    enviadoEm: (row.enviado_em as Date | null)?.toISOString() ?? null,
  };
}
