import { portalApi } from '../api';
import { useLoad } from '../app/use-load';
import { Facts } from '../components/facts';
import { LoadState } from '../components/load-state';

/** The portal's privacy notice: the company, its DPO, the client's people's categories, the rights. */
export function PrivacyScreen() {
  const notice = useLoad(portalApi.privacyNotice, 'privacy');
  return (
    <>
      <h1>Aviso de privacidade</h1>
      <LoadState loaded={notice} label="o aviso">
        {(data) => (
          <div className="privacy-notice">
            <p>
              Quem trata os dados: <strong>{data.empresa.nome}</strong>.{' '}
              {data.empresa.encarregado
                ? `Encarregado de dados (LGPD, art. 41): ${data.empresa.encarregado.nome}, ${data.empresa.encarregado.email}${data.empresa.encarregado.telefone ? `, ${data.empresa.encarregado.telefone}` : ''}.`
                : 'A empresa ainda não informou o encarregado de dados.'}
            </p>
            <p>{data.operadoraDaPlataforma}</p>
            {data.categorias.map((category) => (
              <section key={category.codigo} aria-label={category.titulo}>
                <h2>{category.titulo}</h2>
                <Facts
                  items={[
                    ['Papel', category.papelTexto],
                    ['Para quê', category.finalidade],
                    ['Base legal', category.baseLegal],
                    ['Quem vê', category.quemVe],
                    ['Por quanto tempo', category.retencao],
                  ]}
                />
              </section>
            ))}
            <h2>Seus direitos</h2>
            <p>{data.direitos}</p>
          </div>
        )}
      </LoadState>
    </>
  );
}
