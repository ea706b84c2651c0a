#!/usr/bin/env node
/**
 * npm run bench:build -- --projects N — how long a writer waits for a build.
 *
 * 1. Copies the site's sources into a temporary folder outside the repository (the
 *    system's temp dir; node_modules is linked, never copied; no .cache, no public).
 * 2. Brings the copy to N projects: each added project is one of the real ones under a new
 *    slug, id and name, with its own images: re-tinted (another hue), re-drawn (a pattern of
 *    shapes placed from the project's number) and numbered, so no image is a byte copy of
 *    another and gatsby-plugin-sharp's cache cannot serve it.
 * 3. Builds the copy cold (`gatsby build`, CI=true for plain output) and measures the wall
 *    time, the time of each phase (Gatsby's `success <phase> - Xs` lines), the image jobs,
 *    the files and bytes of images written to public/static, and the writers' admin apart
 *    from Gatsby's own work: its seconds, and whether it was compiled or reused. The admin's
 *    cache is a folder of the benchmark's own (VOLTIS_ADMIN_CACHE_DIR), empty at first, so the
 *    cold build compiles it as a fresh checkout would.
 * 4. With --warm: adds one more project and builds again, keeping .cache and public (what
 *    Netlify's build cache keeps between deploys) and the admin's cache (what node_modules
 *    keeps), and measures that build the same way.
 * 5. Prints a summary and writes reports/bench-build-<date>.json and
 *    reports/bench-build-latest.json (reports/ is ignored by git); the build output goes to
 *    reports/bench-build-<N>.log (and -warm.log).
 *
 * A benchmark, not a test: nothing here is pass/fail except "the build failed" (exit 2).
 * It spawns one Gatsby build at a time; it inherits its niceness, so on a shared machine
 * run it as `nice -n 19 npm run bench:build -- --projects 37`.
 *
 * Options: --projects N (default: the site's own projects), --warm, --keep (leave the copy
 * and print where it is). Environment: passed to Gatsby as it is (GATSBY_CPU_COUNT…).
 */
const { spawn } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { parseBuildOutput } = require("./bench/build-output");
const { copyProject } = require("./project-copy");

const ROOT = path.resolve(__dirname, "..");
const REPORTS = path.join(ROOT, "reports");
const SKIP = new Set([".cache", "public", ".git", "coverage", "reports", ".outbox", ".netlify"]);
const IMAGE_FILE = /\.(avif|webp|png|jpe?g|gif)$/i;

/** `--projects 37`, `--projects=37`, `--warm`. */
const parseArgs = (argv) => {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) throw new Error(`argument inattendu « ${arg} »`);
    const [key, inline] = arg.slice(2).split("=");
    if (inline !== undefined) options[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith("--")) options[key] = argv[++i];
    else options[key] = true;
  }
  for (const key of Object.keys(options)) {
    if (!["projects", "warm", "keep"].includes(key)) throw new Error(`option inconnue --${key}`);
  }
  return options;
};

const listProjects = (site) => {
  const dir = path.join(site, "content", "projects");
  return fs
    .readdirSync(dir)
    .filter((slug) => fs.existsSync(path.join(dir, slug, "index.md")))
    .sort();
};

const maxProjectId = (site) =>
  Math.max(
    ...listProjects(site).map((slug) => {
      const text = fs.readFileSync(path.join(site, "content", "projects", slug, "index.md"), "utf8");
      return Number(/^id: (\d+)$/m.exec(text)?.[1] ?? 0);
    }),
  );

/** Deterministic pseudo-random numbers from the project's number: the same copy on every run. */
const random = (seed) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

/** A re-tinted, re-drawn copy of a project image: another hue, shapes of its own, its number. */
const redraw = async (sharp, source, target, number) => {
  const image = sharp(source);
  const { width, height } = await image.metadata();
  const next = random(number * 7919 + 17);
  const shapes = [];
  for (let i = 0; i < 6; i++) {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const r = Math.round((0.03 + next() * 0.08) * width);
    const hue = Math.round(next() * 360);
    shapes.push(
      i % 2
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue} 70% 55%)" fill-opacity="0.35"/>`
        : `<rect x="${x}" y="${y}" width="${r * 2}" height="${r}" rx="${r / 5}" fill="hsl(${hue} 65% 45%)" fill-opacity="0.3"/>`,
    );
  }
  const label = `<text x="${width - 40}" y="${height - 40}" text-anchor="end" font-family="sans-serif" font-weight="700" font-size="${Math.round(height / 14)}" fill="#1e1b4b" fill-opacity="0.55">n° ${number}</text>`;
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join("")}${label}</svg>`,
  );
  await image
    .modulate({ hue: (number * 47) % 360, saturation: 0.8 + next() * 0.4 })
    .composite([{ input: overlay }])
    // Fast PNG: the copy's own encoding time is not what is measured.
    .png({ compressionLevel: 1 })
    .toFile(target);
};

/** content/projects/<base> → content/projects/<base>-<number>, with its own id, slug, name and images. */
const addProject = async (sharp, site, base, number, id) => {
  const from = path.join(site, "content", "projects", base);
  const slug = `${base}-${number}`;
  const to = path.join(site, "content", "projects", slug);
  fs.mkdirSync(to);
  for (const file of fs.readdirSync(from)) {
    const source = path.join(from, file);
    if (/\.(png|jpe?g|webp)$/i.test(file)) await redraw(sharp, source, path.join(to, file), number);
    else if (file !== "index.md") fs.copyFileSync(source, path.join(to, file));
  }
  const text = fs
    .readFileSync(path.join(from, "index.md"), "utf8")
    .replace(/^id: .*$/m, `id: ${id}`)
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^name: (.*)$/m, (_, name) => `name: ${name.replace(/^"|"$/g, "")} ${number}`)
    .replace(/^draft: true$/m, "draft: false");
  fs.writeFileSync(path.join(to, "index.md"), text);
  return slug;
};

const imagesWritten = (site) => {
  const dir = path.join(site, "public", "static");
  let files = 0;
  let bytes = 0;
  const byFormat = {};
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (IMAGE_FILE.test(entry.name)) {
        const size = fs.statSync(file).size;
        const format = path.extname(entry.name).slice(1).toLowerCase().replace("jpeg", "jpg");
        files++;
        bytes += size;
        byFormat[format] = byFormat[format] ?? { files: 0, bytes: 0 };
        byFormat[format].files++;
        byFormat[format].bytes += size;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { files, bytes, byFormat };
};

/** One `gatsby build` of the copy, the admin's cache in `adminCache`; its output to reports/<log>. */
const build = (site, log, adminCache) =>
  new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
      cwd: site,
      env: {
        ...process.env,
        CI: "true",
        GATSBY_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
        VOLTIS_ADMIN_CACHE_DIR: adminCache,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const out = fs.createWriteStream(path.join(REPORTS, log));
    const collect = (chunk) => {
      output += chunk;
      out.write(chunk);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("close", (code) => {
      out.end();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ code, seconds: Math.round(seconds * 10) / 10, output });
    });
  });

const measure = async (site, log, projects, adminCache) => {
  const result = await build(site, log, adminCache);
  if (result.code !== 0) {
    const tail = result.output.split("\n").slice(-30).join("\n");
    throw Object.assign(new Error(`la construction a échoué (code ${result.code}) :\n${tail}`), { exitCode: 2 });
  }
  const parsed = parseBuildOutput(result.output);
  return {
    projects,
    wallSeconds: result.seconds,
    imageJobs: parsed.imageJobs,
    imageSeconds: parsed.imageSeconds,
    images: imagesWritten(site),
    admin: parsed.admin,
    gatsbySeconds: parsed.admin ? Math.round((result.seconds - parsed.admin.seconds) * 10) / 10 : null,
    phases: parsed.phases,
    log: path.relative(ROOT, path.join(REPORTS, log)),
  };
};

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} Ko`;

const printRun = (label, run) => {
  console.log(`\n${label} — ${run.projects} projets`);
  console.log(`  durée totale        ${run.wallSeconds.toFixed(1)} s`);
  if (run.admin) {
    const how = run.admin.reused === null ? "" : run.admin.reused ? ", repris du cache" : ", compilé";
    console.log(`    dont /admin/      ${run.admin.seconds.toFixed(1)} s (le CMS des rédacteurs${how})`);
    console.log(`    dont Gatsby       ${run.gatsbySeconds.toFixed(1)} s (tout le reste)`);
  }
  console.log(`  tâches d’images     ${run.imageJobs ?? "?"} (${run.imageSeconds ?? "?"} s)`);
  const formats = Object.entries(run.images.byFormat)
    .map(([format, { files, bytes }]) => `${format} ${files} / ${kb(bytes)}`)
    .join(", ");
  console.log(`  images écrites      ${run.images.files} fichiers, ${kb(run.images.bytes)} (${formats})`);
  console.log("  phases (≥ 0,5 s) :");
  for (const phase of run.phases.filter((p) => p.seconds >= 0.5)) {
    const count = phase.total !== undefined ? ` (${phase.done}/${phase.total})` : "";
    console.log(`    ${phase.seconds.toFixed(1).padStart(7)} s  ${phase.name}${count}`);
  }
};

const main = async () => {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`bench:build : ${error.message}. Usage : npm run bench:build -- --projects N [--warm] [--keep]`);
    return 2;
  }
  const sharp = require("sharp");
  const own = listProjects(ROOT);
  const wanted = options.projects === undefined ? own.length : Number(options.projects);
  if (!Number.isInteger(wanted) || wanted < own.length) {
    console.error(`bench:build : --projects doit être un entier ≥ ${own.length} (les projets du site).`);
    return 2;
  }
  fs.mkdirSync(REPORTS, { recursive: true });
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-bench-build-"));
  const adminCache = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-bench-admin-cache-"));
  try {
    copyProject(ROOT, site, SKIP);
    let id = maxProjectId(site);
    const started = Date.now();
    for (let number = 1; own.length + number - 1 < wanted; number++) {
      await addProject(sharp, site, own[(number - 1) % own.length], number, ++id);
    }
    console.log(
      `Copie dans ${site} : ${wanted} projets (${wanted - own.length} ajoutés en ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );

    const cold = await measure(site, `bench-build-${wanted}.log`, wanted, adminCache);
    printRun("Construction à froid", cold);
    let warm = null;
    if (options.warm) {
      const number = wanted - own.length + 1;
      await addProject(sharp, site, own[(number - 1) % own.length], number, ++id);
      warm = await measure(site, `bench-build-${wanted}-warm.log`, wanted + 1, adminCache);
      printRun("Construction à chaud, un projet de plus (.cache et public gardés)", warm);
    }
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAtStart: os.loadavg() },
      env: { GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? null },
      cold,
      warm,
    };
    const stamp = report.date.replace(/[:.]/g, "-");
    for (const name of [`bench-build-${stamp}.json`, "bench-build-latest.json"]) {
      fs.writeFileSync(path.join(REPORTS, name), `${JSON.stringify(report, null, 2)}\n`);
    }
    console.log(`\nRapport : reports/bench-build-${stamp}.json`);
    return 0;
  } catch (error) {
    console.error(`bench:build : ${error.message}`);
    return error.exitCode ?? 2;
  } finally {
    fs.rmSync(adminCache, { recursive: true, force: true });
    if (options.keep) console.log(`Copie gardée : ${site}`);
    else fs.rmSync(site, { recursive: true, force: true });
  }
};

main().then((code) => process.exit(code));
