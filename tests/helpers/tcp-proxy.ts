// A TCP proxy a test can cut: every open connection destroyed and new ones refused (the database
// "stops"), then restored. The app talks to PostgreSQL through it (issue 28's outage tests).
import net from 'node:net';
import { freePort } from './free-port.ts';

export type TcpProxy = {
  port: number;
  /** Destroys every connection and stops listening: new ones are refused (ECONNREFUSED) until `restore`. */
  cut(): Promise<void>;
  /**
   * A database that hangs rather than refuses (a cut network): open connections stop carrying bytes,
   * new ones are accepted and never answered. `cut` ends it.
   */
  freeze(): void;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    if (frozen) {
      open.add(client.pause().on('error', () => client.destroy()));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.destroy();
    open.clear();
    await closed;
  };
  // Not listen(0): while cut, an outgoing connection could take an ephemeral port before `restore`.
  const port = await freePort();
  await listen(port);
  return {
    port,
    freeze() {
      frozen = true;
      for (const socket of open) socket.unpipe().pause();
    },
    cut: async () => {
      frozen = false;
      await stop();
    },
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

/** The same URL, through the proxy. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
