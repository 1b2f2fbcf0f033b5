import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { EntityDescriptor } from '../types';
import { HeaderMap } from './header-map';
import { openSource } from './readers';

const ENTITY: EntityDescriptor = {
  entidade: 'ativo_informacao',
  nome: 'Ativo de informação',
  endpoint: 'POST /api/ingestao-pub/ativo_informacao',
  campos: [
    { campo: 'codigo', rotulo: 'Código', obrigatorio: true, tipo: 'texto', exemplo: 'A' },
    { campo: 'nome', rotulo: 'Nome', obrigatorio: true, tipo: 'texto', exemplo: 'B' },
    {
      campo: 'classificacao',
      rotulo: 'Classificação',
      obrigatorio: false,
      tipo: 'enum',
      exemplo: 'Interna',
    },
  ],
};

const dir = mkdtempSync(join(tmpdir(), 'campo-leitores-'));

async function read(name: string, content: string | Buffer) {
  const path = join(dir, name);
  writeFileSync(path, content);
  const headers = new HeaderMap(ENTITY);
  const source = await openSource(path, headers);
  const rows: { linha: number; dados: object }[] = [];
  for await (const row of source.rows) rows.push({ linha: row.linha, dados: row.dados });
  return { rows, source, ignored: headers.ignoredHeaders() };
}

describe('openSource', () => {
  it('reads a semicolon CSV with a BOM and labels as headers, keeping file line numbers', async () => {
    const { rows, source, ignored } = await read(
      'a.csv',
      '\uFEFFcódigo;NOME;Classificacao;Observação\r\nA1;Servidor;Interna;x\r\n;;;\r\nA2;"Linha ""dupla""";;\r\n',
    );
    expect(source.separador).toBe(';');
    expect(rows).toEqual([
      { linha: 2, dados: { codigo: 'A1', nome: 'Servidor', classificacao: 'Interna' } },
      { linha: 4, dados: { codigo: 'A2', nome: 'Linha "dupla"' } },
    ]);
    expect(ignored).toEqual(['Observação']);
    expect(source.fraction()).toBe(1);
  });

  it('reads a comma CSV with field names as headers', async () => {
    const { rows, source } = await read('b.csv', 'codigo,nome\nB1,"Um, dois"\n');
    expect(source.separador).toBe(',');
    expect(rows).toEqual([{ linha: 2, dados: { codigo: 'B1', nome: 'Um, dois' } }]);
  });

  it('refuses a file whose headers match no field, pointing to the template', async () => {
    await expect(read('c.csv', 'foo;bar\n1;2\n')).rejects.toThrow(
      /Nenhum cabeçalho.*campo-ingestao modelo ativo_informacao/,
    );
  });

  it('reads JSON Lines, keys by campo or rótulo, numbered by line', async () => {
    const { rows } = await read(
      'd.jsonl',
      '{"codigo":"J1","Nome":"Um"}\n\n{"codigo":"J2","nome":"Dois"}\n',
    );
    expect(rows).toEqual([
      { linha: 1, dados: { codigo: 'J1', nome: 'Um' } },
      { linha: 3, dados: { codigo: 'J2', nome: 'Dois' } },
    ]);
  });

  it('says which JSON line is broken', async () => {
    await expect(read('e.jsonl', '{"codigo":"J1"}\n{"codigo":\n')).rejects.toThrow(
      /Linha 2: JSON inválido/,
    );
  });

  it("reads an XLSX's first sheet as a stream, dates as DD/MM/YYYY", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ativos');
    sheet.addRow(['Código', 'Nome', 'Classificação']);
    sheet.addRow(['X1', 'Planilha', 'Restrita']);
    sheet.addRow([]);
    sheet.addRow(['X2', new Date(Date.UTC(2026, 10, 21)), null]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const { rows } = await read('f.xlsx', buffer);
    expect(rows).toEqual([
      { linha: 2, dados: { codigo: 'X1', nome: 'Planilha', classificacao: 'Restrita' } },
      { linha: 4, dados: { codigo: 'X2', nome: '21/11/2026' } },
    ]);
  });
});
