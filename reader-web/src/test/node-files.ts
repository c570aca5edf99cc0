/**
 * Test support for the image upload tests (imported by tests only): Node's FormData for the test
 * file, files to upload, and two stored images' addresses.
 */
import { afterAll, beforeAll } from '@jest/globals';
import { PNG_BYTES, useNodeFormData } from '../features/upload/fake-uploads';

/** An image's address as the API stores it, and another one it stores after an upload. */
export const STORED_IMAGE = '/api/image/' + 'a'.repeat(64);
export const NEW_IMAGE = '/api/image/' + 'b'.repeat(64);

/**
 * Puts Node's FormData in the window's place for this test file (beforeAll; put back afterAll),
 * so that multipart bodies reach the fake API; returns makers of files to upload.
 */
export function nodeFilesForThisFile() {
  let NodeFile: typeof File | undefined;
  let restore = () => {};
  beforeAll(async () => {
    const node = await useNodeFormData();
    NodeFile = node.File;
    restore = node.restore;
  });
  afterAll(() => restore());
  const file = (parts: BlobPart[], name: string, type: string): File => {
    if (!NodeFile) throw new Error('nodeFilesForThisFile: files are made in tests only');
    return new NodeFile(parts, name, { type });
  };
  return { file, png: (name = 'me.png') => file([PNG_BYTES], name, 'image/png') };
}
