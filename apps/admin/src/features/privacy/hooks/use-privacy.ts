import { useQuery } from '@tanstack/react-query';
import { privacyApi, privacyKeys } from '../api/privacy.api';

export function usePrivacyNotice() {
  return useQuery({ queryKey: privacyKeys.notice(), queryFn: privacyApi.notice });
}

export function useProcessingRecord() {
  return useQuery({ queryKey: privacyKeys.record(), queryFn: privacyApi.record });
}
