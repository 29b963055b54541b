// A jest reporter that prints, after the run, the slowest test files and the slowest tests, so that whoever
// makes the suite slower sees it in `npm test`'s own output. SUMAA_SLOWEST=<n> sets how many (20); with
// SUMAA_SLOWEST_JSON=<file> the same figures are written as JSON (tools/test/test-all.mjs reads them).
// The default reporter still reports pass and fail; this one only adds the figures.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default class SlowestReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.count = Number(process.env.SUMAA_SLOWEST ?? 20);
    this.started = Date.now();
  }

  onRunComplete(_contexts, results) {
    const relative = (file) => path.relative(this.rootDir, file);
    const files = results.testResults
      .map((file) => ({
        file: relative(file.testFilePath),
        ms: file.perfStats.end - file.perfStats.start,
        tests: file.testResults.length,
      }))
      .sort((a, b) => b.ms - a.ms);
    const tests = results.testResults
      .flatMap((file) =>
        file.testResults.map((test) => ({
          file: relative(file.testFilePath),
          name: test.fullName,
          ms: test.duration ?? 0,
        })),
      )
      .sort((a, b) => b.ms - a.ms);
    const wallMs = Date.now() - this.started;
    const busyMs = files.reduce((sum, file) => sum + file.ms, 0);

    const lines = [
      '',
      `Slowest ${Math.min(this.count, files.length)} of ${files.length} test files ` +
        `(${seconds(wallMs)} wall, ${seconds(busyMs)} in files, ${results.numTotalTests} tests):`,
      ...files
        .slice(0, this.count)
        .map((file) => `  ${seconds(file.ms).padStart(8)}  ${file.file} (${file.tests})`),
      `Slowest ${Math.min(this.count, tests.length)} tests:`,
      ...tests
        .slice(0, this.count)
        .map((test) => `  ${seconds(test.ms).padStart(8)}  ${test.name}  (${test.file})`),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);

    const jsonFile = process.env.SUMAA_SLOWEST_JSON;
    if (jsonFile) {
      writeFileSync(
        jsonFile,
        JSON.stringify(
          {
            wallMs,
            totalTests: results.numTotalTests,
            files: files.slice(0, this.count),
            tests: tests.slice(0, this.count),
          },
          null,
          2,
        ),
      );
    }
  }
}
