import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, type AppRouter } from '../src/trpc/root';
import { signedIn, type Account } from './admin-helpers';
import {
  CALLERS,
  MISSING,
  PROCEDURES,
  REST,
  renderAuthorizationDoc,
  REST_CALLS,
  restAllow,
  type CallerKind,
  type Fixtures,
  type Owned,
  type ProcedureRule,
} from './authorization-table';
import { startTestServer, type TestServer } from './helpers';
import { apiRoutes, routeKey, tableDigest, withRouteRecording, type ApiRoute } from './proof-helpers';
import { connect } from './realtime-helpers';

type SignedInKind = Exclude<CallerKind, 'visitor'>;
type ProcedureType = 'query' | 'mutation' | 'subscription';
interface ProcedureDef {
  _def: { type: ProcedureType; inputs: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }[] };
}

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;
const procedureType = (path: string): ProcedureType => {
  const procedure = procedures[path];
  if (!procedure) throw new Error(`no procedure ${path}`);
  return procedure._def.type;
};
const REFUSED = new Set(['UNAUTHORIZED', 'FORBIDDEN']);
/** What a call came to: 'ok' or the tRPC error code. */
type Outcome = string;

let server: TestServer;
let routes: ApiRoute[];
const accounts = {} as Record<SignedInKind, Account>;
let fx: Fixtures;

const ROLE_OF: Record<SignedInKind, ['customer' | 'staff' | 'admin', boolean]> = {
  customer: ['customer', true],
  pendingStaff: ['staff', false],
  staff: ['staff', true],
  admin: ['admin', true],
};

/** The caller's token: the kind's standing account, or a fresh one for calls that end sessions. */
async function tokenOf(kind: CallerKind, rule: ProcedureRule | undefined): Promise<string | null> {
  if (kind === 'visitor') return null;
  if (!rule?.throwaway) return accounts[kind].token;
  const [role, approved] = ROLE_OF[kind];
  return (await signedIn(server, role, approved)).token;
}

interface TrpcClient {
  client: unknown;
  close: () => void;
}
function trpcClient(transport: 'http' | 'ws', token: string | null): TrpcClient {
  if (transport === 'ws') return connect(server, token);
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${server.base}/trpc`, headers: token ? { authorization: `Bearer ${token}` } : {} })],
  });
  return { client, close: () => undefined };
}

function codeOf(error: unknown): Outcome {
  if (error instanceof TRPCClientError) return String((error.data as { code?: string } | undefined)?.code ?? error.message);
  throw error;
}

interface Callable {
  query: (input: unknown) => Promise<unknown>;
  mutate: (input: unknown) => Promise<unknown>;
  subscribe: (input: unknown, handlers: { onStarted: () => void; onError: (error: unknown) => void }) => { unsubscribe: () => void };
}

/** Calls a procedure by its path; a subscription counts as allowed once the server says it started. */
async function callProcedure(client: unknown, path: string, input: unknown): Promise<Outcome> {
  const target = path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], client) as Callable;
  const type = procedureType(path);
  if (type !== 'subscription') {
    try {
      await (type === 'query' ? target.query(input) : target.mutate(input));
      return 'ok';
    } catch (error) {
      return codeOf(error);
    }
  }
  return new Promise<Outcome>((resolve) => {
    const subscription = target.subscribe(input, {
      onStarted: () => {
        subscription.unsubscribe();
        resolve('ok');
      },
      onError: (error) => resolve(codeOf(error)),
    });
  });
}

/** The first thing a subscription's server-sent event stream (tRPC over HTTP) says after `connected`. */
async function streamRefusal(path: string, input: unknown, token: string | null): Promise<Outcome> {
  const res = await fetch(`${server.base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // A bound for a stream that never refuses, so the walk reports it instead of hanging.
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.body) return String(res.status);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  try {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return 'stream ended without a refusal';
      text += chunk.value;
      // Complete events only: each ends with a blank line.
      const events = text.split('\n\n');
      text = events.pop() ?? '';
      for (const event of events) {
        const name = /^event: (.*)$/m.exec(event)?.[1] ?? 'message';
        if (name === 'connected') continue;
        if (name !== 'serialized-error') return 'ok';
        return String((JSON.parse(/^data: (.*)$/m.exec(event)?.[1] ?? '{}') as { data?: { code?: string } }).data?.code);
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Differences between what happened and the table; a 5xx or a refused sample is one too. */
function judge(what: string, allowed: boolean, outcome: Outcome, refusedSample = false): string | null {
  if (outcome === 'INTERNAL_SERVER_ERROR' || /^5\d\d$/.test(outcome)) return `${what}: server error ${outcome}`;
  const refused = REFUSED.has(outcome) || outcome === '401' || outcome === '403';
  if (refused && allowed) return `${what}: refused (${outcome}) but the table allows it`;
  if (!refused && !allowed) return `${what}: answered ${outcome} but the table refuses it`;
  // A 400 could hide a rule the service applies after validation: the sample must get past it.
  const badRequest = outcome === 'BAD_REQUEST' || outcome === '400';
  if (allowed && badRequest !== refusedSample) return `${what}: the sample input was ${refusedSample ? 'accepted' : 'refused (400)'}`;
  return null;
}

const outcomes: Record<'http' | 'ws', Map<string, Outcome>> = { http: new Map(), ws: new Map() };

async function walkTrpc(transport: 'http' | 'ws'): Promise<string[]> {
  const problems: string[] = [];
  for (const kind of CALLERS) {
    const standing = trpcClient(transport, await tokenOf(kind, undefined));
    for (const [path, rule] of Object.entries(PROCEDURES)) {
      let outcome: Outcome;
      if (transport === 'http' && procedureType(path) === 'subscription') {
        // Over HTTP an allowed subscription is refused too (live data runs over the WebSocket only: trpc.ts), so
        // only refusals are checked here; the WebSocket walk checks that allowed callers get a started stream.
        if (rule.allow.includes(kind)) continue;
        outcome = await streamRefusal(path, rule.input?.(fx), await tokenOf(kind, undefined));
      } else {
        const own = rule.throwaway && kind !== 'visitor' ? trpcClient(transport, await tokenOf(kind, rule)) : null;
        outcome = await callProcedure((own ?? standing).client, path, rule.input?.(fx));
        own?.close();
      }
      outcomes[transport].set(`${kind} ${path}`, outcome);
      const problem = judge(`${transport} ${kind} ${path}`, rule.allow.includes(kind), outcome, Boolean(rule.refusedSample));
      if (problem) problems.push(problem);
    }
    standing.close();
  }
  return problems;
}

/** The path with its `:params` filled from the procedure's sample input, and the rest of the input. */
function fillPath(pattern: string, input: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const url = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    // Food order paths call the order `:id`; their procedures call it `orderId`.
    const key = name in rest ? name : name === 'id' && 'orderId' in rest ? 'orderId' : null;
    const value = key === null ? MISSING : String(rest[key]);
    if (key !== null) delete rest[key];
    return encodeURIComponent(value);
  });
  return { url, rest };
}

/** A REST call with the sample as query (GET, DELETE) or JSON body; answers status and body. */
async function restCall(method: string, url: string, rest: Record<string, unknown>, token: string | null, accept?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (accept) headers.accept = accept;
  let body: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(rest).map(([key, value]): [string, string] => [key, String(value)])).toString();
    if (query) url += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(rest);
  }
  const res = await fetch(server.base + url, { method, headers, body });
  const isJson = res.headers.get('content-type')?.includes('application/json');
  return { status: res.status, body: isJson ? await res.json() : await res.arrayBuffer() };
}

const restInput = (procedure: string): Record<string, unknown> => (PROCEDURES[procedure]?.input?.(fx) ?? {}) as Record<string, unknown>;

beforeAll(async () => {
  // Without the analytics upkeep, whose background writes no call causes: the 'changes nothing' checks hash the tables.
  const recorded = await withRouteRecording(() =>
    startTestServer({ seed: true, env: { WS_CALLS_PER_SECOND: '100000' }, server: { analyticsUpkeep: false } }),
  );
  server = recorded.value;
  routes = apiRoutes(recorded.routes);
  for (const kind of Object.keys(ROLE_OF) as SignedInKind[]) {
    const [role, approved] = ROLE_OF[kind];
    accounts[kind] = await signedIn(server, role, approved);
  }
  const one = (sql: string) => (server.deps.db.$client.prepare(sql).get() as { id: string }).id;
  let serial = 0;
  fx = {
    chatId: one("SELECT id FROM chats WHERE slug = 'public'"),
    roomId: one("SELECT id FROM rooms WHERE status = 'available' ORDER BY room_number LIMIT 1"),
    foodId: one('SELECT id FROM food_items WHERE is_available = 1 ORDER BY name LIMIT 1'),
    password: accounts.customer.password,
    unique: () => `${process.pid}-${(serial += 1)}`,
  };
}, 60_000);
afterAll(() => server.close());

describe('the authorization table covers the real API', () => {
  it('has a row for every tRPC procedure and no other', () => {
    expect(Object.keys(PROCEDURES).sort()).toEqual(Object.keys(procedures).sort());
  });

  it('has a row for every /api route Fastify serves and no other', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(Object.keys(REST).sort()).toEqual(routes.map(routeKey).sort());
  });

  it('gives each REST path a real procedure, and never lets it admit more callers than that procedure', () => {
    for (const { key, procedure: name } of REST_CALLS) {
      const procedure = PROCEDURES[name];
      expect(procedure, key).toBeDefined();
      expect(procedure?.allow, key).toEqual(expect.arrayContaining([...restAllow(key, name)]));
    }
  });

  it('has sample inputs that pass each procedure’s own input schema', () => {
    for (const [path, rule] of Object.entries(PROCEDURES)) {
      for (const schema of procedures[path]?._def.inputs ?? []) {
        const result = schema.safeParse(rule.input?.(fx));
        expect(result.success, `${path}: ${JSON.stringify(result.error)}`).toBe(!rule.refusedSample);
      }
    }
  });

  it('marks every id-taking procedure open to customers as the customer’s own or as shared', () => {
    for (const [path, rule] of Object.entries(PROCEDURES)) {
      if (!rule.allow.includes('customer')) continue;
      const ids = (procedures[path]?._def.inputs ?? []).flatMap(inputKeys).filter((key) => /^(id|[a-z]+Id)$/.test(key));
      if (ids.length > 0) expect(rule.owns ?? rule.sharedId, `${path} takes ${ids.join(', ')}`).toBeTruthy();
      if (rule.owns) expect(ids, `${path} is marked owned but takes no id`).not.toEqual([]);
    }
  });

  it('is rendered in docs/authorization.md', async () => {
    const types = Object.fromEntries(Object.keys(PROCEDURES).map((path) => [path, procedureType(path)]));
    await expect(renderAuthorizationDoc(types)).toMatchFileSnapshot('../../../docs/authorization.md');
  });
});

/** Top-level field names of a zod input schema, through pipes, defaults and optionals. */
function inputKeys(schema: unknown): string[] {
  const def = (schema as { _zod?: { def: { type: string; shape?: object; in?: unknown; innerType?: unknown } } })._zod?.def;
  if (!def) return [];
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return inputKeys(def.in);
  if (def.innerType) return inputKeys(def.innerType);
  return [];
}

describe('every caller gets exactly what the table says', () => {
  it('over tRPC HTTP', async () => {
    expect(await walkTrpc('http')).toEqual([]);
  }, 360_000);

  it('over the tRPC WebSocket, subscriptions included', async () => {
    expect(await walkTrpc('ws')).toEqual([]);
  }, 360_000);

  it('over HTTP and the WebSocket alike, call for call', () => {
    expect(outcomes.http.size).toBeGreaterThan(0);
    const differences = [...outcomes.http].filter(([key, outcome]) => outcomes.ws.get(key) !== outcome);
    expect(differences.map(([key, outcome]) => `${key}: http ${outcome}, ws ${outcomes.ws.get(key)}`)).toEqual([]);
  });

  it('over REST', async () => {
    const problems: string[] = [];
    for (const kind of CALLERS) {
      for (const { key, procedure, accept } of REST_CALLS) {
        const [method = '', pattern = ''] = key.split(' ');
        const { url, rest } = fillPath(pattern, restInput(procedure));
        const res = await restCall(method, url, rest, await tokenOf(kind, PROCEDURES[procedure]), accept);
        const what = `${kind} ${key}${accept ? ` (Accept: ${accept})` : ''}`;
        if (res.status >= 400) expect(res.body, what).toEqual({ message: expect.any(String) });
        const refusedSample = Boolean(PROCEDURES[procedure]?.refusedSample);
        const problem = judge(what, restAllow(key, procedure).includes(kind), String(res.status), refusedSample);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  }, 360_000);
});

describe('a customer’s records are invisible to another customer', () => {
  it('answers 404 on every id-taking call with someone else’s id, over tRPC (HTTP and WebSocket) and REST, and changes nothing', async () => {
    const owner = accounts.customer;
    const nextYear = new Date().getUTCFullYear() + 1;
    const created = async (path: string, body: unknown, token: string) => {
      const res = await server.api<{ _id: string }>('POST', path, { body, token });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
      return res.body._id;
    };
    const ids: Record<Owned, string> = {
      booking: await created(
        '/api/bookings',
        { roomId: fx.roomId, checkIn: `${nextYear}-06-01`, checkOut: `${nextYear}-06-02`, guests: 1 },
        owner.token,
      ),
      foodOrder: await created('/api/food/orders', PROCEDURES['food.createOrder']?.input?.(fx), owner.token),
      complaint: await created('/api/complaints', PROCEDURES['complaints.create']?.input?.(fx), owner.token),
      notification: await created(
        '/api/admin/notifications',
        { recipient: owner.id, title: 'Yours', message: 'Only yours' },
        accounts.admin.token,
      ),
    };
    const other = await signedIn(server, 'customer');
    const ownedInput = (rule: ProcedureRule & { owns: Owned }) => {
      const input = { ...(rule.input?.(fx) as Record<string, unknown>) };
      input['orderId' in input ? 'orderId' : 'id'] = ids[rule.owns];
      return input;
    };
    const owned = Object.entries(PROCEDURES).filter((entry): entry is [string, ProcedureRule & { owns: Owned }] => Boolean(entry[1].owns));
    expect(new Set(owned.map(([, rule]) => rule.owns))).toEqual(new Set(Object.keys(ids)));

    const before = tableDigest(server);
    const problems: string[] = [];
    for (const transport of ['http', 'ws'] as const) {
      const { client, close } = trpcClient(transport, other.token);
      for (const [path, rule] of owned) {
        const outcome = await callProcedure(client, path, ownedInput(rule));
        if (outcome !== 'NOT_FOUND') problems.push(`${transport} ${path}: ${outcome}`);
      }
      close();
    }
    const ownedPaths = Object.entries(REST).filter(([, rule]) => PROCEDURES[rule.procedure]?.owns);
    expect(ownedPaths.length).toBeGreaterThanOrEqual(owned.length);
    for (const [key, rule] of ownedPaths) {
      const [method = '', pattern = ''] = key.split(' ');
      const { url, rest } = fillPath(pattern, ownedInput(PROCEDURES[rule.procedure ?? ''] as ProcedureRule & { owns: Owned }));
      const res = await restCall(method, url, rest, other.token);
      if (res.status !== 404) problems.push(`REST ${key}: ${res.status}`);
    }
    expect(problems).toEqual([]);
    expect(tableDigest(server)).toEqual(before);

    // The ids are real: their owner reads them.
    const mine = trpcClient('http', owner.token).client;
    expect(await callProcedure(mine, 'complaints.byId', { id: ids.complaint })).toBe('ok');
    expect(await callProcedure(mine, 'food.paymentStatus', { orderId: ids.foodOrder })).toBe('ok');
  }, 60_000);
});
