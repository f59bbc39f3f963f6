/** Letters and digits only: nothing a courier's form or a copy from a phone could mangle. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of the alphabet's length below 256: bytes above it are drawn again, so no letter is likelier. */
const LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A webhook secret for the owner to set here and in the courier's dashboard (decision 036): 32
 * characters from the browser's cryptographic random source, about 190 bits, far past guessing.
 */
export function newWebhookSecret(
  length = 32,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let secret = '';
  while (secret.length < length) {
    for (const byte of random(new Uint8Array(length))) {
      if (byte < LIMIT && secret.length < length) secret += ALPHABET[byte % ALPHABET.length];
    }
  }
  return secret;
}
