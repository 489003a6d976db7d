// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageDropZone } from './ImageDropZone';

const file = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** The zone as a form holds it: the chosen file in state, the progress given from outside. */
function Harness({ progress = null }: { progress?: number | null }) {
  const [chosen, setChosen] = useState<File | null>(null);
  return (
    <>
      <ImageDropZone label="Image" file={chosen} onFileChange={setChosen} progress={progress} />
      <output>{chosen ? `chosen ${chosen.name}` : 'none'}</output>
    </>
  );
}

afterEach(cleanup);

describe('ImageDropZone', () => {
  it('takes a dropped image, names it with its size, and lets it go from the keyboard', async () => {
    const { container } = render(<Harness />);
    const input = screen.getByLabelText('Image');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).not.toContain('svg');
    fireEvent.drop(container.querySelector('[data-drop-zone]')!, {
      dataTransfer: { files: [file('map.png', 2048)] },
    });
    expect(screen.getByText('chosen map.png')).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();

    // A drop leaves focus on the input; Tab reaches its Remove button; removing puts focus back.
    expect(document.activeElement).toBe(input);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove map.png' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('none')).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it('refuses what is not an image and files of 5 MB or more, with the messages of the API', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Image');
    fireEvent.change(input, { target: { files: [file('drawing.svg', 300, 'image/svg+xml')] } });
    expect(screen.getByRole('alert').textContent).toBe('Please select an image file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { files: [file('huge.png', 5 * 1024 * 1024)] } });
    expect(screen.getByRole('alert').textContent).toBe('File size must be less than 5MB');
    expect(screen.getByText('none')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('ok.png', 5 * 1024 * 1024 - 1)] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('chosen ok.png')).toBeTruthy();
  });

  it('shows the upload progress as a labelled progress bar', () => {
    render(<Harness progress={0.42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });
});
