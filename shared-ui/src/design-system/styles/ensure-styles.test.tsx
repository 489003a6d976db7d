// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { Spinner } from '../spinner/Spinner';
import { DesignSystemStyles, ensureStyles, STYLE_ATTRIBUTE } from './ensure-styles';
import { stylesheet } from './stylesheet';

afterEach(cleanup);

function styleElements() {
  return document.head.querySelectorAll(`style[${STYLE_ATTRIBUTE}]`);
}

describe('the stylesheet', () => {
  it('is injected once, however many components mount', () => {
    render(
      <>
        <DesignSystemStyles />
        <Button>One</Button>
        <Button>Two</Button>
        <Spinner />
      </>,
    );
    ensureStyles();
    expect(styleElements()).toHaveLength(1);
    expect(styleElements()[0]?.textContent).toBe(stylesheet);
  });

  it('comes back if something removed it', () => {
    ensureStyles();
    styleElements().forEach((element) => element.remove());
    render(<Button>Again</Button>);
    expect(styleElements()).toHaveLength(1);
  });

  it('declares the tokens and styles only pui- classes', () => {
    expect(stylesheet).toContain('--pui-color-primary: #0b6b3a;');
    expect(stylesheet).toContain('--pui-color-accent: #f2b705;');
    // The shell's chrome reads these two by name.
    expect(stylesheet).toContain('--pui-color-bg: ');
    expect(stylesheet).toContain('--pui-font-family: ');
    // Every class selector in the sheet is namespaced, so nothing leaks onto a remote's own markup.
    const rules = stylesheet.replace(/url\([^)]*\)/g, '').replace(/'[^']*'|"[^"]*"/g, '');
    const classes = [...rules.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(50);
    expect(classes.filter((name) => !name?.startsWith('pui-'))).toEqual([]);
  });
});
