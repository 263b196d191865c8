import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { BrandId } from '../../brands/schema';
import { brandPage, indexPage, type Shot, type ShotGroup } from '../../scripts/gallery-page';
import { brandConfig, expect } from '../fixtures';

/** Where `npm run gallery` (and the e2e run) writes the pictures and pages: gallery/index.html. */
export const GALLERY_DIR = join(import.meta.dirname, '..', '..', 'gallery');

export const MOBILE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'index';

/** Writes `content` to `file` at once (another worker may be reading or writing the same page). */
function writeAtomic(file: string, content: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

/**
 * Takes the pictures of one group of a brand's screens. Each shot waits for what the screen must show (its h1),
 * softly: a screen that does not show it is still pictured, marked, and fails the test at its end.
 */
export class Shooter {
  private readonly shots: Shot[] = [];
  private readonly dir: string;

  constructor(
    private readonly page: Page,
    private readonly brand: BrandId,
    private readonly group: string,
    private readonly order: number,
  ) {
    this.dir = join(GALLERY_DIR, brand);
    mkdirSync(this.dir, { recursive: true });
  }

  /** Pictures the page at both widths once `ready` is visible, and leaves it at the phone's width. */
  async shoot(title: string, ready: Locator): Promise<void> {
    let ok = true;
    try {
      await expect(ready).toBeVisible({ timeout: 15_000 });
    } catch {
      ok = false;
    }
    expect.soft(ok, `${this.brand}: ${title} shows ${ready.toString()}`).toBe(true);
    const base = `${this.order}-${String(this.shots.length).padStart(2, '0')}-${slug(title)}`;
    const file = (width: string) => `${this.brand}/${base}-${width}.png`;
    await this.page.setViewportSize(DESKTOP);
    await this.page.screenshot({ path: join(GALLERY_DIR, file('desktop')), fullPage: true });
    await this.page.setViewportSize(MOBILE);
    await this.page.screenshot({ path: join(GALLERY_DIR, file('mobile')), fullPage: true });
    this.shots.push({ title, mobile: file('mobile'), desktop: file('desktop'), ok });
  }

  /** Records the group, then rewrites the brand's page and the index from every group written so far. */
  finish(): void {
    const config = brandConfig(this.brand);
    const record: ShotGroup = {
      brand: this.brand,
      label: `${config.displayName} (${this.brand}, ${config.locale})`,
      group: this.group,
      order: this.order,
      shots: this.shots,
    };
    writeAtomic(join(this.dir, `${slug(this.group)}.json`), JSON.stringify(record, null, 1));
    const all = readdirSync(GALLERY_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(GALLERY_DIR, d.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(readFileSync(join(GALLERY_DIR, d.name, f), 'utf8')) as ShotGroup),
      );
    writeAtomic(join(GALLERY_DIR, `${this.brand}.html`), brandPage(all.filter((g) => g.brand === this.brand)));
    writeAtomic(join(GALLERY_DIR, 'index.html'), indexPage(all));
  }
}
