import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';

/**
 * Development: Vite's dev server in middleware mode, mounted through @fastify/middie so our proxies,
 * locale redirects and renderPage() run exactly as in production. HMR shares our HTTP server.
 */
export async function mountViteDevMiddleware(app: FastifyInstance, root: string): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
}
