// Liveness and readiness for process managers, load balancers and docker-compose. /healthz is liveness only:
// this process answers. /ready is whether it can serve pages: the BFF answers its own /ready (which checks
// nextland) within READY_TIMEOUT_MS. Neither answer may be cached.
import type { FastifyInstance } from 'fastify';

const READY_TIMEOUT_MS = 2000;

/** Why the BFF is not ready: its own answer (it names nextland), a timeout, or no connection. */
async function bffNotReady(bffUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${bffUrl}/ready`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    if (response.ok) {
      await response.body?.cancel();
      return null;
    }
    const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
    return typeof body?.reason === 'string'
      ? `bff ${response.status}: ${body.reason}`
      : `bff ${response.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? `bff did not answer within ${READY_TIMEOUT_MS} ms`
      : 'bff unreachable';
  }
}

export function registerHealth(app: FastifyInstance, bffUrl: string, isDraining: () => boolean): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
  app.get('/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Stopping (SIGTERM): a load balancer should send nothing new here.
    if (isDraining()) return reply.code(503).send({ status: 'stopping' });
    const reason = await bffNotReady(bffUrl);
    if (!reason) return { status: 'ready' };
    request.log.warn({ bff: bffUrl, reason }, 'bff not ready');
    return reply.code(503).send({ status: 'unavailable', dependency: 'bff', reason });
  });
}
