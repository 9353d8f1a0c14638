import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
type S3rver = { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer: Server };

// s3rver is CommonJS without types; the maintained fork keeps the original's API.
const require = createRequire(import.meta.url);
const S3rverClass = require('@20minutes/s3rver') as new (options: S3rverOptions) => S3rver;

/**
 * s3rver drops the trailing slash of bucket requests (`POST /bucket/?delete`, how AWS SDK v3 addresses DeleteObjects
 * in path style) from the path it signs, so their SigV4 check fails although S3 and MinIO accept them. Signing the
 * path as it was sent (kept in a header by the request listener below) keeps the signature check for every call.
 */
const rawPathHeader = 'x-test-raw-path';
type CanonicalRequest = { uri: string; headers: Record<string, string | undefined> };
const v4 = require('@20minutes/s3rver/lib/signature/v4.js') as {
  getStringToSign: (request: CanonicalRequest, ...rest: unknown[]) => string;
};
const getStringToSign = v4.getStringToSign;
v4.getStringToSign = (request, ...rest) => {
  const raw = request.headers[rawPathHeader];
  const uri = raw?.endsWith('/') && !request.uri.endsWith('/') ? `${request.uri}/` : request.uri;
  return getStringToSign({ ...request, uri }, ...rest);
};

/** The key pair s3rver accepts (it checks SigV4 signatures against it). */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server in this process on a free loopback port, storing into a fresh temp folder, with `buckets`
 * created. `env` holds the S3_* variables that point the app at it; `requests` logs `METHOD /path?query` of each call.
 */
export async function startS3Server(buckets: string[] = ['plakat-test']) {
  // The SDK warns once per process that its 2027 releases need Node 22; that is for operators, not test output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(path.join(os.tmpdir(), 'plakat-s3-'));
  const server = new S3rverClass({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.prependListener('request', (req: IncomingMessage) => {
    requests.push(`${req.method} ${req.url}`);
    req.headers[rawPathHeader] = (req.url ?? '').split('?')[0];
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    requests,
    env: {
      S3_BUCKET: buckets[0],
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
