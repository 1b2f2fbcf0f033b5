export const LOGIN_PATH = '/entrar';
const RETURN_PARAM = 'voltar';

/** The login page's address, remembering where to go back to after signing in. */
export function loginPathFor(returnTo: string): string {
  return returnTo === '/'
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`;
}

/** Where to go after signing in: the remembered page if it is one of ours, else the start page. */
export function returnPathFrom(search: URLSearchParams): string {
  const returnTo = search.get(RETURN_PARAM);
  if (!returnTo) return '/';
  // Only our own pages: `//host/…` or `https://…` would send the user to another site.
  const url = new URL(returnTo, window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}
