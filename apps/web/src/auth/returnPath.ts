import { useLocation, useSearchParams } from 'react-router';
import { DASHBOARD_PATH, type Role } from '@innkeep/api-contract';

// Any origin works: a path is ours exactly when resolving it against this one stays on it.
const APP_ORIGIN = 'http://innkeep.invalid';
/** Coming back to these after signing in means nothing: they send a signed-in user away. */
const SIGN_IN_PAGES = new Set(['/', '/login', '/customer/login', '/staff/login', '/admin/login', '/register']);

/**
 * `next` as a path inside this app, or null. Anything that leaves the app ('//host', '/\host',
 * 'https:…', tabs the URL parser drops) resolves to another origin and is refused, so a crafted
 * link cannot send someone who just signed in to another site.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/')) return null;
  const url = new URL(next, APP_ORIGIN);
  if (url.origin !== APP_ORIGIN || SIGN_IN_PAGES.has(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** `page` with `?next=` when there is somewhere to come back to. */
export function withNext(page: string, next: string | null): string {
  return next ? `${page}?${new URLSearchParams({ next }).toString()}` : page;
}

/** Where a visitor on `location` should come back to: the `next` a sign-in page carries, else the page itself. */
export function returnPathOf(location: { pathname: string; search: string }): string | null {
  return safeNext(new URLSearchParams(location.search).get('next')) ?? safeNext(location.pathname + location.search);
}

/** The sign-in (or registration) page that brings the visitor back here afterwards. */
export function useSignInPath(page: '/login' | '/register' = '/login'): string {
  return withNext(page, returnPathOf(useLocation()));
}

/** Where a user goes once signed in: back to a valid `next`, else their role's dashboard. */
export function useAfterSignIn(): (role: Role) => string {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  return (role) => next ?? DASHBOARD_PATH[role];
}
