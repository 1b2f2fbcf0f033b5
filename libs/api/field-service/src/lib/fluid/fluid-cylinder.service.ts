import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  CYLINDER_PURPOSE_LABELS,
  type CylinderPurpose,
  type FluidCylinder,
  type FluidDestination,
  type FluidEventKind,
  gasKey,
  localDate,
  normalizeCnpj,
} from '@campo/contracts';
import {
  actorOf,
  AuditService,
  FileService,
  platformError,
  type SessionPrincipal,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import type {
  CreateFluidCylinderDto,
  CreateFluidDestinationDto,
  FluidCylinderQueryDto,
  UpdateFluidCylinderDto,
} from './fluid-cylinder.dto';
import { type CylinderValues, FluidCylinderRepository } from './fluid-cylinder.repository';
import { FluidRepository } from './fluid.repository';

/** What a destination's certificate file belongs to, as the platform's files record it. */
export const DESTINATION_FILE_OWNER = 'fluido_destinacao';

export const cylinderNotFound = () =>
  fieldServiceError('CILINDRO_NAO_ENCONTRADO', 'Cilindro não encontrado.');

const invalid = (problems: string[]) =>
  platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
    detalhes: problems,
  });

/** Why a gas event cannot take a cylinder, in words (`CILINDRO_INVALIDO`, `motivo`). */
type CylinderRefusal = 'NAO_ENCONTRADO' | 'INATIVO' | 'FINALIDADE' | 'GAS_DIFERENTE';

/**
 * The company's refrigerant cylinders, recorded once: a supply cylinder (new gas) with its
 * supplier, invoice and lot, or a recovery cylinder; picked by gas events, checked here;
 * and the destinations of recovery cylinders with their certificate files.
 */
@Injectable()
export class FluidCylinderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cylinders: FluidCylinderRepository,
    private readonly events: FluidRepository,
    private readonly files: FileService,
    private readonly audit: AuditService,
  ) {}

  list(companyId: string, query: FluidCylinderQueryDto): Promise<FluidCylinder[]> {
    return this.cylinders.list(companyId, {
      finalidade: query.finalidade ?? null,
      tipoGas: query.tipoGas ?? null,
      ativo: query.ativo ?? null,
    });
  }

  async get(companyId: string, id: string): Promise<FluidCylinder> {
    const cylinder = await this.cylinders.find(companyId, id);
    if (!cylinder) throw cylinderNotFound();
    return cylinder;
  }

  async create(session: SessionPrincipal, dto: CreateFluidCylinderDto): Promise<FluidCylinder> {
    const values = await this.readValues(session.companyId, dto.finalidade, dto, null);
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await this.cylinders.insert(
        {
          ...values,
          companyId: session.companyId,
          id,
          finalidade: dto.finalidade,
          userId: session.userId,
        },
        manager,
      );
      await this.record(manager, session, 'CILINDRO_CADASTRADO', id, {
        finalidade: dto.finalidade,
        ...values,
      });
    });
    return this.get(session.companyId, id);
  }

  /** Edits what was typed; the gas of a cylinder events already use does not change. */
  async update(
    session: SessionPrincipal,
    id: string,
    dto: UpdateFluidCylinderDto,
  ): Promise<FluidCylinder> {
    const before = await this.get(session.companyId, id);
    const merged = {
      identificacao: dto.identificacao ?? before.identificacao,
      tipoGas: dto.tipoGas ?? before.tipoGas,
      massaKg: dto.massaKg ?? before.massaKg,
      fornecedor: dto.fornecedor ?? before.fornecedor ?? undefined,
      notaFiscal: dto.notaFiscal ?? before.notaFiscal ?? undefined,
      lote: dto.lote ?? before.lote ?? undefined,
    };
    const values = await this.readValues(session.companyId, before.finalidade, merged, id);
    if (values.tipoGas !== before.tipoGas && (await this.cylinders.inUse(session.companyId, id)))
      throw invalid([
        `tipoGas: o cilindro ${before.identificacao} já tem registros de ${before.tipoGas}; cadastre outro cilindro`,
      ]);
    await this.dataSource.transaction(async (manager) => {
      await this.cylinders.update(session.companyId, id, values, manager);
      await this.record(manager, session, 'CILINDRO_ALTERADO', id, { ...values });
    });
    return this.get(session.companyId, id);
  }

  /** A cylinder no longer picked (empty, returned); its records and destinations stay. */
  async deactivate(session: SessionPrincipal, id: string): Promise<FluidCylinder> {
    const cylinder = await this.get(session.companyId, id);
    await this.dataSource.transaction(async (manager) => {
      await this.cylinders.setActive(session.companyId, id, false, manager);
      await this.record(manager, session, 'CILINDRO_DESATIVADO', id, {
        identificacao: cylinder.identificacao,
      });
    });
    return this.get(session.companyId, id);
  }

  /**
   * The cylinder a gas event picks, checked against the event: a recharge takes an active
   * supply cylinder of its gas, a withdrawal an active recovery cylinder of its gas; a leak
   * takes none. Refused with `CILINDRO_INVALIDO` and the reason (422).
   */
  async forEvent(
    companyId: string,
    cylinderId: string,
    event: { kind: FluidEventKind; gas: string },
  ): Promise<FluidCylinder> {
    const cylinder = await this.cylinders.find(companyId, cylinderId);
    const expected: CylinderPurpose | null =
      event.kind === 'RECARGA' ? 'CARGA' : event.kind === 'RETIRADA' ? 'RECOLHIMENTO' : null;
    const refuse = (motivo: CylinderRefusal, message: string) =>
      fieldServiceError('CILINDRO_INVALIDO', message, { motivo });
    if (!cylinder)
      throw refuse('NAO_ENCONTRADO', 'cilindroId: cilindro não encontrado nesta empresa.');
    if (!expected)
      throw refuse(
        'FINALIDADE',
        'cilindroId: um vazamento não sai de um cilindro; registre-o sem cilindro.',
      );
    if (cylinder.finalidade !== expected)
      throw refuse(
        'FINALIDADE',
        `cilindroId: o cilindro ${cylinder.identificacao} é de ${CYLINDER_PURPOSE_LABELS[cylinder.finalidade].toLowerCase()}; ` +
          (expected === 'CARGA'
            ? 'uma recarga sai de um cilindro de carga (gás novo).'
            : 'o gás recolhido vai para um cilindro de recolhimento.'),
      );
    if (!cylinder.ativo)
      throw refuse(
        'INATIVO',
        `cilindroId: o cilindro ${cylinder.identificacao} está desativado; escolha um cilindro ativo.`,
      );
    if (gasKey(cylinder.tipoGas) !== gasKey(event.gas))
      throw refuse(
        'GAS_DIFERENTE',
        `cilindroId: o cilindro ${cylinder.identificacao} é de ${cylinder.tipoGas}, não de ${event.gas}.`,
      );
    return cylinder;
  }

  /** What remains in a supply cylinder, read in the capture's transaction. */
  async remaining(companyId: string, cylinderId: string, manager: EntityManager) {
    const cylinder = await this.cylinders.find(companyId, cylinderId, manager);
    return cylinder ? { identificacao: cylinder.identificacao, saldoKg: cylinder.saldoKg } : null;
  }

  destinations(companyId: string, cylinderId: string): Promise<FluidDestination[]> {
    return this.get(companyId, cylinderId).then(() =>
      this.cylinders.destinations(companyId, cylinderId),
    );
  }

  /**
   * Where a recovery cylinder's gas went. Regeneration and destruction need the recipient
   * (name and CNPJ) and the certificate file (PDF or image); reuse on site needs the
   * contract whose site reused it. The file is checked before the transaction and stored in it.
   */
  async addDestination(
    session: SessionPrincipal,
    cylinderId: string,
    dto: CreateFluidDestinationDto,
    certificate: Buffer | undefined,
  ): Promise<FluidDestination> {
    const cylinder = await this.get(session.companyId, cylinderId);
    const problems: string[] = [];
    if (cylinder.finalidade !== 'RECOLHIMENTO')
      problems.push(
        `cilindro ${cylinder.identificacao}: só um cilindro de recolhimento tem destinação`,
      );
    if (Number.isNaN(new Date(`${dto.data}T00:00:00Z`).getTime()))
      problems.push('data: data inválida');
    else if (dto.data > localDate(new Date(), session.timeZone))
      problems.push('data: não pode estar no futuro');
    const offSite = dto.destino !== 'REUTILIZADO_NO_LOCAL';
    const cnpj = dto.destinatarioCnpj ? normalizeCnpj(dto.destinatarioCnpj) : null;
    const hasFile = certificate !== undefined && certificate.length > 0;
    if (offSite) {
      if (!dto.destinatarioNome)
        problems.push('destinatarioNome: informe o regenerador ou destruidor que recebeu o gás');
      if (!dto.destinatarioCnpj) problems.push('destinatarioCnpj: informe o CNPJ do destinatário');
      else if (!cnpj) problems.push('destinatarioCnpj: CNPJ inválido');
      if (!hasFile)
        problems.push(
          'certificado: anexe o certificado de regeneração ou destruição (PDF ou imagem)',
        );
    } else if (!dto.contratoId)
      problems.push('contratoId: informe o contrato do local onde o gás foi reutilizado');
    else if (!(await this.cylinders.contractExists(session.companyId, dto.contratoId)))
      problems.push('contratoId: contrato não encontrado');
    if (problems.length > 0) throw invalid(problems);

    const id = randomUUID();
    const prepared = hasFile
      ? await this.files.prepare({
          companyId: session.companyId,
          owner: { kind: DESTINATION_FILE_OWNER, id },
          label: 'CERTIFICADO',
          format: isPdf(certificate) ? 'pdf' : 'photo',
          bytes: certificate,
          createdBy: session.userId,
        })
      : null;
    await this.dataSource.transaction(async (manager) => {
      const fileId = prepared ? (await this.files.save(prepared, manager)).file.id : null;
      await this.cylinders.insertDestination(
        {
          companyId: session.companyId,
          id,
          cylinderId,
          day: dto.data,
          destino: dto.destino,
          recipientName: dto.destinatarioNome ?? null,
          recipientCnpj: cnpj,
          contractId: offSite ? null : (dto.contratoId ?? null),
          kg: dto.massaKg,
          certificateNumber: dto.certificadoNumero ?? null,
          fileId,
          userId: session.userId,
        },
        manager,
      );
      await this.audit.record(manager, {
        companyId: session.companyId,
        actor: actorOf(session),
        action: 'CILINDRO_DESTINADO',
        summary: `Registrou a destinação do cilindro ${cylinder.identificacao}.`,
        details: { cilindroId: cylinderId, destinacaoId: id, destino: dto.destino },
      });
    });
    const stored = await this.cylinders.destination(session.companyId, id);
    if (!stored) throw new Error(`Destinação ${id} gravada e não encontrada.`);
    return stored;
  }

  /** The certificate file of a destination, for the file access rule. */
  async destinationFileId(companyId: string, destinationId: string): Promise<string | null> {
    return (await this.cylinders.destination(companyId, destinationId))?.arquivoId ?? null;
  }

  /** A cylinder's values read with the same rules on create and edit; the gas normalised to the catalogue. */
  private async readValues(
    companyId: string,
    purpose: CylinderPurpose,
    dto: {
      identificacao?: string;
      tipoGas?: string;
      massaKg?: number;
      fornecedor?: string;
      notaFiscal?: string;
      lote?: string;
    },
    exceptId: string | null,
  ): Promise<CylinderValues> {
    const problems: string[] = [];
    const identificacao = dto.identificacao?.trim();
    if (!identificacao) problems.push('identificacao: informe o número do cilindro');
    const gases = await this.events.gasCodes();
    const gas = dto.tipoGas
      ? gases.find((code) => gasKey(code) === gasKey(dto.tipoGas ?? ''))
      : undefined;
    if (!dto.tipoGas) problems.push('tipoGas: informe o gás do cilindro');
    else if (!gas)
      problems.push(`tipoGas: "${dto.tipoGas}" não está na tabela de gases (${gases.join(', ')})`);
    if (dto.massaKg === undefined) problems.push('massaKg: informe a massa líquida de gás (kg)');
    if (purpose === 'CARGA') {
      if (!dto.fornecedor) problems.push('fornecedor: informe o fornecedor do gás');
      if (!dto.notaFiscal) problems.push('notaFiscal: informe a nota fiscal de compra');
      if (!dto.lote) problems.push('lote: informe o lote do fabricante');
    }
    if (problems.length > 0 || !identificacao || !gas || dto.massaKg === undefined)
      throw invalid(problems);
    if (await this.cylinders.identificationTaken(companyId, identificacao, exceptId))
      throw fieldServiceError(
        'CILINDRO_DUPLICADO',
        `Já existe um cilindro com a identificação ${identificacao}.`,
      );
    return {
      identificacao,
      tipoGas: gas,
      massaKg: dto.massaKg,
      fornecedor: dto.fornecedor ?? null,
      notaFiscal: dto.notaFiscal ?? null,
      lote: dto.lote ?? null,
    };
  }

  private record(
    manager: EntityManager,
    session: SessionPrincipal,
    action: keyof typeof AUDIT_SUMMARIES,
    id: string,
    details: Record<string, unknown>,
  ) {
    return this.audit.record(manager, {
      companyId: session.companyId,
      actor: actorOf(session),
      action,
      summary: `Cilindro ${String(details['identificacao'] ?? id)} ${AUDIT_SUMMARIES[action]}.`,
      details: { cilindroId: id, ...details },
    });
  }
}

const AUDIT_SUMMARIES = {
  CILINDRO_CADASTRADO: 'cadastrado',
  CILINDRO_ALTERADO: 'alterado',
  CILINDRO_DESATIVADO: 'desativado',
};

function isPdf(bytes: Buffer) {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
