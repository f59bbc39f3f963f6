import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { UploadKind } from '@haat/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { contentTypeOf, IMMUTABLE_CACHE, type ImageStore } from './image-store.js';

/** The bucket and how to reach it (config.ts reads them from the S3_* variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible service's address (R2, B2, MinIO); unset for AWS itself. */
  endpoint: string | undefined;
  /** Both or neither: without them the SDK's own chain applies (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name: MinIO and most self-hosted stores need it. */
  forcePathStyle: boolean;
}

export const storageMessages = {
  unavailable: 'ছবির ভাণ্ডারের সাথে যোগাযোগ হচ্ছে না, একটু পরে আবার চেষ্টা করুন',
  notFound: 'ছবিটি পাওয়া যায়নি',
} as const;

/** How long one request to the store may take before it counts as down (the SDK retries twice). */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15_000;

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isNoSuchKey = (error: unknown) =>
  (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')) ||
  statusOf(error) === 404;

/**
 * An S3-compatible bucket through the official AWS SDK (decision 023). Objects are `<kind>/<file>`,
 * as in the local folder. The browser never talks to the bucket: image URLs stay the shop's own
 * (`/api/banner/<file>`), answered from here with a year's caching, so a CDN in front of the shop
 * caches them and nothing about the pages or the Content-Security-Policy changes.
 *
 * A store that is down or answers nonsense is a 503 with a Bengali message, never a 415 or a lost
 * write: the media service stores every copy of an image before any row points at it.
 */
export function s3ImageStore(settings: S3Settings, log: FastifyBaseLogger): ImageStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where the protocol demands them: the SDK's newer default (CRC32 trailers on
    // every upload) is refused by several S3-compatible stores (decision 023).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const key = (kind: UploadKind, name: string) => `${kind}/${name}`;
  const location = `s3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  /** Any failure of the store itself: logged with its cause, answered as 503. */
  const unavailable = (error: unknown, action: string, objectKey?: string): AppError => {
    log.error({ err: error, action, key: objectKey, store: location }, 'image store request failed');
    return AppError.serviceUnavailable(storageMessages.unavailable);
  };

  return {
    location,

    async write(kind, name, content) {
      try {
        // One PUT is atomic in S3: readers see the whole object or none.
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: key(kind, name),
            Body: content,
            ContentType: contentTypeOf(name),
            CacheControl: IMMUTABLE_CACHE,
          }),
        );
      } catch (error) {
        throw unavailable(error, 'write', key(kind, name));
      }
    },

    async read(kind, name) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key(kind, name) }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw unavailable(error, 'read', key(kind, name));
      }
    },

    async send(reply, kind, name) {
      const ifNoneMatch = reply.request.headers['if-none-match'];
      let answer: GetObjectCommandOutput;
      try {
        answer = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: key(kind, name),
            ...(typeof ifNoneMatch === 'string' ? { IfNoneMatch: ifNoneMatch } : {}),
          }),
        );
      } catch (error) {
        if (statusOf(error) === 304) return reply.code(304).header('cache-control', IMMUTABLE_CACHE).send();
        if (isNoSuchKey(error)) throw AppError.notFound(storageMessages.notFound);
        throw unavailable(error, 'send', key(kind, name));
      }
      // The type comes from the name, which the media service wrote: never from the stored metadata.
      reply.header('content-type', contentTypeOf(name)).header('cache-control', IMMUTABLE_CACHE);
      if (answer.ContentLength !== undefined) reply.header('content-length', answer.ContentLength);
      if (answer.ETag) reply.header('etag', answer.ETag);
      if (answer.LastModified) reply.header('last-modified', answer.LastModified.toUTCString());
      return reply.send(answer.Body as Readable);
    },

    async remove(kind, names) {
      // One request each: DeleteObjects needs a checksum header that not every compatible store takes,
      // and an image has at most eight files.
      const outcomes = await Promise.allSettled(
        names.map((name) =>
          client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(kind, name) })),
        ),
      );
      const failure = outcomes.find(
        (outcome): outcome is PromiseRejectedResult =>
          outcome.status === 'rejected' && !isNoSuchKey(outcome.reason),
      );
      if (failure) throw unavailable(failure.reason, 'remove');
    },

    async list(kind) {
      const names: string[] = [];
      let token: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: settings.bucket,
              Prefix: `${kind}/`,
              ContinuationToken: token,
            }),
          );
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(kind.length + 1);
            if (name && !name.includes('/')) names.push(name);
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      } catch (error) {
        throw unavailable(error, 'list');
      }
      return names;
    },
  };
}
