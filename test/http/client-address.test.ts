/** Who a request comes from: the socket's address, or X-Forwarded-For's first untrusted hop behind proxies TRUST_PROXY names. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ClientAddress } from '../../src/http/client-address.ts';
import { games } from '../../src/games/index.ts';
import { limitsFromEnv } from '../../src/service/limits.ts';

async function clientOf(proxies: string[], socket: string | undefined, forwarded?: string): Promise<string | null> {
  const clients = new ClientAddress(proxies);
  let seen: string | null = 'unset';
  const app = new Hono().get('/', (c) => {
    seen = clients.of(c);
    return c.text('');
  });
  await app.request('/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }, socket === undefined ? undefined : { incoming: { socket: { remoteAddress: socket } } });
  return seen;
}

describe('client address', () => {
  it('is the socket’s, whatever X-Forwarded-For says, without trusted proxies', async () => {
    expect(await clientOf([], '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await clientOf([], '::ffff:127.0.0.2')).toBe('127.0.0.2');
  });

  it('is nobody’s for a request made in process', async () => {
    expect(await clientOf(['127.0.0.1'], undefined, '198.51.100.1')).toBeNull();
  });

  it('is the first untrusted hop from the right behind trusted proxies', async () => {
    const proxies = ['127.0.0.1', '10.0.0.0/8'];
    expect(await clientOf(proxies, '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // A client may make up the left of the list; the proxies each appended the address they were reached from.
    expect(await clientOf(proxies, '127.0.0.1', '1.2.3.4, 198.51.100.1, 10.1.2.3')).toBe('198.51.100.1');
    expect(await clientOf(proxies, '127.0.0.1', '10.1.2.3, 10.4.5.6')).toBe('10.1.2.3');
    expect(await clientOf(proxies, '127.0.0.1', 'garbage, 198.51.100.1')).toBe('198.51.100.1');
    expect(await clientOf(proxies, '127.0.0.1', '198.51.100.1, not-an-address')).toBe('127.0.0.1');
    // A request that does not come through a trusted proxy is its socket's, however it is forwarded.
    expect(await clientOf(proxies, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await clientOf(['2001:db8::/32'], '2001:db8::1', '2001:db9::5')).toBe('2001:db9::5');
  });

  it('takes TRUST_PROXY as addresses and CIDR ranges, and refuses anything else at start', () => {
    const env = (TRUST_PROXY: string) => limitsFromEnv(games.values(), { TRUST_PROXY });
    expect(env(' 127.0.0.1, 10.0.0.0/8 ,::1').trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['localhost', '10.0.0.0/33', '127.0.0.1/8/2', '::1/129'])
      expect(() => env(bad), bad).toThrow(/TRUST_PROXY must list IP addresses or CIDR ranges/);
    expect(() => limitsFromEnv(games.values(), { RATE_LIMIT: 'no' })).toThrow(/RATE_LIMIT must be on or off/);
    expect(limitsFromEnv(games.values(), { RATE_LIMIT: 'off' }).rate).toBeUndefined();
    expect(limitsFromEnv(games.values(), { RATE_MS_PER_S: '250' }).rate).toEqual({ msPerSecond: 250, burstMs: 10_000 });
  });
});
