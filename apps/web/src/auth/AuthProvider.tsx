import { TRPCClientError } from '@trpc/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthResult, PublicUser, Role } from '@innkeep/api-contract';
import { tokenStore } from '../lib/session';
import { closeRealtimeSocket, onSessionEnded, queryClient, trpc } from '../lib/trpc';

interface AuthValue {
  user: PublicUser | null;
  /** True until the stored token has been checked once. */
  loading: boolean;
  isAuthenticated: boolean;
  signIn: (result: AuthResult) => void;
  signOut: () => Promise<void>;
  setUser: (user: PublicUser) => void;
  hasRole: (role: Role) => boolean;
  /** Approved only when isApproved is exactly true. */
  isApproved: boolean;
  /** The user pressed Sign Out (rather than a session running out): guards send them to /, not /login. */
  signedOut: boolean;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  // A page the server rendered for this session arrives with the answer (entry-server.tsx): drawn signed in at once.
  const [user, setUser] = useState<PublicUser | null>(() => utils.auth.me.getData()?.user ?? null);
  const [loading, setLoading] = useState(() => user === null && tokenStore.get() !== null);
  const [signedOut, setSignedOut] = useState(false);

  const clearLocal = useCallback(() => {
    tokenStore.set(null);
    setUser(null);
    queryClient.clear();
    // A socket opened for the previous user must not carry on with their token.
    void closeRealtimeSocket();
  }, []);

  // A session that ended while a subscription was open signs out the same way as a stored token
  // that no longer works.
  useEffect(() => onSessionEnded(clearLocal), [clearLocal]);

  useEffect(() => {
    if (!tokenStore.get()) return;
    let cancelled = false;
    // The router's first loader may have asked already (router.tsx): the same answer, not a second call.
    utils.auth.me
      .ensureData(undefined, { retry: false })
      .then((result) => {
        if (!cancelled) setUser(result.user);
      })
      // A stored token that no longer works signs out silently. A check that never got an answer (the network
      // failed, or the page was left mid-request) says nothing of the session: the token stays for the next page.
      .catch((error: unknown) => {
        if (!cancelled && isUnauthorized(error)) clearLocal();
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [utils, clearLocal]);

  const value = useMemo<AuthValue>(
    () => ({
      user,
      loading,
      isAuthenticated: user !== null && tokenStore.get() !== null,
      signIn: (result) => {
        queryClient.clear();
        void closeRealtimeSocket();
        tokenStore.set(result.token);
        setSignedOut(false);
        setUser(result.user);
      },
      signOut: async () => {
        try {
          await utils.client.auth.logout.mutate();
        } catch {
          // Already signed out on the server; finish locally.
        }
        setSignedOut(true);
        clearLocal();
      },
      setUser,
      hasRole: (role) => user?.role === role,
      isApproved: user?.isApproved === true,
      signedOut,
    }),
    [user, loading, signedOut, utils, clearLocal],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

const isUnauthorized = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
