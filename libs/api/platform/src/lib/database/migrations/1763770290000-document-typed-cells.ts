import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Frozen copies of what the document PDF used to know, so that this migration does
 * the same whatever the code later says. The platform no longer knows these words:
 * a table carries its own source note, a month cell says it is one, and the type's
 * label is stored with the document by the domain that creates it.
 */
const TYPE_LABELS: Record<string, string> = {
  PMOC: 'Plano de Manutenção, Operação e Controle',
};
const TABLE_NOTES: Record<string, string> = {
  equipamentos: 'equipamentos do contrato, na geração do documento',
  planos: 'planos de manutenção dos equipamentos, na geração do documento',
  cronograma: 'cronograma anual calculado na geração do documento',
};
/** The annual grid's words in its last twelve columns, as the PDF recognised them. */
const GRID_TABLE = 'cronograma';
const GRID_MONTHS = 12;
const GRID_WORDS: Record<string, string> = {
  Executado: 'executado',
  Planejado: 'planejado',
  Atrasado: 'atrasado',
  '·': 'nenhum',
};

type Cell = string | { tipo: 'mes'; situacao: string };
interface Section {
  tipo: string;
  fonte?: string;
  nota?: string;
  colunas?: string[];
  linhas?: Cell[][];
}
interface Content {
  secoes: Section[];
}

/**
 * Documents' data tables get typed cells and their own source note, and documents
 * their type's label. Stored versions are rewritten into the new shape so they print
 * and diff as before (a grid word becomes the month cell it was drawn as; its text in
 * a diff is the same word). Each version keeps its stored SHA-256, the hash of the
 * content as it was saved and signed; signatures keep matching it.
 */
export class DocumentTypedCells1763770290000 implements MigrationInterface {
  name = 'DocumentTypedCells1763770290000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE documento ADD COLUMN tipo_rotulo text`);
    for (const [type, label] of Object.entries(TYPE_LABELS))
      await queryRunner.query(`UPDATE documento SET tipo_rotulo = $2 WHERE tipo = $1`, [
        type,
        label,
      ]);
    await rewrite(queryRunner, typedContent);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rewrite(queryRunner, untypedContent);
    await queryRunner.query(`ALTER TABLE documento DROP COLUMN tipo_rotulo`);
  }
}

async function rewrite(queryRunner: QueryRunner, change: (content: Content) => Content) {
  const versions: Array<{
    empresa_id: string;
    documento_id: string;
    versao: number;
    conteudo: Content;
  }> = await queryRunner.query(
    `SELECT empresa_id, documento_id, versao, conteudo FROM documento_versao
        WHERE jsonb_path_exists(conteudo, '$.secoes[*] ? (@.tipo == "tabela")')`,
  );
  for (const version of versions) {
    await queryRunner.query(
      `UPDATE documento_versao SET conteudo = $4 WHERE empresa_id = $1 AND documento_id = $2 AND versao = $3`,
      [version.empresa_id, version.documento_id, version.versao, change(version.conteudo)],
    );
  }
}

/** A stored content in the new shape: tables with their note, grid words as month cells. */
export function typedContent(content: Content): Content {
  return {
    ...content,
    secoes: content.secoes.map((section) => (section.tipo === 'tabela' ? typed(section) : section)),
  };
}

/** Back to the old shape (`down`). */
export function untypedContent(content: Content): Content {
  return {
    ...content,
    secoes: content.secoes.map((section) =>
      section.tipo === 'tabela' ? untyped(section) : section,
    ),
  };
}

function typed(section: Section): Section {
  const monthFrom = (section.colunas?.length ?? 0) - GRID_MONTHS;
  const grid = section.fonte === GRID_TABLE;
  return {
    ...section,
    nota: section.nota ?? TABLE_NOTES[section.fonte ?? ''] ?? section.fonte ?? '',
    linhas: (section.linhas ?? []).map((row) =>
      row.map((cell, index) =>
        grid && index >= monthFrom && typeof cell === 'string' && GRID_WORDS[cell]
          ? { tipo: 'mes', situacao: GRID_WORDS[cell] }
          : cell,
      ),
    ),
  };
}

function untyped(section: Section): Section {
  const words = new Map(Object.entries(GRID_WORDS).map(([word, kind]) => [kind, word]));
  const { nota: _nota, ...rest } = section;
  return {
    ...rest,
    linhas: (section.linhas ?? []).map((row) =>
      row.map((cell) => (typeof cell === 'string' ? cell : (words.get(cell.situacao) ?? ''))),
    ),
  };
}
