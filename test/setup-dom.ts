import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { polyfillDialog } from "./dialog-polyfill";

// findBy and waitFor return as soon as what they wait for appears; the longer
// limit only matters on a machine busy with other suites (CI runs them side by
// side on two cores), where a second, and later five for the editor's save-conflict
// chain, were seen to be too short. It stays under the project's test timeout (15 s).
configure({ asyncUtilTimeout: 10_000 });

polyfillDialog();

afterEach(() => cleanup());
