import { AttendancePositions, TechnicianFiguresToClient } from './parameter-switches';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useCompany } from '../hooks/use-company';
import { useFieldParameters } from '../hooks/use-field-parameters';
import { CertificateCard } from './certificate-card';
import { CompanyForm } from './company-form';
import { EntitySetCard } from './entity-set-card';
import { FieldParametersForm } from './field-parameters-form';
import { LogoCard } from './logo-card';
import { GwpSetCard } from '../../fluids/components/gwp-set-card';

export function CompanySettingsPage() {
  const company = useCompany();
  const parameters = useFieldParameters();

  return (
    <section className="page page--narrow">
      <PageHeader
        title="Configurações da empresa"
        lead="Dados que aparecem nos relatórios e regras que valem para a empresa toda."
      />
      <QueryView query={company}>
        {(data) => (
          <>
            <CompanyForm company={data} />
            <LogoCard company={data} />
            <CertificateCard timeZone={data.fusoHorario} />
          </>
        )}
      </QueryView>
      <QueryView query={parameters}>
        {(data) => <FieldParametersForm parameters={data} />}
      </QueryView>
      <AttendancePositions />
      <TechnicianFiguresToClient />
      <GwpSetCard />
      <EntitySetCard />
    </section>
  );
}
