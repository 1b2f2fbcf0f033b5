import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { Public } from '@campo/platform';
import { EntityRegistry } from '../registry/entity-registry';
import { buildOpenApi } from './openapi';

@Controller('ingestao-pub')
export class OpenApiController {
  private readonly document: ReturnType<typeof buildOpenApi>;

  constructor(registry: EntityRegistry) {
    this.document = buildOpenApi(registry);
  }

  /** The OpenAPI document of the public ingestion API (no token needed). */
  @Public()
  @Get('openapi.json')
  @ApiOkResponse({
    description: 'O documento OpenAPI 3.1 da API de ingestão',
    schema: { type: 'object' },
  })
  openApi() {
    return this.document;
  }
}
