// ICU's start-up, paid on this worker's thread rather than the page's (warm-intl.ts).
Intl.DateTimeFormat().resolvedOptions();
postMessage('warm');
