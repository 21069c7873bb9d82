/**
 * Who a request comes from, for its share of compute (rate-limit.ts): the
 * socket's address, or, where that is one of the proxies TRUST_PROXY names,
 * the first address of X-Forwarded-For, read from the right, that is not
 * one of them: each trusted proxy appends the address it was reached from,
 * and anything left of the first untrusted one may be made up by the client.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** A request made in process (app.request: tests, the command line) has no socket, and no client to share among. */
const IN_PROCESS = null;

export class ClientAddress {
  private readonly trusted = new BlockList();
  private readonly any: boolean;

  /** `proxies`: addresses and CIDR ranges, IPv4 or IPv6 (TRUST_PROXY, checked by limitsFromEnv). */
  constructor(proxies: readonly string[]) {
    for (const proxy of proxies) {
      const [address, bits] = proxy.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.trusted.addAddress(address, type);
      else this.trusted.addSubnet(address, Number(bits), type);
    }
    this.any = proxies.length > 0;
  }

  of(c: Context): string | typeof IN_PROCESS {
    const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
    if (socket === undefined) return IN_PROCESS;
    let client = plain(socket);
    if (!this.any || !this.isTrusted(client)) return client;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => plain(hop.trim()));
    for (let i = hops.length - 1; i >= 0; i--) {
      if (isIP(hops[i]) === 0) return client;
      client = hops[i];
      if (!this.isTrusted(client)) return client;
    }
    return client;
  }

  private isTrusted(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** An IPv4 address as Node gives it on a dual-stack socket (`::ffff:127.0.0.2`) is the IPv4 address. */
const plain = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);
