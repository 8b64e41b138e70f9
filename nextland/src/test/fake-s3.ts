// A small in-memory S3 stand-in for tests: PutObject, GetObject and DeleteObject over path-style URLs, with the
// SigV4 signature and the payload hash checked, so a wrongly signed request fails here as it would on S3.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export type FakeS3Object = { body: Buffer; contentType: string; cacheControl: string };

export type FakeS3 = {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string; region: string };
  /** Objects by `/<bucket>/<key>`. */
  objects: Map<string, FakeS3Object>;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
};

const CREDENTIALS = { accessKeyId: 'FAKEKEY', secretAccessKey: 'fake-secret-key', region: 'us-east-1' };

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Recomputes the signature over the headers the client says it signed. */
async function signatureValid(request: IncomingMessage): Promise<boolean> {
  const auth = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[^/]+\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
      auth,
    );
  if (!match || match[1] !== CREDENTIALS.accessKeyId) return false;
  const signed = (match[2] ?? '').split(';');
  const headers: Record<string, string> = {};
  for (const name of signed) if (name !== 'host') headers[name] = String(request.headers[name] ?? '');
  const signer = new AwsV4Signer({
    method: request.method ?? 'GET',
    url: `http://${request.headers.host}${request.url}`,
    headers,
    ...CREDENTIALS,
    service: 's3',
    datetime: String(request.headers['x-amz-date']),
  });
  const expected = (await signer.sign()).headers.get('authorization');
  return expected === auth;
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: { method: string; path: string }[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push({ method: request.method ?? '', path });
    const body = await readBody(request);
    if (!(await signatureValid(request))) {
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      const declared = request.headers['x-amz-content-sha256'];
      if (declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex')) {
        response.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
        return;
      }
      objects.set(path, {
        body,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        cacheControl: String(request.headers['cache-control'] ?? ''),
      });
      response.writeHead(200, { etag: '"1"' }).end();
      return;
    }
    if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
      return;
    }
    const object = objects.get(path);
    if (!object) {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    response
      .writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        'cache-control': object.cacheControl,
      })
      .end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: CREDENTIALS,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
