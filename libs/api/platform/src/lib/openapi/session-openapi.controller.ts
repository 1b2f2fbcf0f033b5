import { Controller, Get, INestApplication, Injectable } from '@nestjs/common';
import { ApiOkResponse, type OpenAPIObject } from '@nestjs/swagger';
import { Public } from '../common/access-policy';
import { buildSessionOpenApi } from './session-openapi';

/**
 * The session API's OpenAPI document, built from the application it describes the
 * first time it is asked for, then kept (the routes cannot change while it runs).
 * configureHttpApp hands it the application.
 */
@Injectable()
export class SessionOpenApi {
  private app: INestApplication | undefined;
  private document: OpenAPIObject | undefined;

  describe(app: INestApplication) {
    this.app = app;
  }

  get(): OpenAPIObject {
    if (!this.app) throw new Error('SessionOpenApi: configureHttpApp não foi chamado.');
    this.document ??= buildSessionOpenApi(this.app);
    return this.document;
  }
}

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
