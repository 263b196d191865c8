/**
 * The gallery's pages (`npm run gallery`): one static page per brand with a picture of every screen and state it
 * shows, on a phone and on a desktop, and an index of the brands. Plain HTML and relative links, so an operator
 * opens `gallery/index.html` from disk, or from a CI artefact, without running anything.
 */

/** One picture: a screen (or a state of it) at one width. */
export interface Shot {
  /** What it shows, as the operator reads it ("/personal-details, refused"). */
  title: string;
  /** Image path relative to the gallery folder ("es-1/1-03-personal-details-sent-empty-mobile.png"). */
  mobile: string;
  desktop: string;
  /** False when the screen did not show what it should (its heading was missing): the picture shows what did. */
  ok: boolean;
}

/** What one gallery test wrote for a brand: a group of shots ("the form", "after checking"). */
export interface ShotGroup {
  brand: string;
  /** The brand's name and locale, for the headings. */
  label: string;
  group: string;
  /** Order of the group on the brand's page. */
  order: number;
  shots: Shot[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:1rem 2rem;color:#1a1a1a}
h1,h2{line-height:1.2}figure{display:inline-block;vertical-align:top;margin:0 1.5rem 2rem 0}
.pair{display:flex;gap:1rem;align-items:flex-start}img{border:1px solid #bbb;display:block}
.mobile{width:180px}.desktop{width:480px}figcaption{font-weight:600;margin-bottom:.25rem}
.broken figcaption{color:#b00020}.broken figcaption::after{content:" (did not show as expected)"}
ul{columns:2}`;

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width,initial-scale=1">\n` +
  `<title>${escapeHtml(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

function figure(shot: Shot): string {
  const title = escapeHtml(shot.title);
  const img = (src: string, kind: string) =>
    `<a href="${escapeHtml(src)}"><img class="${kind}" src="${escapeHtml(src)}" alt="${title}, ${kind}" loading="lazy"></a>`;
  return (
    `<figure${shot.ok ? '' : ' class="broken"'}><figcaption>${title}</figcaption>` +
    `<div class="pair">${img(shot.mobile, 'mobile')}${img(shot.desktop, 'desktop')}</div></figure>`
  );
}

/** The page of one brand: its groups in order, each a heading and its pictures. */
export function brandPage(groups: readonly ShotGroup[]): string {
  const sorted = [...groups].sort((a, b) => a.order - b.order);
  const label = sorted[0]?.label ?? '';
  const sections = sorted.map(
    (g) => `<section>\n<h2>${escapeHtml(g.group)}</h2>\n${g.shots.map(figure).join('\n')}\n</section>`,
  );
  return page(
    `${label}: every screen`,
    `<p><a href="index.html">All brands</a></p>\n<h1>${escapeHtml(label)}</h1>\n${sections.join('\n')}`,
  );
}

/** The index: each brand with its count of pictures (and of screens that did not show as expected). */
export function indexPage(groups: readonly ShotGroup[]): string {
  const brands = [...new Set(groups.map((g) => g.brand))].sort();
  const items = brands.map((brand) => {
    const own = groups.filter((g) => g.brand === brand);
    const shots = own.flatMap((g) => g.shots);
    const broken = shots.filter((s) => !s.ok).length;
    const note = broken ? `, <strong>${broken} did not show as expected</strong>` : '';
    return `<li><a href="${escapeHtml(brand)}.html">${escapeHtml(own[0]!.label)}</a>: ${shots.length * 2} pictures${note}</li>`;
  });
  const total = groups.reduce((sum, g) => sum + g.shots.length * 2, 0);
  return page(
    'Every screen of every brand',
    `<h1>Every screen of every brand</h1>\n<p>${total} pictures, each screen on a phone (360 px) and a desktop (1280 px).</p>\n<ul>\n${items.join('\n')}\n</ul>`,
  );
}
