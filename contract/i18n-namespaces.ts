/**
 * The translation files a brand's page reads, one a namespace (behaviour §7 `GET /locales/{lng}/{ns}.json`): the
 * web app's strings and the checks that a site serves them both read this list.
 */
export const NAMESPACES = ['common', 'form', 'screens', 'consent'] as const;
export type Namespace = (typeof NAMESPACES)[number];
