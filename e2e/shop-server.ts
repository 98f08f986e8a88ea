import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";

/**
 * A production server of the shop for tests that start, stop and kill servers of
 * their own: `server/runtime/server.mjs` on the build `npm test` made, on a free
 * loopback port, with the database the test chose.
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** A production server of the shop in a process group of its own, so a kill takes all of it. */
export class ShopServer {
  private child: ChildProcess | null = null;
  private output = "";

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // Every visitor of the suite comes from 127.0.0.1, more than one address's share of new anonymous users.
      ANONYMOUS_USERS_PER_MINUTE: "1000",
      TRANSFER_ORDERS_PER_HOUR: "1000",
      ...this.env,
      PORT: String(this.port),
      HOSTNAME_BIND: "127.0.0.1",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
    };
    // Mail stays in the outbox; the database is only the one this test chose.
    delete env.SMTP_URL;
    if (!this.env.DATABASE_URL) delete env.DATABASE_URL;
    // The server `npm start` runs, on the build already made (start.mjs would rebuild for this port).
    const child = spawn(process.execPath, ["--max-semi-space-size=32", "server/runtime/server.mjs"], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    child.stdout?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited while starting:\n${this.output}`);
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server did not become healthy:\n${this.output}`);
  }

  /** SIGKILL to the whole process group: no shutdown handler, no flush, as a crash or an OOM kill. */
  async kill(): Promise<void> {
    await this.stop("SIGKILL");
  }

  /** Sends a signal to the server's process group and leaves it to react as it will. */
  signal(signal: NodeJS.Signals): void {
    if (this.child?.pid) process.kill(-this.child.pid, signal);
  }

  /** How the server's process ended, once it has. */
  async exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    if (!child) throw new Error("The server was not started");
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once("exit", resolve));
    return { code: child.exitCode, signal: child.signalCode };
  }

  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
    await exited;
    this.child = null;
  }

  log(): string {
    return this.output;
  }
}
