// A tiny static file server for the built app (dist/): the right MIME types
// (application/wasm for streaming compilation, the web manifest), text and
// wasm compressed with brotli or gzip when the browser takes it (as a static
// host serves them: compressed before the first request, kept on disk by
// content for every later server, then served from memory), no directory
// listings, nothing
// outside the root, and `Cache-Control: no-cache` so the browser revalidates
// and the service worker decides what is cached.
//
// As a program:  node tests/e2e/server.mjs [--dir dist] [--host 127.0.0.1] [--port 8080]
// As a module:   const server = await startStaticServer({ root }); server.url; server.setRoot(dir); await server.close();

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { brotliCompress, gzip, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types worth compressing (images are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt']);

/** Compressed bodies (promises of them) by file, encoding, size and modification time. */
const compressed = new Map();

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with: brotli, gzip, or none. */
function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed bodies kept by content: brotli at quality 11 takes seconds on
 * each wasm file, so every server of a test run (one per test file), and
 * the next run on the same build, reuses them.
 */
const CACHE_DIR = join(tmpdir(), 'sudoku-lab-compressed');

async function compress(bytes, encoding) {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const cached = join(CACHE_DIR, `${hash}.${encoding}`);
  try {
    return await readFile(cached);
  } catch {
    // Not compressed yet.
  }
  const body = encoding === 'br'
    ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : await gzipAsync(bytes, { level: 9 });
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, body);
  await rename(partial, cached);
  return body;
}

/**
 * The compressed body of `file`, made once. Compression runs off the event
 * loop: a request that comes meanwhile, say Lighthouse's for /robots.txt
 * with its 2 s timeout, is answered at once instead of waiting behind it.
 */
function compressedBody(file, info, encoding) {
  const key = `${file}\0${encoding}\0${info.size}\0${info.mtimeMs}`;
  if (!compressed.has(key)) {
    compressed.set(key, readFile(file).then((bytes) => compress(bytes, encoding)));
  }
  return compressed.get(key);
}

/**
 * Compresses every file under `root` worth compressing, in both encodings,
 * before the first request: the browser's page and workers then load as
 * from a static host, and no compression competes with a timed test.
 */
async function precompress(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
  await Promise.all(files.map(async (file) => {
    const info = await stat(file);
    await Promise.all(['br', 'gzip'].map((encoding) => compressedBody(file, info, encoding)));
  }));
}

/** Maps a request path to a file under `root`, or null when it escapes the root. */
function resolveUnder(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded));
  return file === root || file.startsWith(root + sep) ? file : null;
}

/** Starts serving `root`; port 0 picks a free port. Resolves once listening. */
export async function startStaticServer({ root, host = '127.0.0.1', port = 0, log = false }) {
  let currentRoot = resolve(root);
  await precompress(currentRoot);
  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n');
    const { pathname } = new URL(req.url, 'http://localhost');
    const file = resolveUnder(currentRoot, pathname);
    if (!file) return send(400, 'bad path\n');
    let info;
    try {
      info = await stat(file);
    } catch {
      info = null;
    }
    if (log) console.log(`${req.method} ${pathname} ${info?.isFile() ? 200 : 404}`);
    if (!info?.isFile()) return send(404, `not found: ${pathname}\n`);
    const headers = {
      'Content-Type': MIME_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    const encoding = COMPRESSIBLE.has(extname(file)) ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const body = await compressedBody(file, info, encoding);
      res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}/`,
    /** Serves another directory from now on (a "new deployment"). */
    setRoot(dir) {
      currentRoot = resolve(dir);
    },
    close() {
      server.closeAllConnections();
      return new Promise((ok) => server.close(ok));
    },
  };
}

function parseArgs(argv) {
  const options = { dir: 'dist', host: '127.0.0.1', port: 8080 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--dir') options.dir = value;
    else if (flag === '--host') options.host = value;
    else if (flag === '--port') options.port = Number(value);
    else throw new Error(`unknown option ${flag} (expected --dir, --host, --port)`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`--port must be a number from 0 to 65535`);
  }
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`server: ${error.message}`);
    process.exit(2);
  }
  let server;
  try {
    server = await startStaticServer({ root: options.dir, host: options.host, port: options.port, log: true });
  } catch (error) {
    const why = error.code === 'EADDRINUSE' ? `port ${options.port} is in use (set another with --port, or PORT=... for scripts/serve)` : error.message;
    console.error(`server: cannot listen on ${options.host}:${options.port}: ${why}`);
    process.exit(1);
  }
  console.log(`Serving ${resolve(options.dir)} on ${server.url} (Ctrl+C to stop)`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
