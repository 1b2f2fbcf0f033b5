import type { UnitQrView } from '@campo/contracts';
import { apiClient } from '@campo/web-client';

export const unitQrKeys = {
  unit: (equipmentId: string) => ['unit-qr', equipmentId] as const,
};

const unitPath = (equipmentId: string) =>
  `/api/fs/equipamentos/${encodeURIComponent(equipmentId)}/qr`;

/** The contract's A4 sheet of QR labels (a PDF the browser opens). */
export const labelSheetUrl = (contractId: string) =>
  `/api/fs/contratos/${encodeURIComponent(contractId)}/etiquetas-qr.pdf`;

export const unitQrApi = {
  get: (equipmentId: string) => apiClient.get<UnitQrView>(unitPath(equipmentId)),
  regenerate: (equipmentId: string) =>
    apiClient.post<UnitQrView>(`${unitPath(equipmentId)}/regenerar`, {}),
};
