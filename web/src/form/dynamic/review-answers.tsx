import { brand } from 'virtual:brand';
import { CONDITION_SOURCES, dataPoints, isAsked, type DataPoint } from '../../../../contract/data-points';
import type { TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatMoney, formatPeriod } from '../../lib/format';
import { Link } from '../../lib/router';
import type { DynamicPage } from '../dynamic-pages-slice';
import { fieldLabel } from '../../ui/field-text';
import { formValuesFor } from '../step/form-values';
import { inNameOrder } from '../step/name-order';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An answer as the person reads it back: sums and dates in the language's way, choices by their label. */
export function answerText(t: TFunction, point: DataPoint, value: string | boolean): string {
  if (typeof value === 'boolean') return t(value ? 'review>yes' : 'review>no');
  if (value === '') return t('review>notAnswered');
  const number = Number(value);
  if (point.id === 'amount' || point.kind === 'money')
    return formatMoney(brand.locale, brand.currency, number);
  if (point.id === 'period') return formatPeriod(brand.locale, number, brand.period.scale);
  if (point.kind === 'date' && DATE.test(value))
    return formatDate(brand.locale, new Date(`${value}T00:00:00Z`));
  if (point.options?.includes(value)) return t(`options>${point.id}>${value}`, { defaultValue: value });
  return value;
}

/** The questions of a page asked of this person, in the order the page shows them; the policies are not answers. */
export function reviewedPoints(page: DynamicPage, application: unknown): DataPoint[] {
  const points = inNameOrder(
    page.dataPoints.flatMap((id) => (dataPoints[id] && id !== 'general-policies' ? [dataPoints[id]] : [])),
    brand.nameOrder,
  );
  const deciding = formValuesFor(
    CONDITION_SOURCES.map((id) => dataPoints[id]!),
    application,
    null,
  );
  return points.filter((p) => isAsked(p.id, deciding));
}

/**
 * One page's answers on the review: the page's title, each question with the answer, and a link back to the page
 * to change them (its name says which page, for a list of links read out of context).
 */
export function ReviewSection({ page, application }: { page: DynamicPage; application: unknown }) {
  const { t, i18n } = useTranslation('form');
  const points = reviewedPoints(page, application);
  if (points.length === 0) return null;
  const values = formValuesFor(points, application, null);
  const title = t(`steps>${page.path}`);
  const headingId = `review-${page.path}`;
  return (
    <section className="review" aria-labelledby={headingId}>
      <h2 id={headingId} className="review__heading">
        {title}
      </h2>
      <dl className="review__answers">
        {points.map((p) => (
          <div key={p.id} className="review__row">
            <dt>{fieldLabel(t, i18n, p)}</dt>
            <dd>{answerText(t, p, values[p.id] ?? '')}</dd>
          </div>
        ))}
      </dl>
      <Link to={`/${page.path}`} className="review__change">
        {t('review>change')}
        <span className="visually-hidden"> {title}</span>
      </Link>
    </section>
  );
}
