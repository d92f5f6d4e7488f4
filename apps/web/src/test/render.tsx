// One way to render the web client in tests: Mantine, the tRPC and query providers, a router and
// (optionally) the auth provider, with the API answered by a test link instead of the network.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { AppRouter } from '@innkeep/api/router';
import { AuthProvider } from '../auth/AuthProvider';
import { trpc } from '../lib/trpc';

/**
 * Answers by procedure path ('auth.me'); a handler's input is the procedure's input. For a
 * subscription the handler also gets `emit`, which sends one event to the subscriber.
 */
export type Handlers = Record<string, (input: unknown, emit: (data: unknown) => void) => unknown>;

/** An error as the server sends it: `code` is tRPC's ('UNAUTHORIZED', 'BAD_REQUEST', ...). */
export function apiError(code: string, message: string, httpStatus = 400): TRPCClientError<AppRouter> {
  return TRPCClientError.from({ error: { code: -32000, message, data: { code, httpStatus } } });
}

/**
 * A link that answers queries and mutations from `handlers` (a throw becomes the call's error);
 * a call without a handler fails the test loudly.
 */
export function testLink(handlers: Handlers): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const handler = handlers[op.path];
        let open = true;
        if (op.type === 'subscription') {
          if (!handler) throw new Error(`No test handler for subscription ${op.path}`);
          observer.next({ result: { type: 'started' } });
          handler(op.input, (data) => {
            if (open) observer.next({ result: { type: 'data', data } });
          });
          return () => {
            open = false;
          };
        }
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No test handler for ${op.type} ${op.path}`);
            return handler(op.input, () => {});
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)),
          );
      });
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export interface RenderOptions {
  handlers?: Handlers;
  /** Defaults to a fresh client without retries. */
  queryClient?: QueryClient;
  /** Wrap in AuthProvider (default true). */
  auth?: boolean;
  route?: string;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? testQueryClient();
  const client = trpc.createClient({ links: [testLink(options.handlers ?? {})] });
  const withAuth = (children: ReactNode) => (options.auth === false ? children : <AuthProvider>{children}</AuthProvider>);
  const result = render(
    <MantineProvider>
      <Notifications />
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{withAuth(ui)}</MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

/** The alert inside the form that holds the button named `submit` (toasts are alerts too). */
export function formAlert(submit: string): Promise<HTMLElement> {
  const form = screen.getByRole('button', { name: submit }).closest('form');
  if (!form) throw new Error(`No form around the ${submit} button`);
  return within(form).findByRole('alert');
}

/** Types into a field the fast way a user can: focus it and paste (one input event, not one per key). */
export async function enter(input: HTMLElement, text: string): Promise<void> {
  const user = userEvent.setup({ delay: null });
  await user.click(input);
  await user.paste(text);
}

/** A modal moves focus into itself once open; typing before that could lose the focus midway. */
export async function modalReady(): Promise<void> {
  await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
}
