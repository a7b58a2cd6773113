// A Vitest reporter that writes how long each test file took, hooks and imports included,
// as JSON ({ runner, files: [{ file, project, seconds, tests }] }). The CI summary prints the
// slowest; Vitest's own JSON report times only the tests themselves.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimes {
  /** @param {{ outputFile: string, runner: string }} options */
  constructor(options) {
    this.options = options;
    /** @type {{ file: string, project: string, seconds: number, tests: number }[]} */
    this.files = [];
  }

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(testModule) {
    const diagnostic = testModule.diagnostic();
    const milliseconds =
      diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.collectDuration +
      diagnostic.setupDuration +
      diagnostic.duration;
    this.files.push({
      file: path.relative(this.root, testModule.moduleId),
      project: testModule.project.name,
      seconds: Math.round(milliseconds) / 1000,
      tests: [...testModule.children.allTests()].length,
    });
  }

  onTestRunEnd() {
    mkdirSync(path.dirname(this.options.outputFile), { recursive: true });
    writeFileSync(
      this.options.outputFile,
      JSON.stringify({ runner: this.options.runner, files: this.files }, null, 1),
    );
  }
}
