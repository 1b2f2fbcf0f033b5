import { Module } from '@nestjs/common';
import { fileStorageProvider } from './file-storage.provider';
import { FileService } from './file.service';
import { FilesController } from './files.controller';
import { StoredFileRepository } from './stored-file.repository';

/** File storage: the configured adapter, the metadata and the generic download routes. */
@Module({
  controllers: [FilesController],
  providers: [fileStorageProvider, StoredFileRepository, FileService],
  exports: [FileService, fileStorageProvider],
})
export class FilesModule {}
