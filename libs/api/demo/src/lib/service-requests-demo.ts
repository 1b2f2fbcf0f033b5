import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { type NewServiceRequest, ServiceRequestsService } from '@campo/field-service';
import { DataSource } from 'typeorm';

/**
 * Requests waiting in the demo's queue (and the company's phone for the QR labels): one from the portal with a photo (a unit of the
 * first contract) and one from a unit's QR code that names only a phone. Opened through
 * the service the portal and the QR page use. Once: a company with requests is left as it is.
 */
@Injectable()
export class ServiceRequestsDemo {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: ServiceRequestsService,
  ) {}

  /** How many requests it opened (0 when the company already has some or no unit). */
  async seed(companyId: string): Promise<number> {
    const [state] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM solicitacao WHERE empresa_id = $1) AS existing,
              (SELECT json_agg(u ORDER BY u.codigo) FROM (
                 SELECT e.id, e.codigo, c.id AS "contratoId", c.cliente_id AS "clienteId"
                   FROM equipamento e JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
                  WHERE e.empresa_id = $1 AND c.cliente_id IS NOT NULL
                  ORDER BY e.codigo LIMIT 2) u) AS units`,
      [companyId],
    );
    const units: Array<{ id: string; contratoId: string; clienteId: string }> = state.units ?? [];
    if (state.existing > 0 || units.length < 2) return 0;
    // The phone printed on the QR labels and their page, unless the company set one.
    await this.dataSource.query(
      `UPDATE companies SET settings = settings || '{"telefone": "(11) 4000-1234"}'
        WHERE id = $1 AND NOT settings ? 'telefone'`,
      [companyId],
    );
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#5b7a99' },
    })
      .composite([{ input: Buffer.from(DRIP_SVG), left: 0, top: 0 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    const requests: NewServiceRequest[] = [
      {
        origem: 'PORTAL',
        clienteId: units[0].clienteId,
        contratoId: units[0].contratoId,
        equipamentoId: units[0].id,
        local: null,
        descricao: 'O aparelho está pingando água no chão perto da porta. Colocamos um balde.',
        urgencia: 'ALTA',
        contatoNome: 'Márcia Lopes',
        contatoEmail: 'marcia.lopes@cliente.demo',
        contatoTelefone: '(11) 98888-1234',
        foto: { buffer: photo, mimetype: 'image/jpeg', originalname: 'vazamento.jpg' },
        solicitanteUsuarioId: null,
      },
      {
        origem: 'QR',
        clienteId: units[1].clienteId,
        contratoId: units[1].contratoId,
        equipamentoId: units[1].id,
        local: null,
        descricao: 'Faz barulho alto ao ligar e não gela.',
        urgencia: 'MEDIA',
        contatoNome: 'Recepção',
        contatoEmail: null,
        contatoTelefone: '(11) 3333-4444',
        foto: null,
        solicitanteUsuarioId: null,
      },
    ];
    for (const request of requests) await this.requests.open(companyId, request);
    return requests.length;
  }
}

const DRIP_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect x="150" y="80" width="500" height="140" rx="16" fill="#eef2f5"/>
  <rect x="190" y="180" width="420" height="12" fill="#9aa7b3"/>
  <circle cx="400" cy="290" r="18" fill="#3b8ed8"/><circle cx="400" cy="380" r="24" fill="#3b8ed8"/>
  <ellipse cx="400" cy="520" rx="150" ry="30" fill="#3b8ed8" opacity="0.7"/>
</svg>`;
