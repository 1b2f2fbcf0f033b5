import type { FieldPosition } from '@campo/contracts';

/** The technician's answer about positions, remembered per user on this phone. */
const consentKey = (userId: string) => `campo-tecnico:posicao:${userId}`;

export function positionConsent(userId: string): boolean {
  try {
    return localStorage.getItem(consentKey(userId)) === 'sim';
  } catch {
    return false;
  }
}

/** Remembers (or revokes) the consent; revoking takes effect at the next check-in or check-out. */
export function setPositionConsent(userId: string, consent: boolean): void {
  try {
    localStorage.setItem(consentKey(userId), consent ? 'sim' : 'nao');
  } catch {
    // Private mode without storage: the consent lasts for this page only.
  }
}

/**
 * One reading of the phone's position, at the moment of a check-in or a check-out (never a
 * watch). Works without signal (GPS); no answer in 10 s, or refused: no position.
 */
export function takePosition(): Promise<FieldPosition | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: Number(coords.latitude.toFixed(6)),
          longitude: Number(coords.longitude.toFixed(6)),
          precisao: Math.round(coords.accuracy * 10) / 10,
        }),
      () => resolve(undefined),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}
