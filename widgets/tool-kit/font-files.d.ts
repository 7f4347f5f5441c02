// Font files imported for their URL: the build emits them beside the bundles.
declare module '@fontsource/*.woff2' {
  const url: string;
  export default url;
}
declare module '@fontsource-variable/*.woff2' {
  const url: string;
  export default url;
}
