import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** A server of its own for a test that stops and restarts it; same port and data folder across restarts. */
export class ServerProcess {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  /**
   * `env` adds to or overrides the defaults (production, no demo seed). `dataDir` is a data folder
   * another process uses too (processes on one PostgreSQL database share their keys through it),
   * `port` one chosen beforehand; without them the server gets a new folder and a free port.
   */
  static async start(
    env: Record<string, string> = {},
    { dataDir, port }: { dataDir?: string; port?: number } = {},
  ): Promise<ServerProcess> {
    const server = new ServerProcess(port ?? (await freePort()), dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'stagehouse-own-')), env);
    await server.restart();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SEED_DEMO: '0',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    this.child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    for (let i = 0; i < 200 && this.child.exitCode === null; i++) {
      const up = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    await this.kill();
    throw new Error(`the test server did not start${errors ? `:\n${errors}` : ''}`);
  }

  /** Stops the process at once, as a crash would (SIGKILL: no graceful close). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    this.child = null;
  }
}
