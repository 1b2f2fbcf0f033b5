import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { checkRoomReading, type RoomReading } from '@campo/contracts';
import type { SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type { RecordRoomReadingDto } from './care-area.dto';
import { type ReadingRoom, RoomRepository, type StoredRoomReading } from './room.repository';

export const roomNotFound = () =>
  fieldServiceError('AMBIENTE_NAO_ENCONTRADO', 'Ambiente não encontrado.');

type Actor = Pick<SessionPrincipal, 'companyId' | 'userId' | 'role'>;

/**
 * The readings of a care area at a visit (temperature, humidity, pressure difference, air
 * changes), judged where they are taken: each value read is written as the order's
 * checklist answer for the room and parameter (conforme or not), so a value outside the
 * room's band is at once a non-conformity with its corrective proposal, in the RGM and
 * in the PMOC's execution record like any failed item.
 */
@Injectable()
export class RoomReadingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rooms: RoomRepository,
  ) {}

  /**
   * Records the readings on an open order of a unit serving the room (a technician: an
   * order allocated to them; the office: any). Re-reading a parameter on the same order
   * replaces its answer; the reading itself is kept.
   */
  record(actor: Actor, roomId: string, dto: RecordRoomReadingDto): Promise<RoomReading> {
    return this.dataSource.transaction(async (manager) => {
      const room = await this.rooms.find(actor.companyId, roomId, null, manager);
      if (!room) throw roomNotFound();
      if (!room.areaSaude)
        throw fieldServiceError(
          'LEITURA_AMBIENTE_INVALIDA',
          `O ambiente ${room.codigo} não é área de saúde: marque a sua classe da ABNT NBR 7256:2021 antes de registrar leituras.`,
        );
      const values = {
        temperaturaC: dto.temperaturaC ?? null,
        umidadePct: dto.umidadePct ?? null,
        pressaoDiferencialPa: dto.pressaoDiferencialPa ?? null,
        trocasArH: dto.trocasArH ?? null,
      };
      if (Object.values(values).every((value) => value === null))
        throw fieldServiceError(
          'LEITURA_AMBIENTE_INVALIDA',
          'Informe ao menos um valor lido (temperatura, umidade, pressão diferencial ou trocas de ar).',
        );
      const order = await this.rooms.orderAtRoom(
        manager,
        actor.companyId,
        room,
        dto.ordemServicoId,
        actor.role === 'TECNICO' ? actor.userId : null,
      );
      if (!order)
        throw fieldServiceError(
          'ORDEM_FORA_DO_AMBIENTE',
          `A ordem informada não é uma ordem aberta${actor.role === 'TECNICO' ? ' sua' : ''} de um equipamento que atende o ambiente ${room.codigo}.`,
        );
      const checks = checkRoomReading(room.codigo, room.areaSaude.parametros, values);
      const stored = await this.rooms.insertReading(manager, actor.companyId, {
        ...values,
        ambienteId: room.id,
        ordemServicoId: dto.ordemServicoId,
        data: order.data,
        naoConformes: checks.filter((check) => !check.conforme).map((check) => check.parametro),
        userId: actor.userId,
      });
      await this.rooms.saveReadingAnswers(manager, actor.companyId, dto.ordemServicoId, checks);
      return this.judged(room, stored);
    });
  }

  async list(companyId: string, roomId: string): Promise<RoomReading[]> {
    const room = await this.rooms.find(companyId, roomId, null);
    if (!room) throw roomNotFound();
    const readings = await this.rooms.readings(companyId, roomId);
    return readings.map((reading) => this.judged(room, reading));
  }

  /**
   * A stored reading with each parameter's verdict as recorded (the band in the words is
   * the room's now: parameters edited later do not change a verdict already recorded).
   */
  private judged(room: ReadingRoom, stored: StoredRoomReading): RoomReading {
    const { naoConformes, ...reading } = stored;
    const checks = room.areaSaude
      ? checkRoomReading(room.codigo, room.areaSaude.parametros, reading)
      : [];
    return {
      ...reading,
      verificacoes: checks.map((check) => ({
        ...check,
        conforme: !naoConformes.includes(check.parametro),
      })),
    };
  }
}
