import { readFileSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { inject } from 'vitest';
import { type Database, type Db, openDatabase, schema } from '../db/client.ts';
import { createPool } from '../db/pool.ts';

/** The test database of this run (PostgreSQL with DATABASE_URL, else a copy of the PGlite template). */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const template = inject('pgliteTemplate');
  return openDatabase({
    pglite: await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), extensions: pgliteExtensions }),
  });
}

/**
 * A database whose queries go to the real one until `cutOff(url)` sends them to a node-postgres pool at `url`
 * (a closed port, a server that never answers), and back after `restore()`. The app keeps one `db` object, as it
 * would keep its pool through an outage.
 */
export function switchableDatabase(real: Database) {
  let current: Db = real.db;
  let outage: { end: () => Promise<void> } | null = null;
  const db = new Proxy(real.db, {
    get(_target, property) {
      const value = Reflect.get(current as object, property);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  return {
    database: { ...real, db } satisfies Database,
    cutOff(url: string, connectTimeoutSeconds = 1) {
      const pool = createPool(url, { connectTimeoutSeconds, onIdleConnectionError: () => {} });
      outage = pool;
      current = drizzle(pool, { schema }) as unknown as Db;
    },
    /** Back to the real database; the outage pool ends in the background (a connection attempt may still wait). */
    restore() {
      current = real.db;
      void outage?.end().catch(() => {});
      outage = null;
    },
  };
}

/** A loopback port where nothing listens (connections are refused at once). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never answers: a database behind a dead network path. */
export async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A TCP proxy on a loopback port in front of `target` (host:port). `drop()` cuts every connection through it and stops
 * listening, as a database restart or a network failure would; `resume()` listens again on the same port.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  let server: net.Server | null = null;
  let port = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      track(client);
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    get connections() {
      return sockets.size;
    },
    async drop() {
      const closing = server;
      server = null;
      const closed = new Promise((resolve) => closing?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    resume: listen,
    close: async () => {
      if (server) {
        const closing = server;
        server = null;
        const closed = new Promise((resolve) => closing.close(resolve));
        for (const socket of sockets) socket.destroy();
        await closed;
      }
    },
  };
}
