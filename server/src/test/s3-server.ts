import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver checks request signatures against this one key pair. */
const KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver, over a temporary folder) on loopback, with one bucket, and the
 * environment that points the shop at it. `stop` and `start` take it down and bring it back on the
 * same port, for the tests of a store that goes away.
 */
export async function startS3Server(bucket = 'haat-images') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-s3-'));
  const serve = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server = serve(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // The test's own view of the bucket, through the SDK rather than through the shop.
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    endpoint,
    bucket,
    /** The shop's variables for this bucket. */
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every key in the bucket under `prefix`, sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async deleteKey(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    /** Takes the server down: the shop's requests to it are refused. */
    async stop(): Promise<void> {
      await server.close();
    },
    /** Brings it back on the same port, with the same folder. */
    async start(): Promise<void> {
      server = serve(port);
      await server.run();
    },
    async cleanup(): Promise<void> {
      await server.close().catch(() => undefined);
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
