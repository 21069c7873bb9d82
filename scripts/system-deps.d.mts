/** Types of scripts/system-deps.mjs (plain JavaScript, so that it runs before `npm ci`), for the tests that import it. */
export interface SystemPackage {
  name: string;
  checks: string[];
}
export interface Missing {
  name: string;
  lacks: string[];
}
export interface Seams {
  env?: NodeJS.ProcessEnv;
  exists?: (file: string) => boolean;
  which?: (command: string) => string | null;
}
export type Plan = { action: 'none' } | { action: 'install'; names: string[] } | { action: 'stop'; message: string };

export const LIST: string;
export function parsePackages(text: string): SystemPackage[];
export function readPackages(file?: string): SystemPackage[];
export function installCommand(names: string[]): string;
export function onPath(command: string, env?: NodeJS.ProcessEnv): string | null;
export function lacking(check: string, seams?: Seams): string | null;
export function missingPackages(packages: SystemPackage[], seams?: Seams): Missing[];
export function decide(missing: Missing[], where: { root: boolean; apt: boolean; install: boolean }): Plan;
export function main(args?: string[], env?: NodeJS.ProcessEnv): number;
