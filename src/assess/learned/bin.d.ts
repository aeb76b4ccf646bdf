/** Wrangler bundles `*.bin` as Data modules: the file's bytes. */
declare module "*.bin" {
  const data: ArrayBuffer;
  export default data;
}
