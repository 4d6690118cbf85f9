// Vite's preload helper throws 'Unable to preload CSS for <url>' when a screen's style sheet cannot
// load (offline without a service worker), and from then on counts that sheet as tried: a second
// import of the screen resolves without it. A loader asks for its failed sheets again before a retry.

const CSS_FAILURE = /^Unable to preload CSS for (\S+)/;

/** The style sheet a failed chunk load names, if it was one. */
export function failedStyleSheet(error: unknown): string | undefined {
  return error instanceof Error ? CSS_FAILURE.exec(error.message)?.[1] : undefined;
}

/** Loads a style sheet again in place of the one that failed; rejects in Vite's words if it fails again. */
export function loadStyleSheet(href: string): Promise<void> {
  for (const old of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (old.href === href) old.remove();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error(`Unable to preload CSS for ${href}`));
      },
      { once: true },
    );
    document.head.append(link);
  });
}
