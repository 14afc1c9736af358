// Runs before every npm script (package.json): on an older Node the project's TypeScript entry points
// fail with ERR_UNKNOWN_FILE_EXTENSION, so stop first with one line that says what to install.
// Plain CommonJS with no modern syntax: it must itself run on any old Node.
'use strict';

// biome-ignore lint/style/useNodejsImportProtocol: 'node:' specifiers fail on the old Node this guards against.
var fs = require('fs');
// biome-ignore lint/style/useNodejsImportProtocol: as above.
var path = require('path');

var FALLBACK_MAJOR = 24;

/** The lowest major version package.json's "engines.node" allows (">=24 <25" gives 24). */
function requiredMajor(engines) {
  var match = /(\d+)/.exec(String(engines || ''));
  return match ? Number(match[1]) : FALLBACK_MAJOR;
}

/** The message for a Node version that is too old, or null when the version will do. */
function checkNode(version, major) {
  var found = /^v?(\d+)/.exec(String(version));
  if (found && Number(found[1]) >= major) return null;
  return (
    'This project needs Node.js ' +
    major +
    ' or newer (found ' +
    version +
    '): install it with "nvm install ' +
    major +
    ' && nvm use ' +
    major +
    '" or from https://nodejs.org, then run the command again.'
  );
}

function readEngines() {
  var pkg;
  try {
    pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  } catch (_error) {
    return undefined;
  }
  // biome-ignore lint/complexity/useOptionalChain: '?.' is a syntax error on the old Node this guards against.
  return pkg && pkg.engines && pkg.engines.node;
}

function main() {
  var message = checkNode(process.version, requiredMajor(readEngines()));
  if (message) {
    console.error(message);
    process.exit(1);
  }
}

module.exports = { checkNode: checkNode, requiredMajor: requiredMajor };

if (require.main === module) main();
