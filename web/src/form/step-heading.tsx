import { useEffect, useRef, type ReactNode } from 'react';
import { brand } from 'virtual:brand';
import { useTranslation } from '../i18n/react';
import { hasNavigated } from '../lib/router';
import { markReady } from './early-input';

/** The name the brand's pages carry after each screen's own (spec §2: the page data, else the display name). */
const SITE_TITLE = brand.page.title || brand.displayName;

/**
 * Each screen's h1. After a move within the app, focus goes to it so a screen reader starts at the new screen. The
 * document title names the screen too ("heading, context - site"), prefixed "Error: " while the screen shows
 * errors. Its mount marks the page ready (early-input.ts): the screen in view is React's and answers input.
 */
export function StepHeading({ children, context, errors = false }: { children: ReactNode; context?: string; errors?: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hasNavigated()) ref.current?.focus();
    markReady();
  }, []);
  const error = t('shell>titleError');
  useEffect(() => {
    const heading = ref.current?.textContent?.trim() ?? '';
    const screen = context ? `${heading}, ${context}` : heading;
    document.title = `${errors ? `${error}: ` : ''}${screen ? `${screen} - ` : ''}${SITE_TITLE}`;
  });
  return (
    <h1 ref={ref} tabIndex={-1} className="step-heading">
      {children}
    </h1>
  );
}
