import { buildTemplate } from "./test-database";

export function setup() {
  return buildTemplate("pglite");
}
