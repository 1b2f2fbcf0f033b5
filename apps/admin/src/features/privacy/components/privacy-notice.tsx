import type { PrivacyNoticeView } from '@campo/contracts';
import { SummaryList } from '../../../components/summary-list';

const cnpjText = (digits: string) =>
  digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** The notice as the API states it: who treats the data, its DPO, each category, the rights. */
export function PrivacyNotice({ notice }: { notice: PrivacyNoticeView }) {
  const { empresa } = notice;
  const officer = empresa.encarregado;
  return (
    <article className="card privacy-notice" aria-label="Aviso de privacidade">
      <p>
        Quem trata os dados: <strong>{empresa.nome}</strong>
        {empresa.cnpj && <>, CNPJ {cnpjText(empresa.cnpj)}</>}.{' '}
        {officer ? (
          <>
            Encarregado de dados (LGPD, art. 41): {officer.nome},{' '}
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
            {officer.telefone && <>, {officer.telefone}</>}.
          </>
        ) : (
          'A empresa ainda não informou o encarregado de dados.'
        )}
      </p>
      <p>{notice.operadoraDaPlataforma}</p>
      {notice.categorias.map((category) => (
        <section key={category.codigo} aria-labelledby={`categoria-${category.codigo}`}>
          <h2 id={`categoria-${category.codigo}`} className="section-title">
            {category.titulo}
          </h2>
          <SummaryList
            inline={false}
            facts={[
              [
                'De quem',
                `${category.titular}${category.sensivel ? ' (pode incluir dado sensível)' : ''}`,
              ],
              ['Papel', category.papelTexto],
              ['Para quê', category.finalidade],
              ['Base legal', category.baseLegal],
              ['Quem vê', category.quemVe],
              ['Por quanto tempo', category.retencao],
            ]}
          />
        </section>
      ))}
      <h2 className="section-title">Seus direitos</h2>
      <p>{notice.direitos}</p>
    </article>
  );
}
