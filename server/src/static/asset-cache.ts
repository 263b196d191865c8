import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const MAX_FILE = 5 * 1024 * 1024;
const MAX_TOTAL = 100 * 1024 * 1024;

export type Encoding = 'br' | 'gzip';

/**
 * How hard an asset is compressed, once: `best` (brotli 11, gzip 9: the smallest files, about 6 s of CPU for one
 * brand's assets) or `fast` (brotli 5, gzip 6, the levels of the per-request compression: about a fortieth of it),
 * for servers whose pages travel only over the loopback (the end-to-end suite's: ASSET_COMPRESSION=fast).
 */
export type AssetCompression = 'best' | 'fast';
const LEVELS: Record<AssetCompression, { brotli: number; gzip: number }> = {
  best: { brotli: 11, gzip: 9 },
  fast: { brotli: 5, gzip: 6 },
};

export interface Asset {
  type: string;
  etag: string;
  raw: Buffer;
  /** Compressed once at the best level, filled in the background; until then the app compresses per request. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface Entry extends Asset {
  mtimeMs: number;
  size: number;
}

/**
 * Hashed build assets (immutable by name) held in memory with brotli and gzip versions made once (quality 11 and
 * level 9 unless `fast`), rather than compressing a 300 KB bundle at a fast level on every request.
 * Only text types; anything else, or anything too big, is `undefined` and goes through sendFile.
 */
export class AssetCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private readonly levels: { brotli: number; gzip: number };

  constructor(compression: AssetCompression = 'best') {
    this.levels = LEVELS[compression];
  }

  async get(file: string): Promise<Asset | undefined> {
    const type = TYPES[extname(file)];
    if (!type) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.size > MAX_FILE) return undefined;
    const cached = this.entries.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    if (cached) this.drop(file, cached);
    if (this.total + info.size > MAX_TOTAL) return undefined;
    const raw = await readFile(file);
    const entry: Entry = {
      type,
      raw,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      encoded: {},
      mtimeMs: info.mtimeMs,
      size: info.size,
    };
    this.entries.set(file, entry);
    this.total += raw.length;
    void this.compress(entry);
    return entry;
  }

  private async compress(entry: Entry): Promise<void> {
    try {
      const [br, gzipped] = await Promise.all([
        brotli(entry.raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: this.levels.brotli,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
          },
        }),
        gz(entry.raw, { level: this.levels.gzip }),
      ]);
      entry.encoded = { br, gzip: gzipped };
      this.total += br.length + gzipped.length;
    } catch {
      // Keep serving the raw bytes; the app compresses them per request.
    }
  }

  private drop(file: string, entry: Entry): void {
    this.entries.delete(file);
    this.total -= entry.raw.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  }
}

/** The best encoding the client accepts of those we hold (q=0 means refused). */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, Buffer>>,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (available.br && accepted.has('br')) return 'br';
  if (available.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return undefined;
}
