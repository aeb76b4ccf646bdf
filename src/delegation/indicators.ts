import { DOMAINS, type Domain } from "./tables";
import type { Task } from "./task";

/**
 * Bounded, deterministic evidence from a diff's `+++` headers. Only counts leave
 * this file: paths are read and forgotten, so the decision record never holds them.
 */
export interface Indicators {
  changed_files: number;
  dependency_manifests: number;
  sensitive_paths: number;
  ui_files: number;
}

/** Manifests and lock files of common ecosystems: a change here is a dependency change. */
// biome-ignore format: a file-name list
const MANIFESTS = new Set([
  "package.json", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lockb",
  "requirements.txt", "requirements-dev.txt", "pipfile", "pipfile.lock", "pyproject.toml", "poetry.lock", "setup.py",
  "setup.cfg", "go.mod", "go.sum", "cargo.toml", "cargo.lock", "gemfile", "gemfile.lock", "pom.xml", "build.gradle",
  "build.gradle.kts", "composer.json", "composer.lock", "mix.exs", "mix.lock", "packages.config", "directory.packages.props",
]);

/** Directory names that hold security-sensitive code. */
// biome-ignore format: a word list
const SENSITIVE_DIRS = new Set(["auth", "authn", "authz", "security", "secrets", "secret", "permissions", "iam", "rbac", "acl", "crypto", "oauth", "sso"]);

/** Extensions of user-interface files. */
// biome-ignore format: a word list
const UI_EXTENSIONS = new Set(["tsx", "jsx", "vue", "svelte", "astro", "css", "scss", "sass", "less", "html", "erb", "hbs", "xib", "storyboard"]);

/** Counts what a diff touches; files are counted once however many hunks they have. */
export function readIndicators(diff: string | undefined): Indicators {
  const paths = new Set<string>();
  // A file header is a `+++` line right after a `---` line; an added line of
  // content that happens to start with "++" is not one.
  const lines = (diff ?? "").split("\n");
  lines.forEach((line, i) => {
    if (!line.startsWith("+++ ") || !lines[i - 1]?.startsWith("--- ")) return;
    const path = line.slice(4).trim().replace(/^b\//, "").split(/\s/)[0];
    if (path && path !== "/dev/null") paths.add(path);
  });
  let dependency_manifests = 0;
  let sensitive_paths = 0;
  let ui_files = 0;
  for (const path of paths) {
    const segments = path.toLowerCase().split("/");
    const file = segments.at(-1) ?? "";
    if (MANIFESTS.has(file)) dependency_manifests++;
    if (segments.slice(0, -1).some((dir) => SENSITIVE_DIRS.has(dir))) sensitive_paths++;
    if (UI_EXTENSIONS.has(file.split(".").at(-1) ?? "")) ui_files++;
  }
  return { changed_files: paths.size, dependency_manifests, sensitive_paths, ui_files };
}

/** The domains a task raises: the caller's flags, plus what the diff shows. */
export function raisedDomains(task: Pick<Task, "delegation">, indicators: Indicators): Set<Domain> {
  const raised = new Set<Domain>();
  for (const domain of DOMAINS) if (task.delegation?.[domain]) raised.add(domain);
  if (indicators.dependency_manifests > 0) raised.add("dependencies");
  if (indicators.sensitive_paths > 0) raised.add("security");
  if (indicators.ui_files > 0) raised.add("ui");
  return raised;
}
