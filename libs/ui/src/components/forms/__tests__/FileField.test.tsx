import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { FileField } from '../FileField';

function PhotoPicker() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      label="Profile photo"
      value={file}
      onChange={setFile}
      chooseLabel="Choose a photo"
      removeLabel="Remove photo"
      previewAlt="Selected profile photo"
    />
  );
}

describe('FileField', () => {
  const createObjectURL = jest.fn(() => 'blob:preview-1');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows a preview of the chosen image and clears it on remove', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PhotoPicker />);
    const photo = new File(['png-bytes'], 'me.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText(/Profile photo/), photo);

    expect(screen.getByRole('img', { name: 'Selected profile photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText('me.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));

    expect(screen.queryByRole('img', { name: 'Selected profile photo' })).not.toBeInTheDocument();
    expect(screen.queryByText('me.png')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('revokes the preview URL when it unmounts', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<PhotoPicker />);
    await user.upload(
      screen.getByLabelText(/Profile photo/),
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );

    unmount();

    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('announces an error and marks the input invalid', () => {
    renderWithTheme(
      <FileField
        label="Profile photo"
        value={null}
        onChange={() => undefined}
        chooseLabel="Choose a photo"
        removeLabel="Remove photo"
        previewAlt="Selected profile photo"
        error="The image must be 5 MB or smaller"
      />,
    );

    const input = screen.getByLabelText(/Profile photo/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The image must be 5 MB or smaller');
  });
});
