import {
  type DataProtectionOfficer,
  formatCnpj,
  formatDay,
  type ProcessingRecordRow,
} from '@campo/contracts';
import { html, type PrintCompany, type PrintDocument, PLATFORM_OPERATOR } from '@campo/platform';
import type { ContractParties } from '../../contracts/contract-settings.repository';

/** What the annex is written from: the contract's parties, the company and the record of processing. */
export interface ProcessingAnnexData {
  contract: ContractParties;
  company: PrintCompany & { cnpj: string | null; encarregado: DataProtectionOfficer | null };
  /** The categories the company processes on the client's behalf (role OPERADORA). */
  categories: readonly ProcessingRecordRow[];
  issuedAt: string;
}

/** Hours within which the company tells the client of a security incident (art. 48). */
export const INCIDENT_NOTICE_HOURS = 24;

const cnpjOrBlank = (cnpj: string | null) =>
  cnpj ? `CNPJ ${formatCnpj(cnpj)}` : 'CNPJ não informado';

/**
 * The data-processing annex of one client contract (LGPD art. 39: the processor acts
 * on the controller's instructions): who is controller and processor, what personal data
 * the maintenance company handles for the client, for what, on what basis and for how
 * long — the same words as the record of processing and the privacy notices — and what
 * each party undertakes. It prints blank signature lines for both.
 */
export function processingAnnexDocument(data: ProcessingAnnexData): PrintDocument {
  const { contract, company } = data;
  const officer = company.encarregado;
  const term =
    contract.inicio || contract.fim
      ? `vigência ${contract.inicio ? `de ${formatDay(contract.inicio)}` : ''} ${contract.fim ? `até ${formatDay(contract.fim)}` : 'por prazo indeterminado'}`
      : 'vigência conforme o contrato';
  const sensitive = data.categories.filter((category) => category.sensivel);
  const body = html`<h1>Anexo de tratamento de dados pessoais</h1>
    <p class="lead">
      Contrato ${contract.codigo}${contract.descricao ? ` — ${contract.descricao}` : ''}. Lei
      13.709/2018 (LGPD), art. 39.
    </p>

    <h2>1. Partes</h2>
    <table class="grid">
      <tr>
        <th>Controladora</th>
        <td>${contract.clienteNome}, ${cnpjOrBlank(contract.clienteCnpj)}</td>
      </tr>
      <tr>
        <th>Operadora</th>
        <td>${company.name}, ${cnpjOrBlank(company.cnpj)}</td>
      </tr>
      <tr>
        <th>Suboperadora</th>
        <td>${PLATFORM_OPERATOR}</td>
      </tr>
      <tr>
        <th>Encarregado da operadora</th>
        <td>
          ${
            officer
              ? `${officer.nome} — ${officer.email}${officer.telefone ? ` — ${officer.telefone}` : ''}`
              : 'Não indicado: a operadora deve indicar o encarregado nas configurações da empresa antes de assinar este anexo.'
          }
        </td>
      </tr>
    </table>

    <h2>2. Objeto</h2>
    <p>
      A operadora trata dados pessoais em nome da controladora somente para executar o contrato de
      manutenção ${contract.codigo}
      (${term})${
        contract.edificio || contract.endereco
          ? `, em ${[contract.edificio, contract.endereco].filter(Boolean).join(', ')}`
          : ''
      }:
      atender chamados e preventivas, emitir relatórios de atendimento, o RGM e o PMOC, e falar com
      as pessoas que a controladora indicar. Dados da própria equipe da operadora não são objeto
      deste anexo: deles a operadora é controladora.
    </p>

    <h2>3. Dados tratados em nome da controladora</h2>
    <table class="categories">
      <thead>
        <tr>
          <th>Categoria</th>
          <th>Titulares</th>
          <th>Finalidade</th>
          <th>Base legal</th>
          <th>Retenção</th>
        </tr>
      </thead>
      <tbody>
        ${data.categories.map(
          (category) =>
            html`<tr>
              <td>${category.titulo}${category.sensivel ? ' (pode incluir dado sensível)' : ''}</td>
              <td>${category.titular}</td>
              <td>${category.finalidade}</td>
              <td>${category.baseLegal}</td>
              <td>${category.retencao}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${
      sensitive.length > 0 &&
      html`<p>
        <b>Dados sensíveis (art. 11).</b>
        ${sensitive.map((category) => category.titulo).join('; ')}: fotos de serviço podem captar
        pessoas por acidente, inclusive pacientes em áreas assistenciais. O aplicativo lembra o
        técnico de não fotografar pessoas nessas áreas; uma imagem que as mostre é tratada como dado
        sensível, vista só pela operadora e pela controladora, e retida como as demais evidências.
      </p>`
    }

    <h2>4. Obrigações da operadora</h2>
    <ol>
      <li>
        Tratar os dados somente conforme este anexo e as instruções documentadas da controladora
        (art. 39).
      </li>
      <li>
        Manter sigilo e dar acesso somente a quem precisa, por perfil (administrador, supervisor,
        técnico), com trilha de auditoria de quem alterou o quê.
      </li>
      <li>
        Adotar medidas de segurança (art. 46): senhas guardadas só como hash, sessões com prazo e
        encerramento remoto, corpos de e-mail e segredos cifrados, links públicos com prazo e
        revogáveis, e registros de acesso guardados pelo prazo do Marco Civil da Internet.
      </li>
      <li>
        Comunicar à controladora qualquer incidente de segurança que envolva estes dados em até
        ${INCIDENT_NOTICE_HOURS} horas da ciência, com a natureza dos dados, os titulares afetados e
        as medidas tomadas, para que a controladora comunique a ANPD e os titulares (art. 48;
        Resolução CD/ANPD nº 15/2024).
      </li>
      <li>
        Encaminhar à controladora, sem demora, todo pedido de titular recebido e apoiá-la a
        responder em até 15 dias (art. 18 e art. 19, II), exportando, corrigindo ou eliminando os
        dados com as ferramentas do sistema.
      </li>
      <li>
        Não compartilhar os dados com terceiros além da suboperadora acima, que se obriga às mesmas
        condições; avisar a controladora antes de trocar de suboperadora.
      </li>
      <li>
        Ao fim do contrato, manter os dados só pelos prazos da seção 3 e, depois, eliminá-los ou
        anonimizá-los; a pedido da controladora, entregar antes uma cópia em formato estruturado
        (JSON).
      </li>
    </ol>

    <h2>5. Obrigações da controladora</h2>
    <ol>
      <li>Ter base legal para os dados que fornece e informar os seus titulares (art. 9º).</li>
      <li>
        Indicar quem recebe os relatórios e quem pode acessar o portal, e avisar a operadora quando
        alguém deixar de poder.
      </li>
      <li>Responder aos titulares como controladora, com o apoio da operadora.</li>
    </ol>

    <h2>6. Assinaturas</h2>
    <div class="signatures">
      <div>
        <p class="line">${contract.clienteNome} (controladora)</p>
        <p>Nome, cargo e data</p>
      </div>
      <div>
        <p class="line">${company.name} (operadora)</p>
        <p>Nome, cargo e data</p>
      </div>
    </div>`;
  return {
    title: `Anexo de tratamento de dados — ${contract.codigo}`,
    company,
    body,
    styles: `p.lead{color:#444}
      table.grid th{text-align:left;width:28%;vertical-align:top;font-weight:600}
      table.categories{font-size:8.5pt} table.categories td{vertical-align:top}
      ol li{margin-bottom:3pt}
      .signatures{display:flex;gap:24pt;margin-top:28pt;break-inside:avoid}
      .signatures>div{flex:1} .signatures p.line{border-top:1px solid #333;padding-top:4pt;margin-top:36pt}`,
    footnote: `Emitido em ${data.issuedAt}`,
  };
}
