// No loops between the server's folders (docs/architecture.md §What may import what), checked apart
// from .dependency-cruiser.cjs because tests may reach across folders both ways: here they are left
// out, and only the shipped code is measured. Run by `npm run check`.
const { options } = require("./.dependency-cruiser.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular-server-folders",
      comment:
        "Each server folder (config.ts, db/, lib/, plugins/, startup/, each module) stands on those below it: a folder that imports one which leads back to it has two layers in one. Move the shared piece down, or hand it over at assembly (app.ts).",
      severity: "error",
      scope: "folder",
      from: { path: "^src/server/" },
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: "\\.(test|spec)\\.tsx?$" } },
};
