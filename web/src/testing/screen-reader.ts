import { virtual } from '@guidepup/virtual-screen-reader';

/**
 * What a screen-reader user hears of a rendered component, read with a virtual screen reader
 * (@guidepup/virtual-screen-reader, the one the e2e suite runs in Chromium: e2e/screen-reader.ts). `readAll`
 * moves through the document item by item from the top, as a person listens through a screen; `heardOnFocus`
 * is what is said when focus moves, as after an error summary takes it.
 */
export async function readAll(max = 300): Promise<string[]> {
  await virtual.start({ container: document.body });
  try {
    for (let i = 0; i < max && (await virtual.lastSpokenPhrase()) !== 'end of document'; i++)
      await virtual.next();
    return await virtual.spokenPhraseLog();
  } finally {
    await virtual.stop();
  }
}

/** Starts listening; `act` moves focus or changes the page; the answer is what was said meanwhile. */
export async function heardDuring(act: () => void | Promise<void>): Promise<string[]> {
  await virtual.start({ container: document.body });
  try {
    await virtual.clearSpokenPhraseLog();
    await act();
    // The reader hears focus and live-region changes through DOM events and a mutation observer.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return await virtual.spokenPhraseLog();
  } finally {
    await virtual.stop();
  }
}
