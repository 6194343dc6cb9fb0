import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config/config.js';
import { photoContentType, type PhotoFileKind, type PhotoFiles, type StoredName } from './photo-files.js';

/**
 * Keys mirror the URLs: photos/{uuid}.jpg, photos/{uuid}.webp, thumbs/{uuid}.webp and thumbs/{uuid}.avif;
 * slides/{hex}.pdf (decision 084); content/{random}.webp for the content images (decision 088).
 */
const PREFIX: Record<PhotoFileKind, string> = {
  full: 'photos/',
  thumb: 'thumbs/',
  slides: 'slides/',
  content: 'content/',
};

/**
 * Photo files in a bucket of S3-compatible object storage (AWS, OVHcloud, Scaleway, MinIO,
 * Garage), shared by every instance. A PUT is atomic: an object is whole or absent, so no
 * temporary name is needed. Decision 025.
 */
export function createS3PhotoFiles(settings: S3Settings): PhotoFiles {
  // The version is pinned (package.json): the notice about later SDK versions needing Node 22 is not ours.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default CRC checksums are refused or mangled by several S3-compatible stores:
    // sent only where S3 requires them (docs/scaling.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage that stops answering fails the request instead of holding it forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const Key = (kind: PhotoFileKind, name: string) => `${PREFIX[kind]}${name}`;

  return {
    shared: true,
    async prepare() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(
          `S3 bucket "${Bucket}" at ${settings.endpoint ?? `AWS ${settings.region}`}: ${whyUnreachable(error)}`,
          {
            cause: error,
          },
        );
      }
    },
    close() {
      client.destroy();
    },
    async put(kind, name, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: Key(kind, name), Body: data, ContentType: photoContentType(name) }),
      );
    },
    async putFile(kind, name, source) {
      // One PUT streamed from the file, its length known beforehand (S3 needs it for a stream).
      const { size } = await fs.stat(source);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(kind, name),
          Body: createReadStream(source),
          ContentLength: size,
          ContentType: photoContentType(name),
        }),
      );
    },
    async remove(kind, name) {
      // Deleting a key that does not exist succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(kind, name) }));
    },
    async open(kind, name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: Key(kind, name) }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { stream: object.Body, bytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async list(kind) {
      const names: StoredName[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX[kind], ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(PREFIX[kind].length) ?? '';
          // Only this folder's own files, not a key further down.
          if (name !== '' && !name.includes('/'))
            names.push({ name, storedAt: object.LastModified ?? new Date(0), bytes: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
      return names;
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/** What to fix, from the answer to HeadBucket (which has no body, hence no S3 error code). */
function whyUnreachable(error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return 'no such bucket: create it first (S3_BUCKET names an existing bucket).';
  if (status === 403 || status === 401) {
    return 'access refused: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key’s rights on the bucket.';
  }
  if (status === 301) return 'the bucket is in another region: check S3_REGION (or S3_FORCE_PATH_STYLE).';
  return `not reachable (${error instanceof Error ? error.message : String(error)}): check S3_ENDPOINT.`;
}
