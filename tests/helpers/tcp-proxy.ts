// A TCP proxy a test can cut: every open connection destroyed and new ones refused (the database
// "stops"), then restored. The app talks to PostgreSQL through it (issue 28's outage tests).
import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** Destroys every connection and stops listening: new ones are refused (ECONNREFUSED) until `restore`. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
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
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: stop,
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
