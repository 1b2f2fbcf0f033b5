import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DESTINATION_FILE_OWNER } from '@campo/field-service';
import { FileService } from '@campo/platform';
import { DataSource } from 'typeorm';
import { namedUuid } from './demo-world';

/** The demo's supply cylinders: the usual net mass of each gas's disposable cylinder in Brazil. */
const SUPPLY = [
  { gas: 'R-410A', massaKg: 11.34, fornecedor: 'Frigelar Comércio e Indústria', loteBase: 'CH410' },
  { gas: 'R-22', massaKg: 13.6, fornecedor: 'Dufrio Refrigeração', loteBase: 'DU22' },
  { gas: 'R-32', massaKg: 9, fornecedor: 'Frigelar Comércio e Indústria', loteBase: 'CH32' },
] as const;

/** The reclaimer of the demo's recovered gas (a demo name; a valid CNPJ). */
const RECLAIMER = { nome: 'Regenera Fluidos Refrigerantes Ltda.', cnpj: '11444777000161' };

/**
 * The demo's refrigerant cylinders, after the year of field service is committed: supply
 * cylinders of R-410A, R-22 and R-32 (supplier, invoice, lot) with the year's charges of
 * their gas linked to them in date order (a new cylinder when one is empty, the empty ones
 * deactivated); one recovery cylinder holding the gas recovered for regeneration; and one destination of
 * it to a reclaimer, with its certificate, a one-page PDF stored through the file service.
 * Everything is derived from the seeded events (ids from the company's id), so it does not
 * depend on the day it runs. Once: a company with cylinders is left as it is.
 */
@Injectable()
export class FluidCylinderDemo {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FileService,
  ) {}

  /** How many cylinders it recorded (0 when the company already has some). */
  async seed(companyId: string): Promise<number> {
    const [{ existing }] = await this.dataSource.query(
      `SELECT count(*)::int AS existing FROM fluido_cilindro WHERE empresa_id = $1`,
      [companyId],
    );
    if (existing > 0) return 0;
    let cylinders = 0;
    const destination = await this.dataSource.transaction(async (manager) => {
      for (const [gasIndex, supply] of SUPPLY.entries()) {
        const charges: Array<{ id: string; kg: number; day: string }> = await manager.query(
          `SELECT id, quantidade_kg::float AS kg, to_char(data_evento, 'YYYY-MM-DD') AS day FROM fluido_evento
            WHERE empresa_id = $1 AND tipo_gas = $2 AND tipo_evento = 'RECARGA' AND excluido_em IS NULL
            ORDER BY data_evento, id`,
          [companyId, supply.gas],
        );
        if (charges.length === 0) continue;
        // Fill a cylinder, then open the next; the events follow their order in time.
        const groups: Array<{ ids: string[]; first: string }> = [];
        let left = 0;
        for (const charge of charges) {
          if (groups.length === 0 || charge.kg > left + 0.0005) {
            groups.push({ ids: [], first: charge.day });
            left = supply.massaKg;
          }
          groups[groups.length - 1].ids.push(charge.id);
          left -= charge.kg;
        }
        for (const [index, group] of groups.entries()) {
          const number = String(index + 1).padStart(2, '0');
          const code = supply.gas.replace('-', '');
          const id = namedUuid(companyId, `cilindro-${code}-${number}`);
          await manager.query(
            `INSERT INTO fluido_cilindro (empresa_id, id, finalidade, identificacao, tipo_gas, massa_kg, fornecedor, nota_fiscal, lote, ativo, criado_em)
             VALUES ($1, $2, 'CARGA', $3, $4, $5, $6, $7, $8, $9, $10::date)`,
            [
              companyId,
              id,
              `${code}-${number}`,
              supply.gas,
              supply.massaKg,
              supply.fornecedor,
              `NF-e ${String(40210 + gasIndex * 37 + index * 11).padStart(6, '0')}`,
              `${supply.loteBase}${group.first.slice(2, 4)}${number}`,
              // Only the last of each gas still has gas in it.
              index === groups.length - 1,
              group.first,
            ],
          );
          await manager.query(
            `UPDATE fluido_evento SET cilindro_id = $2 WHERE empresa_id = $1 AND id = ANY($3::uuid[])`,
            [companyId, id, group.ids],
          );
          cylinders += 1;
        }
      }

      // The withdrawals the phone marked for regeneration, of the gas with the most of them, go
      // into the one recovery cylinder (gas reused on site went back into its unit, and gas
      // from a burnt compressor is not mixed with gas to regenerate: those keep their own).
      const recovered: Array<{ id: string; kg: number; day: string; gas: string }> =
        await manager.query(
          `WITH top AS (SELECT tipo_gas FROM fluido_evento
                         WHERE empresa_id = $1 AND tipo_evento = 'RETIRADA' AND destino = 'REGENERACAO' AND excluido_em IS NULL
                         GROUP BY 1 ORDER BY sum(quantidade_kg) DESC, 1 LIMIT 1)
           SELECT e.id, e.quantidade_kg::float AS kg, to_char(e.data_evento, 'YYYY-MM-DD') AS day, e.tipo_gas AS gas
             FROM fluido_evento e JOIN top ON top.tipo_gas = e.tipo_gas
            WHERE e.empresa_id = $1 AND e.tipo_evento = 'RETIRADA' AND e.destino = 'REGENERACAO' AND e.excluido_em IS NULL
            ORDER BY e.data_evento, e.id`,
          [companyId],
        );
      if (recovered.length === 0) return null;
      const gas = recovered[0].gas;
      const recoveryId = namedUuid(companyId, 'cilindro-recolhimento-01');
      const identification = `REC-${gas.replace('R-', '')}-01`;
      await manager.query(
        `INSERT INTO fluido_cilindro (empresa_id, id, finalidade, identificacao, tipo_gas, massa_kg, criado_em)
         VALUES ($1, $2, 'RECOLHIMENTO', $3, $4, 22.7, $5::date)`,
        [companyId, recoveryId, identification, gas, recovered[0].day],
      );
      await manager.query(
        `UPDATE fluido_evento SET cilindro_id = $2 WHERE empresa_id = $1 AND id = ANY($3::uuid[])`,
        [companyId, recoveryId, recovered.map((event) => event.id)],
      );
      cylinders += 1;
      // Sent to the reclaimer the day after the last recovery (the seed's events are never in
      // the future), with what the reclaimer weighed in: 2 % less than what was recovered.
      const last = recovered[recovered.length - 1].day;
      const kg = recovered.reduce((sum, event) => sum + event.kg, 0);
      return {
        id: namedUuid(companyId, 'destinacao-01'),
        recoveryId,
        day: addDays(last, 1),
        kg: Math.floor(kg * 0.98 * 1000) / 1000,
        recovered: Math.round(kg * 1000) / 1000,
        gas,
        identification,
      };
    });
    if (!destination) return cylinders;

    const certificate = `CR-${destination.day.slice(0, 4)}-0458`;
    const prepared = await this.files.prepare({
      companyId,
      owner: { kind: DESTINATION_FILE_OWNER, id: destination.id },
      label: 'CERTIFICADO',
      format: 'pdf',
      bytes: certificatePdf([
        'CERTIFICADO DE REGENERA\u00c7\u00c3O DE FLUIDO REFRIGERANTE',
        `Certificado n\u00ba ${certificate}`,
        `${RECLAIMER.nome} - CNPJ 11.444.777/0001-61`,
        `Fluido: ${destination.gas} - cilindro de recolhimento ${destination.identification}`,
        `Massa recebida: ${formatKg(destination.kg)} (declarado pelo gerador: ${formatKg(destination.recovered)})`,
        `Data de recebimento: ${destination.day.split('-').reverse().join('/')}`,
        'Processo: regenera\u00e7\u00e3o conforme ABNT NBR 15960:2021; an\u00e1lise de pureza conforme AHRI 700.',
        'Documento de demonstra\u00e7\u00e3o gerado pelo sistema.',
      ]),
    });
    await this.dataSource.transaction(async (manager) => {
      const { file } = await this.files.save(prepared, manager);
      await manager.query(
        `INSERT INTO fluido_destinacao (empresa_id, id, cilindro_id, data, destino, destinatario_nome, destinatario_cnpj,
                                        massa_kg, certificado_numero, arquivo_id)
         VALUES ($1, $2, $3, $4, 'REGENERACAO', $5, $6, $7, $8, $9) ON CONFLICT (empresa_id, id) DO NOTHING`,
        [
          companyId,
          destination.id,
          destination.recoveryId,
          destination.day,
          RECLAIMER.nome,
          RECLAIMER.cnpj,
          destination.kg,
          certificate,
          file.id,
        ],
      );
    });
    return cylinders;
  }
}

function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function formatKg(kg: number) {
  return `${kg.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 3 })} kg`;
}

/**
 * A valid one-page PDF (A4) with the lines in Helvetica, built by hand: objects, a content
 * stream and the cross-reference table with each object's byte offset. Latin-1 text
 * (WinAnsiEncoding), so accents print.
 */
export function certificatePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const body = lines
    .map((line, index) =>
      index === 0
        ? `BT /F1 14 Tf 56 780 Td (${escape(line)}) Tj ET`
        : `BT /F1 10 Tf 56 ${744 - (index - 1) * 20} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const stream = Buffer.from(body, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
