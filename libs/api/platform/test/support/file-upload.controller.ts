import { Controller, HttpCode, type OnModuleInit, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentSession } from '../../src/lib/auth/current-session.decorator';
import type { SessionPrincipal } from '../../src/lib/auth/session-principal';
import { RequireSession } from '../../src/lib/common/access-policy';
import { ok } from '../../src/lib/common/success';
import { FileAccessRules } from '../../src/lib/files/file-access';
import { FileService } from '../../src/lib/files/file.service';
import type { FileFormat } from '../../src/lib/files/image-pipeline';

export const TEST_UPLOAD_PREFIX = '/api/teste-arquivos';

/** The owner kind of the test's files: read by id by anyone of the company, but owner `restrito`'s (403). */
export const TEST_FILE_OWNER = 'teste';

/**
 * An upload route as a domain would write one (the platform has none): the body is
 * the file's bytes, the owner comes from the path (its kind from `?donoTipo`, default
 * `teste`, the one kind with a read rule), the rest from query and headers.
 */
@Controller('teste-arquivos')
@RequireSession()
export class FileUploadController implements OnModuleInit {
  constructor(
    private readonly files: FileService,
    private readonly access: FileAccessRules,
  ) {}

  onModuleInit() {
    this.access.register(TEST_FILE_OWNER, async (_reader, file) =>
      file.donoId === 'restrito' ? 'forbid' : 'allow',
    );
  }

  @Post(':dono/:formato')
  @HttpCode(200)
  async upload(
    @CurrentSession() session: SessionPrincipal,
    @Param('dono') owner: string,
    @Param('formato') format: FileFormat,
    @Query() query: Record<string, string>,
    @Req() request: Request,
  ) {
    const answer = await this.files.store({
      companyId: session.companyId,
      id: query.id,
      owner: { kind: query.donoTipo ?? TEST_FILE_OWNER, id: owner },
      label: query.rotulo ?? 'FOTO',
      format,
      bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      capturedAt: query.capturadoEm ? new Date(query.capturadoEm) : null,
      latitude: query.latitude ? Number(query.latitude) : null,
      longitude: query.longitude ? Number(query.longitude) : null,
      createdBy: session.userId,
    });
    return ok(answer);
  }
}
