/**
 * SHA-256 as lowercase hex (behaviour §9: tracking ids are hashed with SHA-256). Web Crypto exists only in a secure
 * context; without it the answer is undefined and the caller sends nothing, never the value unhashed.
 */
export async function sha256Hex(
  text: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string | undefined> {
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Behaviour §9: an event id is a hash of a timestamp and a random id. */
export async function newEventId(now: number, randomId: string): Promise<string> {
  return (await sha256Hex(`${now}.${randomId}`)) ?? `${now}.${randomId}`;
}
