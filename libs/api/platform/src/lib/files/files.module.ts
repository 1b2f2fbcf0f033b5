import { Module } from '@nestjs/common';
import { FileAccessRules } from './file-access';
import { fileStorageProvider } from './file-storage.provider';
import { FileService } from './file.service';
import { FilesController } from './files.controller';
import { ImageEncoder } from './image-encoder';
import { StoredFileRepository } from './stored-file.repository';

/** File storage: the configured adapter, the metadata and the generic download routes. */
@Module({
  controllers: [FilesController],
  providers: [
    fileStorageProvider,
    StoredFileRepository,
    ImageEncoder,
    FileService,
    FileAccessRules,
  ],
  exports: [FileService, FileAccessRules, ImageEncoder, fileStorageProvider],
})
export class FilesModule {}
