import { markPageInteractive } from '../document/prerenderedPage';

describe('markPageInteractive', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-interactive');
  });

  it('releases exactly what the prerender held, and lifts the shield', () => {
    document.documentElement.classList.add('hydrating');
    document.documentElement.setAttribute('data-stale-prerender', '');
    document.body.innerHTML = `
      <input id="held" readonly data-prerender-lock="readonly" />
      <input id="own" readonly />
      <select id="lang" disabled data-prerender-lock="disabled"></select>
      <button id="busy" disabled></button>`;

    markPageInteractive();

    const held = document.getElementById('held') as HTMLInputElement;
    expect(held.readOnly).toBe(false);
    expect(held.hasAttribute('data-prerender-lock')).toBe(false);
    expect((document.getElementById('own') as HTMLInputElement).readOnly).toBe(true);
    expect((document.getElementById('lang') as HTMLSelectElement).disabled).toBe(false);
    expect((document.getElementById('busy') as HTMLButtonElement).disabled).toBe(true);
    expect(document.documentElement.classList.contains('hydrating')).toBe(false);
    expect(document.documentElement.hasAttribute('data-stale-prerender')).toBe(false);
    expect(document.documentElement.hasAttribute('data-interactive')).toBe(true);
  });

  it('does nothing harmful on a page that was never prerendered, nor when called twice', () => {
    document.body.innerHTML = '<input id="plain" />';
    markPageInteractive();
    markPageInteractive();
    expect((document.getElementById('plain') as HTMLInputElement).readOnly).toBe(false);
  });
});
