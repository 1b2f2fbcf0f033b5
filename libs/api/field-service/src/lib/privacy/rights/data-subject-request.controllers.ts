import { Body, Controller, Param, Post } from '@nestjs/common';
import { CLIENT_PORTAL_ROLES } from '@campo/contracts';
import {
  CurrentSession,
  DataSubjectRequests,
  ok,
  OpenDataSubjectRequestDto,
  Public,
  RequireSession,
  type SessionPrincipal,
} from '@campo/platform';
import { fieldServiceError } from '../../common/field-service-errors';
import { RequesterRightsRepository } from './requester-rights.repository';

/** A portal user asks about their own data (LGPD art. 18). */
@Controller('portal/privacidade')
@RequireSession(...CLIENT_PORTAL_ROLES)
export class PortalDataSubjectRequestController {
  constructor(private readonly requests: DataSubjectRequests) {}

  @Post('pedidos')
  async open(@CurrentSession() session: SessionPrincipal, @Body() body: OpenDataSubjectRequestDto) {
    return ok(
      await this.requests.open(session.companyId, {
        origin: 'PORTAL',
        reference: session.userId,
        name: session.userName,
        email: session.email,
        phone: null,
        request: body.pedido,
      }),
    );
  }
}

/**
 * Whoever left a request through a unit's QR code asks about their data from its
 * tracking page: the tracking code is what proves it is them, and their contact is the
 * one the request holds.
 */
@Controller('qr/acompanhar')
export class TrackingDataSubjectRequestController {
  constructor(
    private readonly requests: DataSubjectRequests,
    private readonly requesters: RequesterRightsRepository,
  ) {}

  @Public()
  @Post(':codigo/privacidade')
  async open(@Param('codigo') code: string, @Body() body: OpenDataSubjectRequestDto) {
    const requester = await this.requesters.byTrackingCode(code);
    if (!requester)
      throw fieldServiceError(
        'SOLICITACAO_NAO_ENCONTRADA',
        'Código de acompanhamento não encontrado.',
      );
    return ok(
      await this.requests.open(requester.companyId, {
        origin: 'ACOMPANHAMENTO',
        reference: code,
        name: requester.name,
        email: requester.email,
        phone: requester.phone,
        request: body.pedido,
      }),
    );
  }
}
