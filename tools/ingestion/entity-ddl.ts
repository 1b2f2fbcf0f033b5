/**
 * Prints the CREATE TABLE statements that the registry implies, as a starting
 * point for an entity's migration (migrations stay hand-checked and committed):
 *   SWC_NODE_PROJECT=tsconfig.base.json node -r @swc-node/register tools/ingestion/entity-ddl.ts [entidade...]
 * The schema test of the ingestion lib then proves table and registry agree.
 */
import 'reflect-metadata';
import { productRegistry } from './product-registry';

const registry = productRegistry();
const wanted = process.argv.slice(2);

for (const entity of registry.all().filter((e) => wanted.length === 0 || wanted.includes(e.nome))) {
  const lines = [
    'id uuid PRIMARY KEY DEFAULT gen_random_uuid()',
    'empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE',
  ];
  const after: string[] = [];
  for (const field of entity.fields) {
    lines.push(`${field.coluna} ${field.pgType}${field.obrigatorio ? ' NOT NULL' : ''}`);
    if (field.colunaReferencia && field.referencia) {
      const required = field.referencia.seDesconhecida === 'erro';
      lines.push(`${field.colunaReferencia} uuid${required ? ' NOT NULL' : ''}`);
      const target =
        field.referencia.entidade === 'usuario'
          ? 'users'
          : registry.get(field.referencia.entidade)!.tabela;
      lines.push(
        `FOREIGN KEY (empresa_id, ${field.colunaReferencia}) REFERENCES ${target} (empresa_id, id) ON DELETE ${required ? 'RESTRICT' : `SET NULL (${field.colunaReferencia})`}`,
      );
      after.push(
        `CREATE INDEX ${entity.tabela}_${field.colunaReferencia}_idx ON ${entity.tabela} (empresa_id, ${field.colunaReferencia})`,
      );
    }
  }
  lines.push(
    'criado_em timestamptz NOT NULL DEFAULT now()',
    'atualizado_em timestamptz NOT NULL DEFAULT now()',
  );
  lines.push(
    `UNIQUE (empresa_id, ${entity.keyFields.map((f) => f.coluna).join(', ')})`,
    'UNIQUE (empresa_id, id)',
  );
  console.log(`CREATE TABLE ${entity.tabela} (\n  ${lines.join(',\n  ')}\n);`);
  for (const statement of after) console.log(`${statement};`);
  console.log();
}
