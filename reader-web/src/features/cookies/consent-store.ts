/** Local storage key of the visitor's cookie choice. */
export const CONSENT_KEY = 'CookieConsent';
export const ACCEPT_ALL: ConsentChoice = '1';
export const ESSENTIAL_ONLY: ConsentChoice = '-1';

export type ConsentChoice = '1' | '-1';

const listeners = new Set<() => void>();
// Used only when local storage refuses the write, so the choice holds for this page view.
let unsavedChoice: ConsentChoice | null = null;

function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isChoice(value: string | null): value is ConsentChoice {
  return value === ACCEPT_ALL || value === ESSENTIAL_ONLY;
}

function readRaw(): string | null {
  try {
    return localStore()?.getItem(CONSENT_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored choice, or null when there is none (an invalid value counts as none). */
export function readConsent(): ConsentChoice | null {
  const value = readRaw();
  return isChoice(value) ? value : unsavedChoice;
}

/** Run on page load: a value other than 1 or -1 is removed. */
export function removeInvalidConsent(): void {
  const value = readRaw();
  if (value === null || isChoice(value)) return;
  try {
    localStore()?.removeItem(CONSENT_KEY);
  } catch {
    // Nothing to clean up if storage is unusable.
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    const storage = localStore();
    if (!storage) throw new Error('no local storage');
    storage.setItem(CONSENT_KEY, choice);
  } catch {
    unsavedChoice = choice;
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore; also follows choices made in other tabs. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
