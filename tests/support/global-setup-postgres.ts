import { buildCompiledServer } from "./compiled-build";
import { buildTemplate } from "./test-database";

export async function setup() {
  const [removeTemplate, removeBuild] = await Promise.all([
    buildTemplate("postgres"),
    buildCompiledServer(),
  ]);
  return async () => {
    await removeTemplate();
    await removeBuild();
  };
}
