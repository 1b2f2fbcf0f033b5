import type { MailOutcome } from '@campo/contracts';

/** What happened to an invitation e-mail, said to the ADMIN who sent it. */
export function invitationOutcome(nome: string, email: MailOutcome): string {
  if (email === 'PENDENTE' || email === 'ENVIADO') {
    return `Convite de ${nome} criado; o e-mail está sendo enviado (acompanhe na caixa de saída).`;
  }
  if (email === 'NA_CAIXA_DE_SAIDA') {
    return `Convite de ${nome} criado. Sem servidor de e-mail configurado, a mensagem ficou na caixa de saída; o link só chega à pessoa quando ela for reenviada com o servidor configurado.`;
  }
  return `Convite de ${nome} criado, mas o envio do e-mail falhou. Veja a caixa de saída.`;
}
