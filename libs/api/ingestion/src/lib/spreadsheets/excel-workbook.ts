import type ExcelJS from 'exceljs';

/**
 * A new ExcelJS workbook, the library loaded on first use: its 170 modules cost the API
 * ~27 MB of resident memory, held by every instance whether or not anyone ever downloads
 * a spreadsheet (docs/performance.md, "Memória: ExcelJS e qrcode só quando usados").
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}
