// Files the build emits as they are (asset/resource, see tooling/webpack.ts): importing one gives
// its public URL, content-hashed in production.
declare module '*.pdf' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.jpeg' {
  const url: string;
  export default url;
}
declare module '*.gif' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.ico' {
  const url: string;
  export default url;
}
