import net from 'node:net';

/**
 * A port nobody listens on at the moment of asking, so two runs on one machine never meet on one
 * server, and a server's public address (its canonical links) is its real one.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
