import { useEffect, useState } from 'react';
import type { PrivacyNoticeView } from '@campo/contracts';
import { apiClient, errorMessage } from '@campo/web-client';

/** The technician app's privacy notice: read from the API when there is signal. */
export function PrivacyScreen() {
  const [notice, setNotice] = useState<PrivacyNoticeView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    apiClient.get<PrivacyNoticeView>('/api/privacidade/aviso?superficie=TECNICO').then(
      (data) => current && setNotice(data),
      (error: unknown) =>
        current && setProblem(`${errorMessage(error)} Abra esta tela com sinal para ler o aviso.`),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <h1>Aviso de privacidade</h1>
      {problem && <p className="alert">{problem}</p>}
      {!notice && !problem && <p className="muted">Carregando…</p>}
      {notice && (
        <div className="privacy-notice">
          <p>
            Quem trata os dados: <strong>{notice.empresa.nome}</strong>.{' '}
            {notice.empresa.encarregado
              ? `Encarregado de dados (LGPD, art. 41): ${notice.empresa.encarregado.nome}, ${notice.empresa.encarregado.email}.`
              : 'A empresa ainda não informou o encarregado de dados.'}
          </p>
          <p>{notice.operadoraDaPlataforma}</p>
          {notice.categorias.map((category) => (
            <section key={category.codigo} className="card" aria-label={category.titulo}>
              <h2>{category.titulo}</h2>
              <p>{category.papelTexto}</p>
              <p>
                <strong>Para quê:</strong> {category.finalidade}
              </p>
              <p>
                <strong>Base legal:</strong> {category.baseLegal}
              </p>
              <p>
                <strong>Quem vê:</strong> {category.quemVe}
              </p>
              <p>
                <strong>Por quanto tempo:</strong> {category.retencao}
              </p>
            </section>
          ))}
          <h2>Seus direitos</h2>
          <p>{notice.direitos}</p>
        </div>
      )}
    </>
  );
}
