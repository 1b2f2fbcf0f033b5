import { Controller, Get, Query } from '@nestjs/common';
import type { SuccessResponse } from '@campo/contracts';
import {
  CurrentSession,
  platformError,
  RequireSession,
  SessionPrincipal,
  isUuid,
} from '@campo/platform';
import { ScheduleGrid, ScheduleService } from './schedule.service';

/** The annual maintenance grid (every role of the company). */
@Controller('fs/cronograma')
@RequireSession()
export class ScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  @Get()
  async grid(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: Record<string, string>,
  ): Promise<SuccessResponse<ScheduleGrid>> {
    const ano = Number(query.ano);
    const problems = [
      !Number.isInteger(ano) || ano < 2000 || ano > 2100
        ? 'ano: informe o ano, ex.: ano=2026'
        : null,
      query.contratoId && !isUuid(query.contratoId) ? 'contratoId: id de um contrato' : null,
    ].filter((problem): problem is string => problem !== null);
    if (problems.length > 0)
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
        detalhes: problems,
      });
    const dados = await this.schedule.grid(session, {
      ano,
      contratoId: query.contratoId || undefined,
      setor: query.setor || undefined,
      periodicidade: query.periodicidade || undefined,
    });
    return { sucesso: true, dados };
  }
}
