/**
 * The document vault's door (docs/decisions/0041-rooms-and-their-doors.md,
 * docs/decisions/0048-the-document-vault.md): what other rooms and main.ts may use of it.
 */
export {
  VAULT_CHUNK_BYTES,
  createVault,
  removeVaultBlobs,
  type DocumentType,
  type Vault,
  type VaultBlob,
  type VaultPut,
  type VaultRefusal,
} from './vault.ts';
export { VAULT_KEY_FILE, VaultKeyError, loadVaultKey, parseVaultKey, type VaultKey } from './vault-key.ts';
