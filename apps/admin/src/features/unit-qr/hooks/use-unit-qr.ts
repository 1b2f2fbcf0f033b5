import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unitQrApi, unitQrKeys } from '../api/unit-qr.api';

/** The unit's public page address (its QR code's content). */
export function useUnitQr(equipmentId: string) {
  return useQuery({
    queryKey: unitQrKeys.unit(equipmentId),
    queryFn: () => unitQrApi.get(equipmentId),
    staleTime: Infinity,
  });
}

/** A new code: the answer replaces the cached one. */
export function useRegenerateUnitQr(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unitQrApi.regenerate(equipmentId),
    onSuccess: (view) => queryClient.setQueryData(unitQrKeys.unit(equipmentId), view),
  });
}

/** The QR code of `text` as an image (a data: URL), drawn in the browser; null until ready. */
export function useQrImage(text: string | undefined) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 220 }),
      )
      .then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [text]);
  return image;
}
