import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Button } from '../../actions/Button';
import { Dialog, type DialogProps } from '../Dialog';

function Page(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>حذف الموقع</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="حذف الموقع؟"
        description="لا يمكن التراجع عن هذا الإجراء."
        closeLabel="إغلاق"
        footer={
          <>
            <Button variant="danger">حذف</Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              إلغاء
            </Button>
          </>
        }
        {...props}
      />
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  renderWithTheme(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'حذف الموقع' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'حذف الموقع؟' }) };
}

describe('Dialog', () => {
  it('is a labelled, described modal that takes focus and makes the page behind inert', async () => {
    const { dialog, opener } = await openDialog();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('لا يمكن التراجع عن هذا الإجراء.');
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toHaveFocus();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, in both directions', async () => {
    const { user, dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'إغلاق' });
    const cancel = within(dialog).getByRole('button', { name: 'إلغاء' });

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'حذف' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('closes on Escape, frees the page and gives focus back to the opener', async () => {
    const { user, opener } = await openDialog();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click unless told not to', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a backdrop click when closeOnBackdropClick is false', async () => {
    const { user, dialog } = await openDialog({ closeOnBackdropClick: false });

    await user.click(dialog.parentElement!);

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores Escape and disables its close button while closing is prevented', async () => {
    const { user, dialog } = await openDialog({ preventClose: true });

    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeDisabled();
    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('focuses the element the caller names instead of the first one', () => {
    function WithField() {
      const field = useRef<HTMLInputElement>(null);
      return (
        <Dialog open onClose={() => undefined} title="Rename" closeLabel="Close" initialFocusRef={field}>
          <label>
            Name
            <input ref={field} />
          </label>
        </Dialog>
      );
    }
    renderWithTheme(<WithField />);

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Rename' })).not.toHaveAttribute('aria-describedby');
  });
});
