import { PageHeader } from '../../../components/page-header';
import { LegalHolds } from './legal-holds';
import { RetentionRuns } from './retention-runs';
import { RetentionTerms } from './retention-terms';

/** Retention (LGPD art. 15–16): the terms per category, the daily job's runs and the legal holds. */
export function RetentionPage() {
  return (
    <section className="page">
      <PageHeader
        title="Retenção"
        lead="Por quanto tempo cada categoria de dado pessoal é guardada, a partir de quando o prazo conta e o que a rotina diária faz no fim dele."
      />
      <RetentionTerms />
      <LegalHolds />
      <RetentionRuns />
    </section>
  );
}
