/** The web app's application data: the lead as far as the person has answered it. */
export type ApplicationData = Record<string, unknown> & { tags?: string[] };
