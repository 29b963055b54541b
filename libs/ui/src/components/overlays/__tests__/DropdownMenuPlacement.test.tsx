import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { DropdownMenu } from '../DropdownMenu';

// jsdom lays nothing out: the open menu's box is given here, as a 375 px phone would measure it.
function placeMenuAt(left: number, width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 375 });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = this.getAttribute('role') === 'menu' ? { left, width } : { left: 0, width: 0 };
    return {
      ...box,
      right: box.left + box.width,
      top: 0,
      bottom: 0,
      height: 0,
      x: box.left,
      y: 0,
    } as DOMRect;
  });
}

async function openTemplates() {
  const user = userEvent.setup();
  renderWithTheme(
    <DropdownMenu
      label="Smart replies"
      align="start"
      items={[
        {
          id: 'thanks',
          label: 'Thank you for your visit, we hope to see you again soon',
          onSelect: jest.fn(),
        },
      ]}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Smart replies' }));
  return screen.getByRole('menu', { name: 'Smart replies' });
}

afterEach(() => jest.restoreAllMocks());

describe('DropdownMenu placement', () => {
  it('moves a menu that would cross the screen’s right edge back inside it, 8 px from the edge', async () => {
    placeMenuAt(200, 320);
    const menu = await openTemplates();
    // 200 + 320 = 520: 153 px past 375 - 8.
    expect(menu.style.transform).toBe('translateX(-153px)');
  });

  it('moves a menu that would start past the left edge (right to left) back inside it', async () => {
    placeMenuAt(-40, 320);
    const menu = await openTemplates();
    expect(menu.style.transform).toBe('translateX(48px)');
  });

  it('leaves a menu that fits where it hangs', async () => {
    placeMenuAt(16, 320);
    const menu = await openTemplates();
    expect(menu.style.transform).toBe('');
    expect(screen.getByRole('menuitem', { name: /Thank you for your visit/ })).toBeInTheDocument();
  });
});
