/** Vite's `?raw` imports: a file's text, for fixtures read inside workerd. */
declare module "*?raw" {
  const text: string;
  export default text;
}
