// The auth provider with a real QueryClient and tRPC client; the API answers through a test
// link (or, for the token header, through the app's own HTTP link and a stubbed fetch).
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@innkeep/api-contract';
import { closeRealtimeSocket, queryClient, trpc, trpcClient } from '../lib/trpc';
import type * as Trpc from '../lib/trpc';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { apiError, renderWithProviders, type Handlers } from '../test/render';
import { AuthProvider, useAuth } from './AuthProvider';

// The real module, with closeRealtimeSocket watched (it is what the provider calls on sign-in and sign-out).
vi.mock('../lib/trpc', async (importOriginal) => {
  const actual = await importOriginal<typeof Trpc>();
  return { ...actual, closeRealtimeSocket: vi.fn(actual.closeRealtimeSocket) };
});

const guest: PublicUser = {
  _id: 'u1',
  name: 'Grace Guest',
  email: 'guest@innkeep.test',
  phone: '555-0100',
  address: '',
  role: 'customer',
  isApproved: true,
  language: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Shows what the provider knows, and a Sign Out button. */
function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="state">{auth.loading ? 'loading' : auth.isAuthenticated ? `signed in as ${auth.user?.name}` : 'signed out'}</p>
      <p data-testid="signed-out">{String(auth.signedOut)}</p>
      <button type="button" onClick={() => void auth.signOut()}>
        Sign Out
      </button>
    </div>
  );
}

const state = () => screen.getByTestId('state');

function renderAuth(handlers: Handlers) {
  return renderWithProviders(<Probe />, { handlers, queryClient });
}

/** The provider over the app's own tRPC client and HTTP link, so the test's stubbed `fetch` is what answers. */
function renderThroughAppClient() {
  return render(
    <MantineProvider>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </trpc.Provider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  vi.mocked(closeRealtimeSocket).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('without a stored token: signed out at once, no call made', () => {
    const me = vi.fn();
    renderAuth({ 'auth.me': me });
    expect(state()).toHaveTextContent('signed out');
    expect(me).not.toHaveBeenCalled();
  });

  it('with a stored token: loading, then the user auth.me returns', async () => {
    localStorage.setItem('token', 'stored-token');
    const me = vi.fn(() => ({ user: guest }));
    renderAuth({ 'auth.me': me });
    expect(state()).toHaveTextContent('loading');
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Grace Guest'));
    expect(me).toHaveBeenCalledTimes(1);
  });

  it("sends the stored token as the Authorization header through the app's own client", async () => {
    localStorage.setItem('token', 'stored-token');
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json([{ result: { data: { user: guest } } }]));
    vi.stubGlobal('fetch', fetch);
    renderThroughAppClient();
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Grace Guest'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toEqual(expect.stringContaining('/trpc/auth.me'));
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer stored-token');
  });

  it('a stored token that no longer works signs out silently: token, user, cache and socket cleared', async () => {
    localStorage.setItem('token', 'expired-token');
    queryClient.setQueryData(['previous-user-data'], 'secret');
    renderAuth({
      'auth.me': () => {
        throw apiError('UNAUTHORIZED', 'Your session has ended. Please sign in again.', 401);
      },
    });
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['previous-user-data'])).toBeUndefined();
    expect(closeRealtimeSocket).toHaveBeenCalled();
    // Silently: not the same as pressing Sign Out, and no message shown.
    expect(screen.getByTestId('signed-out')).toHaveTextContent('false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a check that gets no answer (the network failed, the page was left) keeps the token for the next page', async () => {
    localStorage.setItem('token', 'stored-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderThroughAppClient();
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(closeRealtimeSocket).not.toHaveBeenCalled();
  });

  it('Sign Out ends the session on the server and clears the token, the query cache and the socket', async () => {
    localStorage.setItem('token', 'stored-token');
    const logout = vi.fn(() => ({ success: true }));
    renderAuth({ 'auth.me': () => ({ user: guest }), 'auth.logout': logout });
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Grace Guest'));
    queryClient.setQueryData(['bookings'], ['b1']);
    vi.mocked(closeRealtimeSocket).mockClear();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['bookings'])).toBeUndefined();
    expect(closeRealtimeSocket).toHaveBeenCalled();
    expect(screen.getByTestId('signed-out')).toHaveTextContent('true');
  });

  it('Sign Out still finishes locally when the server call fails', async () => {
    localStorage.setItem('token', 'stored-token');
    renderAuth({
      'auth.me': () => ({ user: guest }),
      'auth.logout': () => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Server unavailable', 500);
      },
    });
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Grace Guest'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a live subscription ending with UNAUTHORIZED signs out', async () => {
    localStorage.setItem('token', 'stored-token');
    renderAuth({ 'auth.me': () => ({ user: guest }) });
    await waitFor(() => expect(state()).toHaveTextContent('signed in as Grace Guest'));

    // The notifications feed over the app's WebSocket client; the server ends it.
    FakeWebSocket.instances = [];
    const subscription = trpcClient.notifications.onNotification.subscribe({ lastEventId: null }, { onError: () => {} });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last;
    socket.accept();
    await waitFor(() => expect(socket.messages().some((m) => m.method === 'subscription')).toBe(true));
    const request = socket.messages().find((m) => m.method === 'subscription');
    socket.receive({
      id: request?.id,
      error: { code: -32001, message: 'Your session has ended. Please sign in again.', data: { code: 'UNAUTHORIZED', httpStatus: 401 } },
    });

    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    expect(localStorage.getItem('token')).toBeNull();
    subscription.unsubscribe();
  });
});
