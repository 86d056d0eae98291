import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VAULT_KEY_FILE, VaultKeyError, loadVaultKey, parseVaultKey } from './vault-key.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'aurea-vault-key-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dataDir = (name: string) => path.join(work, name);

describe('loadVaultKey', () => {
  it('takes DOCUMENTS_KEY when set, whatever the database', () => {
    const key = Buffer.alloc(32, 3);
    expect(loadVaultKey({ documentsKey: key.toString('base64'), embedded: false })?.bytes.equals(key)).toBe(true);
    expect(() => loadVaultKey({ documentsKey: 'not a key', embedded: true, dataDir: dataDir('a') })).toThrow(VaultKeyError);
  });

  it('makes the embedded database’s key file once, 0600, and reads the same key from it after', () => {
    const dir = dataDir('embedded');
    const first = loadVaultKey({ embedded: true, dataDir: dir });
    const file = path.join(dir, VAULT_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseVaultKey(readFileSync(file, 'utf8'))?.bytes.equals(first!.bytes)).toBe(true);
    expect(loadVaultKey({ embedded: true, dataDir: dir })?.bytes.equals(first!.bytes)).toBe(true);
  });

  it('never replaces a key file that holds no key: the documents under it would be lost', () => {
    const dir = dataDir('damaged');
    loadVaultKey({ embedded: true, dataDir: dir });
    writeFileSync(path.join(dir, VAULT_KEY_FILE), 'garbage\n');
    expect(() => loadVaultKey({ embedded: true, dataDir: dir })).toThrow(VaultKeyError);
    expect(readFileSync(path.join(dir, VAULT_KEY_FILE), 'utf8')).toBe('garbage\n');
  });

  it('has no key on PostgreSQL without DOCUMENTS_KEY (uploads are then refused)', () => {
    expect(loadVaultKey({ embedded: false, dataDir: dataDir('pg') })).toBeNull();
  });
});
