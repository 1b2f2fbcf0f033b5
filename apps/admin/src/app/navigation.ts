import type { Role } from '@campo/contracts';

export interface NavigationItem {
  path: string;
  label: string;
  /** Roles that see the entry; every role when omitted. */
  roles?: readonly Role[];
}

/** The side navigation of the signed-in layout. Each feature adds its entry here. */
export const NAVIGATION: readonly NavigationItem[] = [{ path: '/', label: 'Início' }];

export function navigationFor(role: Role): NavigationItem[] {
  return NAVIGATION.filter((item) => !item.roles || item.roles.includes(role));
}
