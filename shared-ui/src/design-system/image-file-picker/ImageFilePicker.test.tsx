// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkImageFile, ImageFilePicker, type ImageFilePickerProps } from './ImageFilePicker';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

// jsdom has no usable URL.createObjectURL: stub it (the component also works without it).
const createObjectURL = vi.fn((blob: Blob) => `blob:preview/${(blob as File).name}`);
const revokeObjectURL = vi.fn();
const original = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

function setUrlStatic(name: 'createObjectURL' | 'revokeObjectURL', value: unknown) {
  Object.defineProperty(URL, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  setUrlStatic('createObjectURL', createObjectURL);
  setUrlStatic('revokeObjectURL', revokeObjectURL);
});

afterEach(() => {
  cleanup();
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    const descriptor = original[name];
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});

function renderPicker(props: Partial<ImageFilePickerProps> = {}) {
  const onChange = vi.fn<(file: File | null) => void>();
  // Users can switch the file dialog to "All files", so the picker must not rely on `accept`.
  const user = userEvent.setup({ applyAccept: false });
  const result = render(<ImageFilePicker label="Picture" onChange={onChange} {...props} />);
  return { ...result, user, onChange, input: screen.getByLabelText<HTMLInputElement>('Picture') };
}

function errorText(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'))?.textContent ??
    undefined
  );
}

describe('ImageFilePicker', () => {
  it('is a labelled file input that accepts images, with the limit as its hint', () => {
    const { input } = renderPicker();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'PNG, JPEG, GIF or WebP, less than 5MB',
    );
  });

  it('refuses a file that is not an image', async () => {
    const { user, input, onChange } = renderPicker();
    await user.upload(input, file('manifesto.pdf', 'application/pdf'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(errorText(input)).toBe('Please select an image file');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('refuses an SVG picked through "All files", which the server would refuse too', () => {
    const { input, onChange } = renderPicker();
    fireEvent.change(input, { target: { files: [file('logo.svg', 'image/svg+xml')] } });
    expect(errorText(input)).toBe('Please select an image file');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses an image over 5 MB', async () => {
    const { user, input, onChange } = renderPicker();
    await user.upload(input, file('rally.jpg', 'image/jpeg', 6 * MB));
    expect(errorText(input)).toBe('File size must be less than 5MB');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('accepts an image, previews it, and clears it', async () => {
    const { user, input, onChange } = renderPicker();
    const photo = file('portrait.png', 'image/png', 200 * 1024);
    await user.upload(input, photo);
    expect(onChange).toHaveBeenLastCalledWith(photo);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('img', { name: 'Preview of portrait.png' }).getAttribute('src')).toBe(
      'blob:preview/portrait.png',
    );
    expect(screen.getByText('portrait.png')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove selected image' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/portrait.png');
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('clears a refusal once a good file is chosen, and revokes replaced previews', async () => {
    const { user, input, unmount } = renderPicker();
    await user.upload(input, file('notes.txt', 'text/plain'));
    expect(errorText(input)).toBe('Please select an image file');
    await user.upload(input, file('a.png', 'image/png'));
    expect(errorText(input)).toBeUndefined();
    await user.upload(input, file('b.png', 'image/png'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/a.png');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/b.png');
  });

  it('shows the current image while no file is chosen', () => {
    renderPicker({ currentImageUrl: '/media/exec/42.jpg', currentImageAlt: 'Current picture of Ama Mensah' });
    expect(screen.getByRole('img', { name: 'Current picture of Ama Mensah' }).getAttribute('src')).toBe(
      '/media/exec/42.jpg',
    );
  });

  it('works without URL.createObjectURL, just without a preview', async () => {
    setUrlStatic('createObjectURL', undefined);
    const { user, input, onChange } = renderPicker();
    const photo = file('portrait.png', 'image/png');
    await user.upload(input, photo);
    expect(onChange).toHaveBeenLastCalledWith(photo);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('portrait.png')).toBeDefined();
  });

  it('accepts the file without a preview when createObjectURL refuses it', async () => {
    setUrlStatic(
      'createObjectURL',
      vi.fn(() => {
        throw new TypeError('The "obj" argument must be an instance of Blob.');
      }),
    );
    const { user, input, onChange } = renderPicker();
    const photo = file('portrait.png', 'image/png');
    await user.upload(input, photo);
    expect(onChange).toHaveBeenLastCalledWith(photo);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows upload progress as a labelled progress bar', () => {
    renderPicker({ progress: 0.45 });
    const bar = screen.getByRole('progressbar', { name: 'Uploading 45%' });
    expect(bar.getAttribute('value')).toBe('45');
    expect(bar.getAttribute('max')).toBe('100');
  });

  it('shows errors from the server beside its own', () => {
    const { input } = renderPicker({ error: 'Upload endpoint returned an unexpected payload.' });
    expect(errorText(input)).toBe('Upload endpoint returned an unexpected payload.');
  });

  it('honours a custom limit', () => {
    expect(checkImageFile(file('a.png', 'image/png', 2 * MB), 1 * MB)).toBe(
      'File size must be less than 1MB',
    );
    expect(checkImageFile(file('a.png', 'image/png', 20 * 1024), 10 * 1024)).toBe(
      'File size must be less than 10KB',
    );
    expect(checkImageFile(file('a.webp', 'image/webp', MB))).toBeNull();
  });

  it('refuses a file of exactly the limit: it must be less than 5MB', () => {
    expect(checkImageFile(file('a.png', 'image/png', 5 * MB))).toBe('File size must be less than 5MB');
    expect(checkImageFile(file('a.png', 'image/png', 5 * MB - 1))).toBeNull();
  });
});
