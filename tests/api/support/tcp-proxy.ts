/**
 * A TCP forwarder that can be switched off and on: the database "goes away" for the server
 * (connections refused, open ones cut) and comes back, while PostgreSQL itself keeps running
 * for the other test files.
 */
import net from "node:net";

export class TcpProxy {
  #server: net.Server | undefined;
  #sockets = new Set<net.Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on("close", () => this.#sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.#server = server;
    return new Promise((resolve) => server.listen(this.port, "127.0.0.1", resolve));
  }

  /** Refuses new connections and cuts the open ones, like a database that went down. */
  stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    const server = this.#server;
    this.#server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
