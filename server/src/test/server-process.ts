import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** The built server, as `npm start` runs it: the crash tests start and kill it as a real process. */
export const serverEntry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const STARTUP_LIMIT_MS = 30_000;

/**
 * Starts the built server on `port` with `env` over this process's, and answers once its health
 * check does. A server that exits or never gets healthy fails with what it wrote to stderr.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  // A start is a second or two, but on a busy two-core machine (two test files at once, CI) a cold
  // start of the built server has taken over ten: the limit is for a server that hangs, not a slow one.
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited while starting: ${errors}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${errors}`);
}
