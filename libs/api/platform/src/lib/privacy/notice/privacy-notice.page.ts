import { formatCnpj, type PrivacyNoticeView } from '@campo/contracts';
import { html, type SafeHtml } from '../../pdf/html';

/**
 * The notice as HTML, for the server-rendered public pages (the QR page, the report's
 * verification page) and the annex: the controller, its DPO, then each category.
 */
export function noticeSection(notice: PrivacyNoticeView): SafeHtml {
  const company = notice.empresa;
  const officer = company.encarregado;
  return html`<section class="privacy" aria-labelledby="aviso-privacidade">
    <h1 id="aviso-privacidade">Aviso de privacidade</h1>
    <p>
      Quem trata seus dados: <strong>${company.nome}</strong>${
        company.cnpj ? html`, CNPJ ${formatCnpj(company.cnpj)}` : ''
      }.
      ${
        officer
          ? html`Encarregado de dados (LGPD, art. 41): ${officer.nome},
              <a href="mailto:${officer.email}">${officer.email}</a
              >${officer.telefone ? html`, ${officer.telefone}` : ''}.`
          : 'A empresa ainda não informou o encarregado de dados; fale com ela pelos seus canais de atendimento.'
      }
    </p>
    <p>${notice.operadoraDaPlataforma}</p>
    ${notice.categorias.map(
      (category) =>
        html`<article class="privacy-category">
          <h2>${category.titulo}</h2>
          <dl>
            <div>
              <dt>De quem</dt>
              <dd>
                ${category.titular}${category.sensivel ? ' (pode incluir dado sensível)' : ''}
              </dd>
            </div>
            <div>
              <dt>Papel</dt>
              <dd>${category.papelTexto}</dd>
            </div>
            <div>
              <dt>Para quê</dt>
              <dd>${category.finalidade}</dd>
            </div>
            <div>
              <dt>Base legal</dt>
              <dd>${category.baseLegal}</dd>
            </div>
            <div>
              <dt>Quem vê</dt>
              <dd>${category.quemVe}</dd>
            </div>
            <div>
              <dt>Por quanto tempo</dt>
              <dd>${category.retencao}</dd>
            </div>
          </dl>
        </article>`,
    )}
    <h2>Seus direitos</h2>
    <p>${notice.direitos}</p>
  </section>`;
}
