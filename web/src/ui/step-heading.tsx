import { createContext, useContext, useEffect, useRef } from 'react';
import { brand } from 'virtual:brand';
import { useTranslation } from '../i18n/react';
import { hasNavigated } from '../lib/router';
import { markReady } from '../lib/early-input';

/** The name the brand's pages carry after each screen's own (behaviour §2: the page data, else the display name). */
const siteTitle = () => brand.page.title || brand.displayName;

/** A screen's document title: "heading, context - site", prefixed "<error word>: " while it shows errors. */
export function screenTitle(heading: string, context: string | undefined, errorWord: string | null): string {
  const screen = context ? `${heading}, ${context}` : heading;
  return `${errorWord ? `${errorWord}: ` : ''}${screen ? `${screen} - ` : ''}${siteTitle()}`;
}

/**
 * Where a build-time render collects the title of the screen it rendered (web/src/prerender.tsx), so the HTML's
 * <title> already names the screen before any script runs. Absent in the browser.
 */
export const TitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Each screen's h1, with its place in the flow (`context`, "Step 2 of 5") above it. After a move within the app, focus goes to it so a screen reader starts at the new screen. The
 * document title names the screen too (`screenTitle`). Its mount marks the page ready (early-input.ts): the
 * screen in view is React's and answers input.
 */
export function StepHeading({
  children,
  context,
  errors = false,
}: {
  children: string;
  context?: string;
  errors?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  const title = screenTitle(children, context, errors ? t('shell>titleError') : null);
  useContext(TitleSink)?.(title);
  useEffect(() => {
    if (hasNavigated()) ref.current?.focus();
    markReady();
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const heading = (
    <h1 ref={ref} tabIndex={-1} className="step-heading" aria-describedby={context ? PROGRESS_ID : undefined}>
      {children}
    </h1>
  );
  if (!context) return heading;
  // The place in the flow sits above the heading, as a caption; the heading is described by it, so it is heard
  // when focus lands on the heading (a line before the focused element is never read).
  return (
    <>
      <p id={PROGRESS_ID} className="step-progress">
        {context}
      </p>
      {heading}
    </>
  );
}

const PROGRESS_ID = 'step-progress';
