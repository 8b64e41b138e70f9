// Liveness and readiness for process managers and the start scripts: /health is liveness only (the process
// answers); /ready means nextland answers its own /ready within 2 s. Neither answer may be cached.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

const readyTimeoutMs = 2000;

async function nextlandReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(readyTimeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export function registerHealth(app: FastifyInstance, config: Config, isDraining: () => boolean): void {
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Stopping (SIGTERM): a load balancer should send nothing new here.
    if (isDraining()) return reply.code(503).send({ status: 'stopping' });
    if (await nextlandReady(config.nextlandUrl)) return { status: 'ready' };
    request.log.warn({ nextland: config.nextlandUrl }, 'nextland not ready');
    return reply
      .code(503)
      .send({ status: 'unavailable', dependency: 'nextland', reason: 'nextland not ready' });
  });
}
