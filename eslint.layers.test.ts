// The layers rule (eslint.layers.js) fails on a wrong import and passes a right one:
// linted as `npm run lint` does, with the project's own configuration.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = import.meta.dirname;

/** The layer rules' messages for `source` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith("boundaries/")).map((m) => m.message);
}

describe("the layers lint rule", () => {
  it.each([
    ["shared code importing a feature", "app/components/wrong.tsx", "#app/features/enquiries/tour-dialog.tsx", /"shared" to elements of type "feature"/],
    ["the form kit importing the registry above it", "app/forms/wrong.ts", "#app/requests/receive.server.ts", /"forms" to elements of type "requests"/],
    ["the registry importing the office above it", "app/requests/wrong.ts", "#app/office/inbox/inbox.server.ts", /"requests" to elements of type "office"/],
    ["the office's inbox importing a request's page above it", "app/office/inbox/wrong.ts", "#app/office/request/request-detail.server.ts", /part="inbox" to elements of type "office" and captured values: part="request"/],
    ["the office's shell importing the gate", "app/office/shell/wrong.ts", "#app/office/sign-in/staff-gate.server.ts", /part="shell" to elements of type "office" and captured values: part="sign-in"/],
    ["a feature importing the office", "app/features/schools/wrong.ts", "#app/office/inbox/inbox.server.ts", /name="schools" to elements of type "office"/],
    ["a feature importing a feature it is not listed to use", "app/features/about/wrong.tsx", "#app/features/enquiries/tour-dialog.tsx", /name="about" to elements of type "feature" and captured values: name="enquiries"/],
    ["a feature importing the server", "app/features/visits/wrong.ts", "#server/app.ts", /to elements of type "server"/],
    ["the database importing app code", "database/wrong.ts", "#app/lib/cn.ts", /"database" to elements of type "shared"/],
    ["shared code importing the layout", "app/lib/wrong.ts", "#app/layout/page-shell.tsx", /"shared" to elements of type "layout"/],
    ["shared code reading the stored content", "app/components/wrong.tsx", "#app/content/store/published-content.server.ts", /"shared" to elements of type "content-store"/],
    ["app code importing test support", "app/lib/wrong.ts", "../../tests/support/payloads.ts", /unknown/],
  ])("fails on %s", async (_what, file, target, message) => {
    const errors = await layerErrors(file, `import * as probe from "${target}";\nexport const used = probe;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ["a feature using the form kit and shared code", "app/features/about/right.tsx", ["#app/forms/page-forms.ts", "#app/lib/cn.ts", "#app/features/about/about-hero.tsx"]],
    ["the home page's sections showing the enquiry forms", "app/features/home/right.tsx", ["#app/features/enquiries/tour-dialog.tsx"]],
    ["a route using the layout, a feature and the registry", "app/routes/right.tsx", ["#app/layout/page-shell.tsx", "#app/features/schools/schools.server.ts", "#app/requests/page-form.server.ts"]],
    ["the office using the registry and the database", "app/office/inbox/right.ts", ["#app/requests/receive.server.ts", "#database/client.ts", "#app/office/shell/staff-paths.ts"]],
    ["a request's page using the inbox, the access record, the gate and the shell", "app/office/request/right.ts", ["#app/office/inbox/inbox.server.ts", "#app/office/access/access-record.server.ts", "#app/office/sign-in/staff-gate.server.ts", "#app/office/shell/staff-paths.ts"]],
    ["the server using the registry and the database", "server/right.ts", ["#app/requests/receive.server.ts", "#app/office/people/retention.server.ts", "#database/client.ts"]],
  ])("passes %s", async (_what, file, targets) => {
    const source = targets.map((target, i) => `import * as probe${i} from "${target}";\nexport const used${i} = probe${i};\n`).join("");
    expect(await layerErrors(file, source)).toEqual([]);
  });
});
