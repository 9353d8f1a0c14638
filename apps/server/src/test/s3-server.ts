import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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
  const s3rverListeners = server.httpServer.listeners('request') as ((...args: unknown[]) => void)[];
  server.httpServer.removeAllListeners('request');
  server.httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    req.headers[rawPathHeader] = (req.url ?? '').split('?')[0];
    multipartExtras(directory, req, res).then(
      (handled) => {
        if (!handled) for (const listener of s3rverListeners) listener.call(server.httpServer, req, res);
      },
      (error: Error) => res.writeHead(500).end(error.message),
    );
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

const xml = (res: ServerResponse, status: number, body: string) =>
  res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
const noSuchUpload = (res: ServerResponse) =>
  xml(res, 404, '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The multipart calls s3rver lacks and @tus/s3-store needs (ListParts, AbortMultipartUpload, ListMultipartUploads),
 * answered from s3rver's own folder of unfinished multipart uploads (<bucket>/._S3rver_uploads/<uploadId>/: `key`,
 * and `<n>` with `<n>.md5` per part). Without a signature check: a test double, on loopback only. Answers whether
 * the request was one of them.
 */
async function multipartExtras(root: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://s3');
  const [bucket, ...keyParts] = url.pathname.slice(1).split('/').map(decodeURIComponent);
  const key = keyParts.join('/');
  const uploads = path.join(root, bucket ?? '', '._S3rver_uploads');
  const uploadId = url.searchParams.get('uploadId');
  if (key && uploadId && !url.searchParams.has('partNumber') && (req.method === 'GET' || req.method === 'DELETE')) {
    req.resume();
    const dir = path.join(uploads, path.basename(uploadId));
    const storedKey = await readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
    if (storedKey !== key) {
      noSuchUpload(res);
      return true;
    }
    if (req.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      res.writeHead(204).end();
      return true;
    }
    const numbers = (await readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number);
    const parts = await Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (n) => {
          const [info, md5] = await Promise.all([
            stat(path.join(dir, String(n))),
            readFile(path.join(dir, `${n}.md5`), 'utf8'),
          ]);
          return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${info.size}</Size><LastModified>${info.mtime.toISOString()}</LastModified></Part>`;
        }),
    );
    xml(
      res,
      200,
      `<ListPartsResult><Bucket>${escaped(bucket)}</Bucket><Key>${escaped(key)}</Key><UploadId>${escaped(uploadId)}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
    return true;
  }
  if (!key && req.method === 'GET' && url.searchParams.has('uploads')) {
    req.resume();
    const ids = await readdir(uploads).catch(() => [] as string[]);
    const entries = await Promise.all(
      ids.map(async (id) => {
        const file = path.join(uploads, id, 'key');
        const [storedKey, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
        return `<Upload><Key>${escaped(storedKey)}</Key><UploadId>${id}</UploadId><Initiated>${info.mtime.toISOString()}</Initiated></Upload>`;
      }),
    );
    xml(
      res,
      200,
      `<ListMultipartUploadsResult><Bucket>${escaped(bucket)}</Bucket><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`,
    );
    return true;
  }
  return false;
}
