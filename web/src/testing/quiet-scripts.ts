/**
 * happy-dom loads no script file (none may run in a unit test) and reports each added <script src> as an error on
 * the console; a test of code that adds third-party scripts takes them as loaded, quietly, instead.
 */
export function quietScriptLoading(win: Window): void {
  const happyDOM = (win as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM;
  if (happyDOM) happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
}
