/**
 * The first module of a remote's server build (webpack.ts serverRoutesConfig): file addresses in the
 * build are made under the remote's address, which the host's server passes as `__remote_base__` when it
 * evaluates the file (the browser build finds the same address by itself, `publicPath: 'auto'`).
 */
declare global {
  // Webpack's run-time public path, set by assigning to this free variable.
  var __webpack_public_path__: string;
}
declare const __remote_base__: string;

__webpack_public_path__ = __remote_base__;

export {};
