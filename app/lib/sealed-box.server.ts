import { createRequire } from "node:module";
import type * as Sodium from "libsodium-wrappers";

// libsodium-wrappers' ESM entry imports a file its package does not ship (0.7.16): load the CommonJS build.
const sodium = createRequire(import.meta.url)("libsodium-wrappers") as typeof Sodium;

/**
 * Encrypts `value` for a code host's repository secret: a libsodium sealed box
 * (crypto_box_seal: X25519 + XSalsa20-Poly1305, an ephemeral sender key) for the repository's
 * base64 public key, answered in base64, as GitHub's "Create or update a repository secret" needs.
 */
export async function sealedBoxBase64(publicKeyBase64: string, value: string): Promise<string> {
  await sodium.ready;
  const sealed = sodium.crypto_box_seal(sodium.from_string(value), sodium.from_base64(publicKeyBase64, sodium.base64_variants.ORIGINAL));
  return sodium.to_base64(sealed, sodium.base64_variants.ORIGINAL);
}
