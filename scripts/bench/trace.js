/**
 * Writes a Lighthouse trace (`artifacts.Trace`) as `{ "traceEvents": [...] }`, the
 * format Chrome DevTools' Performance panel opens (Load profile…), and a devtools log
 * (`artifacts.DevtoolsLog`, the protocol messages, for the Lighthouse tooling). One
 * event per line, written piece by piece: a trace holds tens of thousands of events.
 */
const fs = require("fs");

const CHUNK = 500;

function writeArray(fd, items) {
  fs.writeSync(fd, "[\n");
  for (let start = 0; start < items.length; start += CHUNK) {
    const lines = items.slice(start, start + CHUNK).map((item, index) => {
      const separator = start + index === items.length - 1 ? "" : ",";
      return `  ${JSON.stringify(item)}${separator}\n`;
    });
    fs.writeSync(fd, lines.join(""));
  }
  fs.writeSync(fd, "]");
}

/** Writes `trace` to `file`; returns the number of events written. */
function writeTrace(file, trace) {
  const { traceEvents = [], ...rest } = trace ?? {};
  const fd = fs.openSync(file, "w");
  try {
    fs.writeSync(fd, '{\n"traceEvents": ');
    writeArray(fd, traceEvents);
    for (const [key, value] of Object.entries(rest))
      fs.writeSync(fd, `,\n${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    fs.writeSync(fd, "\n}\n");
  } finally {
    fs.closeSync(fd);
  }
  return traceEvents.length;
}

/** Writes a devtools log (an array of protocol messages) to `file`; returns its length. */
function writeDevtoolsLog(file, devtoolsLog) {
  const messages = devtoolsLog ?? [];
  const fd = fs.openSync(file, "w");
  try {
    writeArray(fd, messages);
    fs.writeSync(fd, "\n");
  } finally {
    fs.closeSync(fd);
  }
  return messages.length;
}

module.exports = { writeDevtoolsLog, writeTrace };
