/** The sessionStorage key of a step's typed-but-unsent answers (never localStorage: they may hold a national id). */
export const draftKey = (path: string): string => `draft:${path}`;
