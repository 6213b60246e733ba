import type { Server } from 'node:net';

/** The TCP port a listening server was given (listen(0) picks one); a server on a pipe has none. */
export function listeningPort(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the server is not listening on a TCP port');
  return address.port;
}
