import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CylinderQuery, fluidKeys, fluidsApi } from '../api/fluids.api';
import { refreshFluids } from './fluid-cache';

/** The company's cylinders, filtered by purpose, gas and whether active. */
export function useCylinders(query: CylinderQuery, enabled = true) {
  return useQuery({
    queryKey: fluidKeys.cylinders(query),
    queryFn: () => fluidsApi.cylinders(query),
    enabled,
  });
}

export function useCreateCylinder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fluidsApi.createCylinder,
    onSuccess: () => refreshFluids(queryClient),
  });
}

export function useDeactivateCylinder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fluidsApi.deactivateCylinder,
    onSuccess: () => refreshFluids(queryClient),
  });
}

/** A recovery cylinder's destinations, oldest first. */
export function useDestinations(cylinderId: string | null) {
  return useQuery({
    queryKey: fluidKeys.destinations(cylinderId ?? ''),
    queryFn: () => fluidsApi.destinations(cylinderId ?? ''),
    enabled: cylinderId !== null,
  });
}

export function useAddDestination(cylinderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => fluidsApi.addDestination(cylinderId, form),
    onSuccess: () => refreshFluids(queryClient),
  });
}
