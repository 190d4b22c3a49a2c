/**
 * JSON to write inside a `<script>` element (JSON-LD, or data for the page): nothing in it can close the element
 * or open a comment, whatever a supplier wrote.
 */
export function jsonForScriptElement(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
