import { type Readable, Transform } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { S3Store } from "@tus/s3-store";
import { UPLOAD_EXPIRY_MS } from "../../contract/documents";
import type { StorageConfig } from "../platform/config";
import { attachment } from "./attachment";
import { assertKey, type FileStorage } from "./file-storage";

type S3Location = Extract<StorageConfig, { kind: "s3" }>;
const PART_SIZE = 8 * 1024 * 1024;

const isNotFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === "NotFound" || name === "NoSuchKey" || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
};

/**
 * Any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through the AWS SDK: every request signed by the SDK,
 * large files in 8 MB parts so memory stays flat, downloads by presigned GET. Checksums are sent only where S3
 * requires them, as several S3-compatible stores refuse the SDK's newer default trailers (decision 037).
 */
export async function s3Storage(location: S3Location): Promise<FileStorage> {
  const clientConfig: S3ClientConfig = {
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  const client = new S3Client(clientConfig);
  const Bucket = location.bucket;
  const presign = (key: string, extra: Partial<ConstructorParameters<typeof GetObjectCommand>[0]>, expiresIn: number, signingDate?: Date) =>
    getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ...extra }), { expiresIn, signingDate });
  // Presigning is local arithmetic: one dummy link tells the bucket's origin however the store addresses buckets.
  const downloadOrigin = new URL(await presign("origin-probe-0000000000", {}, 60)).origin;
  const uploads = new S3Store({
    partSize: PART_SIZE,
    // Expiry is kept in the database (the uploads table) and enforced by a job, not by bucket tags.
    useTags: false,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    s3ClientConfig: { ...clientConfig, bucket: Bucket },
  });

  return {
    kind: "s3",
    downloadOrigin,
    async put(key, body, contentType) {
      assertKey(key);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      body.on("error", (error) => counter.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body.pipe(counter), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
      });
      await upload.done();
      return { size };
    },
    async read(key, range) {
      assertKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return answer.Body as Readable;
    },
    async size(key) {
      assertKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    downloadUrl(key, file, expiresInSeconds, issuedAt) {
      assertKey(key);
      return presign(
        key,
        { ResponseContentDisposition: attachment(file.name), ResponseContentType: file.contentType, ResponseCacheControl: "private, no-store" },
        expiresInSeconds,
        issuedAt,
      );
    },
    uploads: async () => uploads,
    async forgetUploadInfo(id) {
      assertKey(id);
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${id}.info` }));
    },
  };
}
