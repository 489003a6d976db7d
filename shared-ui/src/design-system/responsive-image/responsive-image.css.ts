/**
 * The `<picture>` around a resized image takes no box of its own, so the `<img>` inside lays out as if it
 * were its parent's child: a class on the image (width 100 %, object-fit, absolute inset, aspect-ratio)
 * works the same with or without the wrapper.
 */
export const responsiveImageCss = `
.pui-picture { display: contents; }
`;
