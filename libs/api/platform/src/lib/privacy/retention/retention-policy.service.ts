import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RetentionTermView } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { actorOf, AuditService } from '../../audit/audit.service';
import type { SessionPrincipal } from '../../auth/session-principal';
import { platformError } from '../../common/app-exception';
import { PersonalDataRegistry, type ProcessingActivity } from '../personal-data';
import { RetentionHandlers } from './retention-handlers';
import { RetentionRepository } from './retention.repository';

/** A category's term in force for one company. */
export interface RetentionTerm {
  code: string;
  /** Days in force; `null` where the data lives as long as the thing it belongs to. */
  days: number | null;
  /** True when the company set its own term; false: the record's default. */
  custom: boolean;
  activity: ProcessingActivity;
}

/**
 * The retention term of each category for a company: the record's default unless the
 * ADMIN set another within the record's bounds. The notice, the record screen, the
 * retention screen and the daily job all read the term from here.
 */
@Injectable()
export class RetentionPolicy {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly terms: RetentionRepository,
    private readonly handlers: RetentionHandlers,
    private readonly audit: AuditService,
  ) {}

  /** Every category's term for the company, in the record's order. */
  async effectiveAll(companyId: string): Promise<RetentionTerm[]> {
    const own = await this.terms.terms(companyId);
    return this.registry.list().map((activity) => resolve(activity, own.get(activity.code)));
  }

  /** One category's term for the company; undefined for a code the record does not have. */
  async effectiveRetention(companyId: string, code: string): Promise<RetentionTerm | undefined> {
    const activity = this.registry.get(code);
    if (!activity) return undefined;
    return resolve(activity, (await this.terms.terms(companyId)).get(code));
  }

  async list(companyId: string): Promise<RetentionTermView[]> {
    return (await this.effectiveAll(companyId)).map((term) => this.view(term));
  }

  /** Sets the company's term for a category (`null`: back to the default), within the record's bounds. */
  async setTerm(admin: SessionPrincipal, code: string, days: number | null) {
    const activity = this.registry.get(code);
    if (!activity) throw platformError('NAO_ENCONTRADO', 'Categoria de dados não encontrada.');
    const { minDays, maxDays } = activity.retention;
    if (days !== null) {
      if (minDays === null || maxDays === null || minDays === maxDays)
        throw platformError(
          'PRAZO_FORA_DOS_LIMITES',
          `O prazo de "${activity.title}" é fixo e não pode ser alterado.`,
          { minimo: minDays, maximo: maxDays },
        );
      if (days < minDays || days > maxDays)
        throw platformError(
          'PRAZO_FORA_DOS_LIMITES',
          `O prazo de "${activity.title}" deve ficar entre ${minDays} e ${maxDays} dias.`,
          { minimo: minDays, maximo: maxDays },
        );
    }
    await this.dataSource.transaction(async (db) => {
      const before = (await this.terms.terms(admin.companyId, db)).get(code) ?? null;
      await this.terms.setTerm(db, admin.companyId, code, days, admin.userId);
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'RETENCAO_PRAZO_ALTERADO',
        summary:
          days === null
            ? `Prazo de retenção de "${activity.title}" voltou ao padrão`
            : `Prazo de retenção de "${activity.title}" alterado para ${days} dias`,
        details: { codigo: code, dias: { de: before, para: days } },
      });
    });
    return this.view(resolve(activity, days ?? undefined));
  }

  private view({ activity, days, custom }: RetentionTerm): RetentionTermView {
    const rule = activity.retention;
    return {
      codigo: activity.code,
      titulo: activity.title,
      dias: days,
      padraoDias: rule.defaultDays,
      minimoDias: rule.minDays,
      maximoDias: rule.maxDays,
      editavel: rule.minDays !== null && rule.maxDays !== null && rule.minDays < rule.maxDays,
      personalizado: custom,
      contaDe: rule.from,
      acao: rule.action,
      mantem: rule.keeps ?? null,
      aplicadoPelaRotina: rule.defaultDays !== null && this.handlers.has(activity.code),
    };
  }
}

function resolve(activity: ProcessingActivity, own: number | undefined): RetentionTerm {
  return {
    code: activity.code,
    days: own ?? activity.retention.defaultDays,
    custom: own !== undefined,
    activity,
  };
}
