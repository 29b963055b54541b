// A stand-in for the window `window.open` returns: it records where it was sent and can be closed by the
// test, as a user would close it. Test support only.
export interface FakePopup {
  closed: boolean;
  location: { replace: jest.Mock<void, [string]> };
  document: Document;
  focus: jest.Mock;
  close: jest.Mock;
}

export function createFakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    location: { replace: jest.fn() },
    document: document.implementation.createHTMLDocument(''),
    focus: jest.fn(),
    close: jest.fn(() => {
      popup.closed = true;
    }),
  };
  return popup;
}

/** window.open answers with this popup (or null: blocked); returns the spy. */
export function stubWindowOpen(popup: FakePopup | null): jest.SpyInstance {
  return jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
}

/** The signal the API's callback page posts, as the browser delivers it. */
export function postSignal(data: unknown, origin = 'http://api.test'): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}
