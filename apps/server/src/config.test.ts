import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'plakat-config-')), JWT_SECRET: 'x'.repeat(32) };

describe('storage configuration', () => {
  it('stores on the local disk without S3_BUCKET (empty S3_* values count as unset)', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    expect(loadConfig({ ...base, S3_BUCKET: '', S3_ENDPOINT: '', S3_PREFIX: '' }).s3).toBeUndefined();
  });

  it('switches to S3 with S3_BUCKET, with defaults for the rest', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'media' }).s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    const minio = {
      ...base,
      S3_BUCKET: 'plakat',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/installs/one/',
    };
    expect(loadConfig(minio).s3).toMatchObject({
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'installs/one',
    });
  });

  it('refuses wrong values and combinations with a message naming the variable', () => {
    const fails = (env: Record<string, string>, message: RegExp) =>
      expect(() => loadConfig({ ...base, ...env }), JSON.stringify(env)).toThrow(message);
    fails({ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET: required when S3_ENDPOINT is set/);
    fails(
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    fails({ S3_BUCKET: 'media/plakat' }, /S3_BUCKET: must be a bucket name only/);
    fails({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be an http/);
    fails({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE: must be true or false/);
    fails({ S3_BUCKET: 'media', S3_PREFIX: 'a/../b' }, /S3_PREFIX: must be a folder/);
    fails({ S3_BUCKET: 'media', S3_REGION: 'EU West' }, /S3_REGION: must be a region name/);
  });
});

describe('player heartbeat configuration', () => {
  it('is 30 s by default, 2 to 300 s when set; anything else stops the start', () => {
    expect(loadConfig(base).playerHeartbeatSeconds).toBe(30);
    expect(loadConfig({ ...base, PLAYER_HEARTBEAT_SECONDS: '5' }).playerHeartbeatSeconds).toBe(5);
    for (const wrong of ['1', '301', 'soon']) {
      expect(() => loadConfig({ ...base, PLAYER_HEARTBEAT_SECONDS: wrong })).toThrow(/PLAYER_HEARTBEAT_SECONDS/);
    }
  });
});

describe('search cache configuration', () => {
  it('keeps 20,000 rows by default, 0 switches it off, anything but a whole number of rows stops the start', () => {
    expect(loadConfig(base).searchCacheRows).toBe(20_000);
    expect(loadConfig({ ...base, SEARCH_CACHE_ROWS: '0' }).searchCacheRows).toBe(0);
    for (const wrong of ['-1', 'abc', '1.5']) {
      expect(() => loadConfig({ ...base, SEARCH_CACHE_ROWS: wrong })).toThrow(/SEARCH_CACHE_ROWS/);
    }
  });
});

describe('timeouts', () => {
  it('waits 5 s for a database connection, 15 s for a statement, 10 s for a shutdown and 5 min for a job lease by default', () => {
    expect(loadConfig(base)).toMatchObject({
      dbConnectTimeout: 5,
      dbStatementTimeout: 15,
      shutdownTimeout: 10,
      jobLease: 300,
    });
    expect(
      loadConfig({
        ...base,
        DB_CONNECT_TIMEOUT: '2',
        DB_STATEMENT_TIMEOUT: '1m',
        SHUTDOWN_TIMEOUT: '30s',
        JOB_LEASE: '10m',
      }),
    ).toMatchObject({ dbConnectTimeout: 2, dbStatementTimeout: 60, shutdownTimeout: 30, jobLease: 600 });
  });

  it('refuses values that are not a positive duration', () => {
    for (const name of ['DB_CONNECT_TIMEOUT', 'DB_STATEMENT_TIMEOUT', 'SHUTDOWN_TIMEOUT', 'JOB_LEASE']) {
      for (const wrong of ['0', '-5', 'soon', '1.5s']) {
        expect(() => loadConfig({ ...base, [name]: wrong }), `${name}=${wrong}`).toThrow(new RegExp(`${name}: `));
      }
    }
  });
});

describe('mail configuration', () => {
  it('saves mails as files when SMTP_URL is empty, as compose.yaml passes it by default', () => {
    expect(loadConfig({ ...base, SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://mail:25' }).smtpUrl).toBe('smtp://mail:25');
    expect(() => loadConfig({ ...base, SMTP_URL: 'mail:25' })).toThrow(/SMTP_URL/);
  });
});

describe('media upload limits', () => {
  it('takes 2 GB per file, 20 GB per company and a 24 h upload expiry by default, sizes in bytes or with a unit', () => {
    expect(loadConfig(base)).toMatchObject({
      mediaMaxFileSize: 2 * 1024 ** 3,
      mediaCompanyQuota: 20 * 1024 ** 3,
      mediaUploadExpiry: 86_400,
    });
    expect(
      loadConfig({
        ...base,
        MEDIA_MAX_FILE_SIZE: '500MB',
        MEDIA_COMPANY_QUOTA: '1073741824',
        MEDIA_UPLOAD_EXPIRY: '2h',
      }),
    ).toMatchObject({ mediaMaxFileSize: 500 * 1024 ** 2, mediaCompanyQuota: 1024 ** 3, mediaUploadExpiry: 7200 });
  });

  it('keeps unfinished uploads where the media goes unless MEDIA_UPLOAD_STORE says otherwise', () => {
    expect(loadConfig(base).mediaUploadStore).toBe('disk');
    expect(loadConfig({ ...base, S3_BUCKET: 'media' }).mediaUploadStore).toBe('s3');
    expect(loadConfig({ ...base, S3_BUCKET: 'media', MEDIA_UPLOAD_STORE: 'disk' }).mediaUploadStore).toBe('disk');
    expect(() => loadConfig({ ...base, MEDIA_UPLOAD_STORE: 's3' })).toThrow(/MEDIA_UPLOAD_STORE: s3 needs S3_BUCKET/);
    expect(() => loadConfig({ ...base, MEDIA_UPLOAD_STORE: 'nfs' })).toThrow(/MEDIA_UPLOAD_STORE: must be disk or s3/);
  });

  it('refuses values that are not a positive size', () => {
    for (const name of ['MEDIA_MAX_FILE_SIZE', 'MEDIA_COMPANY_QUOTA']) {
      for (const wrong of ['0', '-5', 'lots', '2 GiB']) {
        expect(() => loadConfig({ ...base, [name]: wrong }), `${name}=${wrong}`).toThrow(new RegExp(`${name}: `));
      }
    }
  });
});
