// Prints the fault suite's summary once, after every project's tests (fault-report.ts).
import { rmSync } from 'node:fs';
import type { Reporter } from 'vitest/node';
import { FAULT_REPORT_VARIABLE, faultSummary } from './fault-report';

export default class FaultReporter implements Reporter {
  private readonly file = process.env[FAULT_REPORT_VARIABLE]!;

  onInit(): void {
    rmSync(this.file, { force: true });
  }

  onTestRunEnd(): void {
    console.log(`\n${faultSummary(this.file)}\n`);
    rmSync(this.file, { force: true });
  }
}
