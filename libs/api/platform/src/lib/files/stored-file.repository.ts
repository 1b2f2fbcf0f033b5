import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface StoredFileRow {
  companyId: string;
  id: string;
  ownerKind: string;
  ownerId: string;
  label: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadSha256: string;
  key: string;
  width: number | null;
  height: number | null;
  thumbnailKey: string | null;
  capturedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  createdBy: string | null;
  createdAt: Date;
}

export type NewStoredFile = Omit<StoredFileRow, 'createdAt'>;

const COLUMNS = `empresa_id AS "companyId", id, dono_tipo AS "ownerKind", dono_id AS "ownerId",
  rotulo AS label, tipo_conteudo AS "contentType", tamanho_bytes AS size, sha256,
  sha256_envio AS "uploadSha256", chave AS key, largura AS width, altura AS height,
  miniatura_chave AS "thumbnailKey", capturado_em AS "capturedAt",
  latitude::float8 AS latitude, longitude::float8 AS longitude,
  criado_por AS "createdBy", criado_em AS "createdAt"`;

/** The SQL of `arquivo`: stored files' metadata, always within one company. */
@Injectable()
export class StoredFileRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(
    companyId: string,
    id: string,
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<StoredFileRow | undefined> {
    const [row] = await db.query(
      `SELECT ${COLUMNS} FROM arquivo WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row;
  }

  listByOwner(
    companyId: string,
    ownerKind: string,
    ownerIds: string[],
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<StoredFileRow[]> {
    return db.query(
      `SELECT ${COLUMNS} FROM arquivo
        WHERE empresa_id = $1 AND dono_tipo = $2 AND dono_id = ANY($3)
        ORDER BY criado_em, id`,
      [companyId, ownerKind, ownerIds],
    );
  }

  /** Inserts the row unless the id is taken in the company; the row now under the id. */
  async insert(
    file: NewStoredFile,
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<{ row: StoredFileRow; created: boolean }> {
    const [inserted] = await db.query(
      `INSERT INTO arquivo (empresa_id, id, dono_tipo, dono_id, rotulo, tipo_conteudo, tamanho_bytes,
         sha256, sha256_envio, chave, largura, altura, miniatura_chave, capturado_em, latitude,
         longitude, criado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (empresa_id, id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        file.companyId,
        file.id,
        file.ownerKind,
        file.ownerId,
        file.label,
        file.contentType,
        file.size,
        file.sha256,
        file.uploadSha256,
        file.key,
        file.width,
        file.height,
        file.thumbnailKey,
        file.capturedAt,
        file.latitude,
        file.longitude,
        file.createdBy,
      ],
    );
    if (inserted) return { row: inserted, created: true };
    const existing = await this.find(file.companyId, file.id, db);
    if (!existing) throw new Error(`arquivo ${file.id}: conflito sem linha`);
    return { row: existing, created: false };
  }

  /** Deletes the row; the keys no other row of the company still uses (to delete their bytes). */
  async delete(
    companyId: string,
    id: string,
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<{ deleted: boolean; orphanKeys: string[] }> {
    const [deleted] = await db.query(
      `DELETE FROM arquivo WHERE empresa_id = $1 AND id = $2
       RETURNING chave AS key, miniatura_chave AS "thumbnailKey"`,
      [companyId, id],
    );
    if (!deleted) return { deleted: false, orphanKeys: [] };
    const keys = [deleted.key, deleted.thumbnailKey].filter(Boolean) as string[];
    const used: Array<{ key: string }> = await db.query(
      `SELECT DISTINCT k AS key FROM arquivo, LATERAL (VALUES (chave), (miniatura_chave)) v(k)
        WHERE empresa_id = $1 AND k = ANY($2)`,
      [companyId, keys],
    );
    const stillUsed = new Set(used.map((row) => row.key));
    return { deleted: true, orphanKeys: keys.filter((key) => !stillUsed.has(key)) };
  }
}
