import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/*
 * Fetching a channel's calendar feed from an address an admin typed: http(s) only, at most 3
 * redirects, 10 s and 5 MiB, and by default never to the hotel's own network. The address check runs
 * in the connection's own DNS lookup, so the address checked is the address connected to (a second
 * lookup cannot answer differently), on every redirect too.
 */

export const FEED_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, redirects: 3 } as const;

/** A feed that could not be fetched, in words for the Channels screen. */
export class FeedFetchError extends Error {}

const privateRanges = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv6');

/** Whether an address is in a loopback, private, link-local, multicast or reserved range (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  return privateRanges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

const PRIVATE_REFUSED = 'The feed’s address is in a private or local network, which feeds may not use';

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const list = addresses;
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address)))
        return callback(new FeedFetchError(PRIVATE_REFUSED), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** One GET without following redirects: the response, or a redirect's target. */
function getOnce(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // A literal address is never looked up: check it here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return reject(new FeedFetchError(PRIVATE_REFUSED));
    const req = request(url, {
      method: 'GET',
      headers: { accept: 'text/calendar, text/plain;q=0.5', 'user-agent': 'Innkeep calendar sync' },
      lookup: guardedLookup(allowPrivate),
      signal,
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** Reads a body up to `maxBytes`, as UTF-8. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FeedFetchError(`The feed is larger than ${maxBytes / 1024 / 1024} MiB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Fetches a feed's text, or throws a FeedFetchError saying why not. */
export async function fetchFeed(
  address: string,
  options: { allowPrivate: boolean; limits?: Partial<Record<keyof typeof FEED_LIMITS, number>> },
): Promise<string> {
  const limits = { ...FEED_LIMITS, ...options.limits };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new FeedFetchError('A feed’s address must start with http:// or https://');
      const response = await getOnce(url, options.allowPrivate, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= limits.redirects) throw new FeedFetchError(`The feed redirected more than ${limits.redirects} times`);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new FeedFetchError(`The feed answered HTTP ${status}`);
      }
      const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type && !['text/calendar', 'text/plain', 'application/octet-stream'].includes(type)) {
        response.resume();
        throw new FeedFetchError(`The feed is ${type}, not a calendar (text/calendar)`);
      }
      return await readCapped(response, limits.maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted) throw new FeedFetchError(`The feed did not answer within ${limits.timeoutMs / 1000} s`);
    const cause = error as NodeJS.ErrnoException;
    if (cause.cause instanceof FeedFetchError) throw cause.cause;
    throw new FeedFetchError(`The feed could not be fetched (${cause.code ?? cause.message})`);
  }
}
