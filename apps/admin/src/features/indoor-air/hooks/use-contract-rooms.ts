import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { indoorAirApi, indoorAirKeys } from '../api/indoor-air.api';

/** The contract's rooms (none until a contract is chosen). */
export function useContractRooms(contractId: string) {
  return useQuery({
    queryKey: indoorAirKeys.rooms(contractId),
    queryFn: () => indoorAirApi.rooms(contractId),
    enabled: contractId !== '',
  });
}

export function useCreateRoomsFromSectors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: indoorAirApi.roomsFromSectors,
    onSuccess: (_result, contractId) =>
      queryClient.invalidateQueries({ queryKey: indoorAirKeys.rooms(contractId) }),
  });
}
