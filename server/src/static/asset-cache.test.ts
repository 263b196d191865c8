import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { AssetCache, type Asset } from './asset-cache';

const dir = mkdtempSync(join(tmpdir(), 'asset-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'index-abc123.js');
const source = Buffer.from(Array.from({ length: 300 }, (_, i) => `export const v${i} = ${i * 7} + "x";\n`).join(''));
writeFileSync(file, source);

/** The asset once its compressed versions are made (in the background). */
async function compressed(cache: AssetCache): Promise<Asset> {
  for (;;) {
    const asset = (await cache.get(file))!;
    if (asset.encoded.br && asset.encoded.gzip) return asset;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const brotli = (quality: number) =>
  brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });

describe('AssetCache', () => {
  it('compresses each asset once at brotli 11 unless told otherwise', async () => {
    const asset = await compressed(new AssetCache());
    expect(asset.encoded.br).toEqual(brotli(11));
    expect(gunzipSync(asset.encoded.gzip!)).toEqual(source);
  });

  it('fast: at brotli 5, the per-request level, for servers whose pages stay on the machine', async () => {
    const asset = await compressed(new AssetCache('fast'));
    expect(asset.encoded.br).toEqual(brotli(5));
    expect(brotliDecompressSync(asset.encoded.br!)).toEqual(source);
    expect(gunzipSync(asset.encoded.gzip!)).toEqual(source);
  });
});
