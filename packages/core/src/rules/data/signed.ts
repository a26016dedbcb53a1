import type { SignedRule } from '../signed.js'

/**
 * The built-in signature parameters. User entries (`signedParams`) are added to these; they
 * cannot be turned off. Keys are compared case-insensitively: S3 reads its keys in any case,
 * and `x-amz-signature` is seen in the wild.
 */
export const builtinSignedParams: readonly SignedRule[] = [
  { key: 'X-Amz-Signature', note: 'AWS S3 presigned URL (Signature Version 4), also S3-compatible stores' },
  { key: 'Signature', with: ['AWSAccessKeyId'], note: 'AWS S3 presigned URL (legacy Signature Version 2)' },
  { key: 'X-Goog-Signature', note: 'Google Cloud Storage signed URL (V4)' },
  { key: 'Signature', with: ['GoogleAccessId'], note: 'Google Cloud Storage signed URL (V2)' },
  { key: 'Signature', with: ['Key-Pair-Id', 'Policy'], note: 'Amazon CloudFront signed URL (canned or custom policy)' },
  { key: 'Signature', with: ['OSSAccessKeyId'], note: 'Alibaba Cloud OSS signed URL' },
  { key: 'sig', with: ['sv', 'se'], note: 'Azure Storage shared access signature (SAS)' }
]
