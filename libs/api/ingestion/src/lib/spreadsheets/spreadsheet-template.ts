import { newWorkbook } from './excel-workbook';
import type { EntityDefinition } from '../registry/entity-registry';

/**
 * The XLSX template of an entity: a "Dados" sheet whose headers are the fields'
 * rótulos (required ones marked) with one example row, a "Valores aceitos" sheet
 * listing every enumeration's labels, and a "Campos" sheet describing each field.
 */
export async function buildTemplate(entity: EntityDefinition): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'Campo';
  const data = workbook.addWorksheet('Dados', { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = entity.fields.map((field) => ({
    header: field.rotulo,
    key: field.campo,
    width: Math.max(14, field.rotulo.length + 4),
  }));
  data.addRow(Object.fromEntries(entity.fields.map((field) => [field.campo, field.exemplo])));
  const header = data.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  entity.fields.forEach((field, index) => {
    const cell = header.getCell(index + 1);
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: field.obrigatorio ? 'FF0F6E5A' : 'FF5B6B7A' },
    };
    cell.note = `${field.obrigatorio ? 'Obrigatório. ' : ''}${field.descricao}`;
    // Keep every cell as text, so Excel does not turn codes into numbers or dates.
    data.getColumn(index + 1).numFmt = '@';
  });

  const values = workbook.addWorksheet('Valores aceitos');
  values.columns = [
    { header: 'Campo (rótulo)', key: 'rotulo', width: 28 },
    { header: 'Valor aceito', key: 'valor', width: 28 },
    { header: 'Sinônimos aceitos', key: 'sinonimos', width: 50 },
  ];
  values.getRow(1).font = { bold: true };
  for (const field of entity.fields.filter((candidate) => candidate.valores)) {
    for (const allowed of field.valores!) {
      values.addRow({
        rotulo: field.rotulo,
        valor: allowed.rotulo,
        sinonimos: (allowed.sinonimos ?? []).join(', '),
      });
    }
  }

  const fields = workbook.addWorksheet('Campos');
  fields.columns = [
    { header: 'Rótulo (cabeçalho)', key: 'rotulo', width: 28 },
    { header: 'Campo (API)', key: 'campo', width: 24 },
    { header: 'Obrigatório', key: 'obrigatorio', width: 12 },
    { header: 'Exemplo', key: 'exemplo', width: 24 },
    { header: 'Descrição', key: 'descricao', width: 80 },
  ];
  fields.getRow(1).font = { bold: true };
  for (const field of entity.fields) {
    fields.addRow({
      rotulo: field.rotulo,
      campo: field.campo,
      obrigatorio: field.obrigatorio ? 'Sim' : 'Não',
      exemplo: field.exemplo,
      descricao: entity.descriptor.campos.find((c) => c.campo === field.campo)?.descricao,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
