// A nextland stand-in for the file routes: records what arrives at the upload and private-file routes and
// answers whatever the test sets (an envelope, or bytes with headers).
import Fastify, { type FastifyInstance } from 'fastify';

export type ArrivedRequest = {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
};

export type UpstreamAnswer = { status: number; headers?: Record<string, string>; body: unknown };

export type FakeFileUpstream = {
  url: string;
  arrived: ArrivedRequest[];
  /** The next answers, in order; the last one repeats. */
  answer(...answers: UpstreamAnswer[]): void;
  close(): Promise<void>;
};

export async function startFakeFileUpstream(): Promise<FakeFileUpstream> {
  const arrived: ArrivedRequest[] = [];
  let answers: UpstreamAnswer[] = [
    { status: 200, body: { code: 200, success: true, msg: 'ok', data: null } },
  ];
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 50 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );
  const handle = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    arrived.push({
      path: request.url.split('?')[0] ?? '',
      query: request.query as Record<string, string>,
      headers: request.headers,
      ...(Buffer.isBuffer(request.body) ? { body: request.body } : {}),
    });
    const next = (answers.length > 1 ? answers.shift() : answers[0]) as UpstreamAnswer;
    reply.code(next.status).headers(next.headers ?? {});
    if (Buffer.isBuffer(next.body)) return reply.send(next.body);
    return reply.type('application/json').send(JSON.stringify(next.body));
  };
  app.post('/nextland-customer/api/framework/v1/upload', handle);
  app.get('/nextland-customer/api/framework/v1/upload/private/:id', handle);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    arrived,
    answer: (...next) => {
      answers = next;
    },
    close: () => app.close(),
  };
}
