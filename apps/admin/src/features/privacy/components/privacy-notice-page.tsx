import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { usePrivacyNotice } from '../hooks/use-privacy';
import { PrivacyNotice } from './privacy-notice';

/** The admin app's privacy notice, for every signed-in role (linked from the menu). */
export function PrivacyNoticePage() {
  const notice = usePrivacyNotice();
  return (
    <section className="page page--narrow">
      <PageHeader
        title="Aviso de privacidade"
        lead="Quais dados pessoais o sistema guarda, para quê, com que base legal, quem vê e por quanto tempo."
      />
      <QueryView query={notice} loading="Carregando o aviso…">
        {(data) => <PrivacyNotice notice={data} />}
      </QueryView>
    </section>
  );
}
