import { portalApi } from '../api';
import { useLoad } from '../app/use-load';
import { Empty, LoadState } from '../components/load-state';
import { formatDateTime } from '../format';

/** The signed PMOCs of the client's contracts: the PDF of the latest signed version. */
export function PmocsScreen() {
  const pmocs = useLoad(portalApi.pmocs, 'pmocs');
  return (
    <>
      <h1>PMOC</h1>
      <p className="muted">
        Plano de Manutenção, Operação e Controle de cada contrato, na versão assinada pelo
        responsável técnico.
      </p>
      <LoadState loaded={pmocs} label="os PMOCs">
        {(all) =>
          all.length === 0 ? (
            <Empty>Nenhum PMOC assinado ainda.</Empty>
          ) : (
            <ul className="list">
              {all.map((pmoc) => (
                <li key={pmoc.id} className="item">
                  <div className="item__head">
                    <strong>{pmoc.titulo}</strong>
                    {pmoc.ano && <span className="muted small">{pmoc.ano}</span>}
                  </div>
                  <p className="item__meta">
                    {pmoc.contrato && `${pmoc.contrato.codigo} · `}versão {pmoc.versao}, assinada
                    por {pmoc.assinadoPor} em {formatDateTime(pmoc.assinadoEm)}
                  </p>
                  <a className="button button--small button--outline" href={pmoc.pdfUrl} download>
                    Baixar PDF
                  </a>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </>
  );
}
