import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { Public } from '../common/access-policy';
import { SessionOpenApi } from './session-openapi';

@Controller()
export class SessionOpenApiController {
  constructor(private readonly openApi: SessionOpenApi) {}

  /** The OpenAPI document of the session API (documentation: no session needed). */
  @Public()
  @Get('openapi.json')
  @ApiOkResponse({ description: 'Este documento (OpenAPI 3.1)', schema: { type: 'object' } })
  document() {
    return this.openApi.get();
  }
}
