/**
 * Written into every page, where it runs before any of the app's code (so it may use nothing but the
 * DOM): a tap on a control of a page the server drew, made before the app has hydrated it, is held,
 * shown as working on its control, and replayed once the page answers, with the text typed meanwhile.
 * A toggle already in the state the tap asked for is left as it is, and a control tapped again while
 * held is replayed once. A link is left to the browser: the page it leads to is drawn by the server too.
 * Should the app fail to start (`data-start-failed`), held taps are let go and no more are held.
 */
export function holdEarlyTaps(document = window.document): void {
  const page = document.documentElement;
  const hydrated = () => page.hasAttribute('data-hydrated');
  const stateOf = (control: Element) =>
    control.getAttribute('aria-pressed') ?? control.getAttribute('aria-expanded') ?? control.getAttribute('aria-checked');
  const held = new Map<Element, string | null>();
  const typed = new Set<HTMLInputElement>();
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (hydrated() || !document.getElementById('root')?.contains(target)) return;
    if (event.type === 'input') {
      typed.add(target as HTMLInputElement);
      return;
    }
    const control =
      event.type === 'submit'
        ? target
        : target.closest(
            'a[href],button,summary,[role=button],[role=link],[role=tab],[role=checkbox],[role=switch],[type=checkbox],[type=radio],[type=submit]',
          );
    if (!control || control instanceof HTMLAnchorElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.has(control)) return;
    held.set(control, stateOf(control));
    control.setAttribute('data-held', '');
  };
  for (const type of ['click', 'submit', 'input']) document.addEventListener(type, hold, true);
  new MutationObserver((_, observer) => {
    if (page.hasAttribute('data-start-failed')) {
      observer.disconnect();
      for (const type of ['click', 'submit', 'input']) document.removeEventListener(type, hold, true);
      held.forEach((_state, control) => control.removeAttribute('data-held'));
      return;
    }
    if (!hydrated()) return;
    observer.disconnect();
    for (const field of typed) {
      if (field.tagName === 'SELECT') {
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      // React takes a field's text as changed only if it differs from what its own setter last saw.
      const text = field.value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    held.forEach((state, control) => {
      control.removeAttribute('data-held');
      if (!control.isConnected || (state !== null && stateOf(control) !== state)) return;
      if (control instanceof HTMLFormElement) control.requestSubmit();
      else (control as HTMLElement).click();
    });
  }).observe(page, { attributes: true, attributeFilter: ['data-hydrated', 'data-start-failed'] });
}
