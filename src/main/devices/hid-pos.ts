// HID POS readers (USB "barcode scanner" usage page 0x8C) send each code in input reports
// of report id 2: a length byte, that many data bytes, and, in the report's last byte, a
// flag saying more of the same code follows in the next report. Unlike keyboard mode this
// needs no key tables, and Windows lets an application open the device.
const REPORT_ID = 0x02;
const CONTINUES = 0x01;

/** Decodes reports into the code's characters, ending each complete code with CR. */
export function createHidPosDecoder(): (report: Uint8Array) => string {
  const latin1 = new TextDecoder('latin1');
  return (report) => {
    // Some platforms hand over the report id as the first byte, others strip it.
    const offset = report[0] === REPORT_ID && report.length > 2 ? 1 : 0;
    const length = report[offset] ?? 0;
    const data = report.subarray(offset + 1, Math.min(report.length - 1, offset + 1 + length));
    const more = ((report[report.length - 1] ?? 0) & CONTINUES) !== 0;
    return latin1.decode(data) + (more ? '' : '\r');
  };
}
