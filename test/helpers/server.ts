/** The app on a loopback port for the tests of the enclosing describe, for a browser to visit. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/app.ts';

/** Starts the app before the tests and closes it after; the getter gives its base URL (http://127.0.0.1:port). */
export function useServer(): () => string {
  let server: ServerType | undefined;
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => {
    server?.close();
  });
  return () => base;
}
