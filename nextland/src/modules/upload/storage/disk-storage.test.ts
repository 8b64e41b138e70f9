import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage.js';
import type { StoredObject } from './storage.js';

function read(object: StoredObject | null): Promise<Buffer> {
  if (!object) throw new Error('object missing');
  return buffer(object.body);
}

let root: string;
let storage: DiskStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'disk-storage-'));
  storage = new DiskStorage({ filesDir: join(root, 'files'), privateFilesDir: join(root, 'private') });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('DiskStorage', () => {
  it('writes public objects under FILES_DIR/uploads and private ones under the private root', async () => {
    await storage.put('public', 'ab/pic.png', Buffer.from('public'));
    await storage.put('private', 'cd/id.jpg', Buffer.from('private'));
    expect(readFileSync(join(root, 'files/uploads/ab/pic.png'), 'utf8')).toBe('public');
    expect(readFileSync(join(root, 'private/cd/id.jpg'), 'utf8')).toBe('private');
    expect(existsSync(join(root, 'files/uploads/cd/id.jpg'))).toBe(false);
    expect(existsSync(join(root, 'private/cd/id.jpg.partial'))).toBe(false);
    expect(storage.publicUrl('ab/pic.png')).toBe('/files/uploads/ab/pic.png');
  });

  it('reads back with size and a type from the extension; null when missing or of the other visibility', async () => {
    await storage.put('private', 'cd/id.jpg', Buffer.from('private'));
    const object = await storage.get('private', 'cd/id.jpg');
    expect(object).toMatchObject({ bytes: 7, contentType: 'image/jpeg' });
    expect((await read(object)).toString()).toBe('private');
    expect(await storage.get('public', 'cd/id.jpg')).toBeNull();
    expect(await storage.get('private', 'cd/none.jpg')).toBeNull();
    await storage.delete('private', 'cd/id.jpg');
    expect(await storage.get('private', 'cd/id.jpg')).toBeNull();
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../x.jpg', 'ab/../../x.jpg', '/etc/passwd', 'ab/.hidden']) {
      await expect(storage.put('public', key, Buffer.from('x')), key).rejects.toThrow(/unsafe/);
      await expect(storage.get('private', key), key).rejects.toThrow(/unsafe/);
    }
  });
});
