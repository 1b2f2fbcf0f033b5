import {
  limitPage,
  type PublicUnitView,
  sentPage,
  trackingPage,
  unitPage,
  unknownPage,
  unknownTrackingPage,
} from './public-unit.page';
import { privacyNotice } from '@campo/platform';
import { FIELD_SERVICE_PROCESSING } from '../privacy/field-service-personal-data';

const unit: PublicUnitView = {
  empresa: 'Frio <b>Bom</b>',
  logoDataUrl: 'javascript:alert(1)',
  telefone: '(11) 4000-1234',
  timeZone: 'America/Sao_Paulo',
  codigo: 'AC-01',
  setor: 'UTI "A"',
  ultimaVisita: new Date('2026-10-02T14:00:00Z'),
  aceitaSolicitacao: true,
};

const notice = privacyNotice(
  'QR',
  { name: 'Frio Bom', cnpj: null, encarregado: null },
  FIELD_SERVICE_PROCESSING.map((activity) => ({ activity, retention: activity.retention })),
);

describe('public unit page', () => {
  it('escapes whatever the visitor or the company typed, and drops a logo that is no image', () => {
    const page = unitPage(
      unit,
      '/q/abc',
      notice,
      { descricao: '</textarea><script>alert(1)</script>' },
      {
        contatoNome: '<img src=x onerror=alert(1)>',
      },
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;/textarea&gt;&lt;script&gt;');
    expect(page).toContain('Frio &lt;b&gt;Bom&lt;/b&gt;');
    expect(page).toContain('UTI &quot;A&quot;');
    expect(page).not.toContain('javascript:');
  });

  it('shows the last visit as a local date and keeps the chosen urgency', () => {
    const page = unitPage(unit, '/q/abc', notice, { urgencia: 'ALTA' });
    expect(page).toContain('02/10/2026');
    expect(page).toMatch(/value="ALTA"\s*checked/);
    expect(page).not.toMatch(/value="MEDIA"\s*checked/);
  });

  it('offers no form for a unit without a client, only the phone', () => {
    const page = unitPage({ ...unit, aceitaSolicitacao: false }, '/q/abc', notice);
    expect(page).not.toContain('<form');
    expect(page).toContain('tel:(11) 4000-1234');
  });

  it('says beside the form why it asks for the contact, on what basis, for how long, and links the full notice', () => {
    const page = unitPage(unit, '/q/abc', notice);
    const requester = FIELD_SERVICE_PROCESSING.find((activity) => activity.code === 'SOLICITANTE');
    expect(notice.categorias.map((category) => category.codigo)).toEqual(['SOLICITANTE']);
    const aside = page.slice(page.indexOf('privacy-short'), page.indexOf('</aside>'));
    expect(aside).toContain(requester?.purpose.replace(/"/g, '&quot;'));
    expect(aside).toContain('LGPD, art. 7º');
    expect(aside).toContain(notice.categorias[0].retencao.slice(0, 20));
    expect(aside).toContain('href="/q/abc/privacidade"');
    expect(page.indexOf('privacy-short')).toBeLessThan(page.indexOf('</form>'));
    expect(aside).not.toContain('Encarregado');
    const withOfficer = privacyNotice(
      'QR',
      {
        name: 'Frio Bom',
        cnpj: null,
        encarregado: { nome: 'Ana Prado', email: 'dpo@friobom.com', telefone: null },
      },
      FIELD_SERVICE_PROCESSING.map((activity) => ({ activity, retention: activity.retention })),
    );
    expect(unitPage(unit, '/q/abc', withOfficer)).toContain(
      'Encarregado de dados: Ana Prado (dpo@friobom.com).',
    );
  });

  it('words the other pages in pt-BR', () => {
    const receipt = {
      codigoAcompanhamento: '7K2M-9QXD-4HJ8-T1VZ-R5WA',
      acompanhamentoUrl: 'https://campo.test/q/acompanhar/7K2M9QXD4HJ8T1VZR5WA',
    };
    expect(sentPage(unit, receipt, true)).toContain('avisar por e-mail');
    expect(sentPage(unit, receipt, false)).not.toContain('e-mail');
    expect(sentPage(unit, receipt, false)).toContain('7K2M-9QXD-4HJ8-T1VZ-R5WA');
    expect(sentPage(unit, receipt, false)).toContain(
      'href="https://campo.test/q/acompanhar/7K2M9QXD4HJ8T1VZR5WA"',
    );
    expect(unknownTrackingPage()).toContain('Pedido não encontrado');
    expect(unknownPage()).toContain('QR code não reconhecido');
    expect(limitPage(null, 1)).toContain('cerca de 1 minuto ');
    expect(limitPage(unit, 60)).toContain('60 minutos');
  });

  it('tracks a request by its state and dates only, in the company’s time zone', () => {
    const page = trackingPage({
      codigo: '7K2M-9QXD-4HJ8-T1VZ-R5WA',
      situacao: 'AGENDADA',
      situacaoRotulo: 'Atendimento agendado',
      empresa: 'Frio <b>Bom</b>',
      fusoHorario: 'America/Sao_Paulo',
      equipamento: 'AC-01',
      recebidaEm: '2026-11-30T12:00:00.000Z',
      aceitaEm: '2026-11-30T13:00:00.000Z',
      recusadaEm: null,
      agendadaPara: '2026-12-01T13:00:00.000Z',
      concluidaEm: null,
    });
    expect(page).toContain('Atendimento agendado');
    expect(page).toContain('01/12/2026 10:00');
    expect(page).toContain('Frio &lt;b&gt;Bom&lt;/b&gt;');
    expect(page).not.toContain('Recusado em');
    expect(page).not.toContain('Concluído em');
  });
});
