import { useQuery } from '@tanstack/react-query';
import { companyApi, companyKeys } from '../api/company.api';

/** The company's name, CNPJ, time zone and logo. */
export function useCompany() {
  return useQuery({ queryKey: companyKeys.company(), queryFn: companyApi.get });
}
