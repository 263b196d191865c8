import { readFile, stat } from 'node:fs/promises';

const PLACEHOLDER = '%CSP_NONCE%';

interface Template {
  mtimeMs: number;
  size: number;
  /** The file split at every placeholder, so rendering is one join. */
  parts: string[];
}

/**
 * HTML files of a brand build with `%CSP_NONCE%` placeholders. Files are read once and re-read when they
 * change on disk (a rebuild while the server runs); a missing file is `undefined`.
 */
export class HtmlTemplates {
  private readonly cache = new Map<string, Template>();

  async render(file: string, nonce: string): Promise<string | undefined> {
    const template = await this.load(file);
    return template?.parts.join(nonce);
  }

  async exists(file: string): Promise<boolean> {
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }

  private async load(file: string): Promise<Template | undefined> {
    let info;
    try {
      info = await stat(file);
    } catch {
      this.cache.delete(file);
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const text = await readFile(file, 'utf8');
    const template = { mtimeMs: info.mtimeMs, size: info.size, parts: text.split(PLACEHOLDER) };
    this.cache.set(file, template);
    return template;
  }
}
