/// The preview page served at `/`: HTML, CSS and plain JavaScript compiled into the binary (no CDN, no
/// framework, nothing fetched but this server's API). Every control is a labelled form field, so the
/// page works with the keyboard alone; the layout is one column that wraps, so it stays readable at
/// 200 % zoom. The state lives in the URL's query, so a link reproduces the view.
enum PreviewPage {
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' blob: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'"

    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ButtonSizer preview</title>
<link rel="icon" href="data:,">
<style>
  :root { font-family: system-ui, sans-serif; font-size: 100%; color: #1c1c1e; background: #f7f7f9; }
  body { margin: 0; padding: 1rem; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  main { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
  form { flex: 1 1 20rem; max-width: 34rem; display: grid; grid-template-columns: minmax(7rem, auto) 1fr; gap: .4rem .8rem; }
  fieldset { grid-column: 1 / -1; display: grid; grid-template-columns: minmax(7rem, auto) 1fr; gap: .4rem .8rem;
             border: 1px solid #c7c7cc; border-radius: .4rem; padding: .6rem; margin: 0; }
  legend { font-weight: 600; padding: 0 .3rem; }
  label { align-self: center; }
  input, select, textarea { font: inherit; padding: .25rem .4rem; border: 1px solid #8e8e93; border-radius: .3rem; min-width: 0; }
  input[type=checkbox] { justify-self: start; }
  textarea { grid-column: 1 / -1; min-height: 5rem; }
  :focus-visible { outline: 3px solid #0a84ff; outline-offset: 2px; }
  section { flex: 2 1 24rem; min-width: 0; }
  #picture { background: #fff; border: 1px solid #d1d1d6; border-radius: .4rem; padding: 1rem; overflow: auto; }
  #picture svg { max-width: 100%; height: auto; }
  #status { font-weight: 600; margin: .8rem 0 .3rem; }
  .error { color: #c4001a; }
  .warning { color: #8a5300; }
  .fits { color: #1b7f37; }
  .badge { display: inline-block; font-weight: 600; font-size: .75rem; padding: 0 .35rem; margin-right: .3rem;
           border-radius: .6rem; border: 1px solid currentColor; }
  #error { color: #c4001a; white-space: pre-wrap; }
  pre { background: #fff; border: 1px solid #d1d1d6; border-radius: .4rem; padding: .6rem; white-space: pre-wrap;
        word-break: break-word; font-size: .85rem; }
  .strip { display: flex; flex-wrap: wrap; gap: .8rem; }
  figure { margin: 0; background: #fff; border: 1px solid #d1d1d6; border-radius: .4rem; padding: .4rem; }
  figure img { display: block; max-width: 100%; }
  figcaption { font-size: .8rem; color: #48484a; margin-top: .2rem; }
  .note { grid-column: 1 / -1; margin: 0; font-size: .85rem; color: #48484a; }
  input:disabled { background: #e5e5ea; color: #6c6c70; }
</style>
</head>
<body>
<h1>ButtonSizer preview</h1>
<main>
<form id="form" autocomplete="off">
  <label for="title">Title</label><input id="title" name="title" value="Add to cart">
  <label for="title-runs">or Title runs</label><input id="title-runs" name="title-runs"
    placeholder='JSON: [{"text":"Buy ","weight":"bold"},{"text":"now"}]'>
  <label for="subtitle">Subtitle</label><input id="subtitle" name="subtitle">
  <fieldset><legend>Font</legend>
    <label for="font">Family</label><input id="font" name="font" placeholder="system">
    <label for="weight">Weight</label>
    <select id="weight" name="weight"><option value="">regular</option><option>thin</option><option>light</option>
      <option>medium</option><option>semibold</option><option>bold</option><option>heavy</option><option>black</option></select>
    <label for="size">Size (pt)</label><input id="size" name="size" type="number" min="1" step="0.5" placeholder="17"
      aria-describedby="size-note">
    <label for="text-style">or Text style</label>
    <select id="text-style" name="text-style"><option value="">none: the size above</option><option>largeTitle</option>
      <option>title1</option><option>title2</option><option>title3</option><option>headline</option><option>body</option>
      <option>callout</option><option>subheadline</option><option>footnote</option><option>caption1</option>
      <option>caption2</option></select>
    <p id="size-note" class="note" hidden>A text style gives the size (at the content size below); choose “none” to type one.</p>
    <label for="bold">Bold (traitBold)</label><input id="bold" name="bold" type="checkbox" disabled>
    <label for="content-size">Content size</label>
    <select id="content-size" name="content-size"><option value="">L (default)</option></select>
    <label for="minimum-scale-factor">Shrink to fit down to</label><input id="minimum-scale-factor"
      name="minimum-scale-factor" type="number" min="0.05" max="1" step="0.05" placeholder="off (e.g. 0.5)">
  </fieldset>
  <fieldset><legend>Button</legend>
    <label for="profile">Profile</label>
    <select id="profile" name="profile"><option>configuration</option><option>classic</option><option>alternative</option>
      <option>zui</option><option>cyl</option><option value="label-alignment">label-alignment</option></select>
    <label for="placement">Image placement</label>
    <select id="placement" name="placement"><option value="">leading</option><option>trailing</option><option>top</option><option>bottom</option></select>
    <label for="padding">Image padding</label><input id="padding" name="padding" type="number" step="1" placeholder="0">
    <label for="spacing">ZUI spacing</label><input id="spacing" name="spacing" type="number" step="1" placeholder="0">
    <label for="image">Image (W×H)</label><input id="image" name="image" value="20x20" placeholder="20x20">
    <label for="activity-indicator">Activity indicator</label><input id="activity-indicator" name="activity-indicator" type="checkbox">
    <label for="insets">Insets (T,L,B,R)</label><input id="insets" name="insets" placeholder="10,16,10,16">
    <label for="line-break">Line break</label>
    <select id="line-break" name="line-break"><option value="">profile default</option><option>tail</option><option>head</option>
      <option>middle</option><option>clip</option><option>word</option><option>char</option></select>
    <label for="lines">Lines (0 = any)</label><input id="lines" name="lines" type="number" min="0" step="1">
  </fieldset>
  <fieldset><legend>Screen</legend>
    <label for="bounds">Bounds (W×H)</label><input id="bounds" name="bounds" placeholder="intrinsic size">
    <label for="max-width">Max width</label><input id="max-width" name="max-width" type="number" min="0" step="1">
    <label for="scale">Scale</label><select id="scale" name="scale"><option value="">2</option><option>1</option><option>3</option></select>
    <label for="rtl">Right to left</label><input id="rtl" name="rtl" type="checkbox">
  </fieldset>
  <label for="translations" style="grid-column: 1 / -1">Translations (one title per line)</label>
  <textarea id="translations" name="translations">Ajouter au panier
In den Warenkorb legen
カートに追加
أضف إلى السلة</textarea>
</form>
<section aria-label="Preview">
  <div id="picture" role="img" aria-label="the button"></div>
  <p id="status" role="status" aria-live="polite">…</p>
  <p id="error" role="alert"></p>
  <h2>Size trace</h2>
  <pre id="trace"></pre>
  <h2>Frames</h2>
  <pre id="frames"></pre>
  <h2>Content sizes</h2>
  <div id="sizes" class="strip"></div>
  <h2>Translations</h2>
  <div id="translated" class="strip"></div>
</section>
</main>
<script>
"use strict";
const categories = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"];
const form = document.getElementById("form");
const contentSize = document.getElementById("content-size");
for (const name of categories) {
  if (name === "L") continue;
  const option = document.createElement("option");
  option.textContent = name;
  contentSize.appendChild(option);
}
const numeric = new Set(["size", "padding", "spacing", "lines", "max-width", "minimum-scale-factor"]);
const fields = Array.from(form.elements).filter(e => e.name && e.name !== "translations");

function readURL() {
  const query = new URLSearchParams(location.search);
  for (const element of form.elements) {
    if (!element.name || !query.has(element.name)) continue;
    if (element.type === "checkbox") element.checked = query.get(element.name) === "1";
    else element.value = query.get(element.name);
  }
}

function writeURL() {
  const query = new URLSearchParams();
  for (const element of form.elements) {
    if (!element.name) continue;
    if (element.type === "checkbox") { if (element.checked) query.set(element.name, "1"); }
    else if (element.value !== "") query.set(element.name, element.value);
  }
  history.replaceState(null, "", "?" + query.toString());
}

// "Size or text style": a text style gives the size (and its weight), so the size field rests while one
// is chosen, and Bold (the style's emphasized weight) only means something with one.
const textStyle = document.getElementById("text-style");
function styleChanged() {
  const styled = textStyle.value !== "";
  document.getElementById("size").disabled = styled;
  document.getElementById("size-note").hidden = !styled;
  document.getElementById("bold").disabled = !styled;
}
textStyle.addEventListener("change", styleChanged);

function request(overrides) {
  const body = {};
  for (const element of fields) {
    if (element.disabled) continue;
    if (element.type === "checkbox") { if (element.checked) body[element.name] = true; continue; }
    if (element.value === "") continue;
    body[element.name] = numeric.has(element.name) ? Number(element.value) : element.value;
  }
  if (body["title-runs"] !== undefined) delete body.title;  // the runs spell the title (an attributed title)
  else if (body.title === undefined) body.title = "";
  return Object.assign(body, overrides || {});
}

async function post(path, body) {
  const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
                                       body: JSON.stringify(body) });
  if (!response.ok) {
    let message = response.status + "";
    try { const error = await response.json(); message = error.error + (error.field ? " (" + error.field + ")" : ""); } catch (e) {}
    throw new Error(message);
  }
  return response;
}

function font(f) {
  if (!f) return "none";
  const size = +f.pointSize.toFixed(3) + " pt, weight " + f.weight;
  return f.textStyle ? f.textStyle + " at " + f.contentSize + ": " + size : size;
}

// Each status `layout` reports (ButtonSizer's LayoutStatus, the same words as lint's), with its severity:
// the colour of the status line and of a strip cell's badge. ServerTests checks the list is complete.
const statuses = {
  "missing-glyphs": "error", "truncates": "error", "wraps-past-limit": "error", "overflows-height": "error",
  "overflows-width": "error", "breaks-word": "warning", "overflows-insets": "warning", "fits": "fits",
};

function edges(elements) {
  return elements.map(e => e.element + " " + ["top", "bottom", "leading", "trailing"].filter(side => e[side] > 0)
    .map(side => +e[side].toFixed(3) + " pt " + side).join(", ")).join("; ");
}

// The status line: the status as lint names it, what it means here, and the title as displayed.
function verdict(layout) {
  const size = layout.size.width + "×" + layout.size.height + " pt";
  const shown = ": \u201C" + layout.displayedTitle.split("\n").join(" \u23CE ") + "\u201D";
  switch (layout.status) {
    case "truncates": case "wraps-past-limit":
      return layout.status + " (" + (layout.truncation || "cut") + ") at " + size + shown
        + (layout.minimumWidth !== null ? "; fits whole from " + layout.minimumWidth + " pt wide" : "");
    case "overflows-height": case "overflows-width":
      return layout.status + " at " + size + ": " + edges(layout.overflowingElements) + " past the bounds" + shown;
    case "overflows-insets":
      return layout.status + " at " + size + ": " + edges(layout.insetOverflowingElements) + " into the content insets" + shown;
    case "missing-glyphs":
      return layout.status + " at " + size + ": no font draws "
        + layout.titleMissingGlyphs.concat(layout.subtitleMissingGlyphs).map(g => g.text).join(" ") + shown;
    default:
      return layout.status + " at " + size + shown;
  }
}

function rect(r) { return r ? "(" + [r.x, r.y, r.width, r.height].map(v => +v.toFixed(3)).join(", ") + ")" : "none"; }

let generation = 0;
async function update() {
  writeURL();
  const mine = ++generation;
  const body = request();
  const error = document.getElementById("error");
  try {
    const [layoutResponse, svgResponse] = await Promise.all([post("/v1/layout", body), post("/v1/render?guides=1", body)]);
    const layout = await layoutResponse.json();
    const svg = await svgResponse.text();
    if (mine !== generation) return;
    error.textContent = "";
    const parsed = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
    // Three CSS pixels per point, so small buttons are legible; the viewBox keeps the geometry.
    for (const side of ["width", "height"]) parsed.setAttribute(side, String(3 * Number(parsed.getAttribute(side))));
    const picture = document.getElementById("picture");
    picture.replaceChildren(document.importNode(parsed, true));
    picture.setAttribute("aria-label", parsed.querySelector("title") ? parsed.querySelector("title").textContent : "the button");
    const status = document.getElementById("status");
    status.className = statuses[layout.status] || "error";
    status.dataset.status = layout.status;
    status.textContent = verdict(layout);
    const lines = [];
    for (const axis of ["width", "height"]) {
      const terms = layout.trace.filter(t => t.axis === axis);
      lines.push(axis + " = " + terms.map(t => t.term + " " + +t.points.toFixed(6)).join(" + "));
    }
    document.getElementById("trace").textContent = lines.join("\n");
    document.getElementById("frames").textContent = [
      "intrinsic size " + layout.intrinsicSize.width + "×" + layout.intrinsicSize.height,
      "image    " + rect(layout.imageRect), "title    " + rect(layout.titleRect),
      "subtitle " + rect(layout.subtitleRect),
      "baseline " + (layout.baselines.first === null ? "none" : +layout.baselines.first.toFixed(3)),
      "font     " + font(layout.titleFont)
        + (layout.titleDrawnPointSize !== undefined ? "; drawn at " + +layout.titleDrawnPointSize.toFixed(3) + " pt" : "")].join("\n");
  } catch (e) {
    if (mine !== generation) return;
    error.textContent = e.message;
    document.getElementById("status").className = "";
    document.getElementById("status").textContent = "No layout";
  }
  strips(mine, body);
}

// A strip cell: the button drawn, its caption, and a badge with its status (from `layout`, the same words as lint).
async function picture(body, caption, answer) {
  const figure = document.createElement("figure");
  const image = document.createElement("img");
  image.alt = caption;
  try {
    const blob = await (await post("/v1/render?format=png", body)).blob();
    image.src = URL.createObjectURL(blob);
    // The PNG is drawn at the button's scale (2 by default): show it at one CSS pixel per point.
    const scale = Number(body.scale || 2);
    image.onload = () => { image.style.width = (image.naturalWidth / scale) + "px"; URL.revokeObjectURL(image.src); };
  } catch (e) {
    image.alt = caption + ": " + e.message;
  }
  const text = document.createElement("figcaption");
  const badge = document.createElement("span");
  const status = answer && answer.ok ? answer.result.status : "error";
  badge.className = "badge " + (statuses[status] || "error");
  badge.textContent = answer && !answer.ok ? "no layout" : status;
  figure.dataset.status = status;
  if (answer && answer.ok && status !== "fits") badge.title = verdict(answer.result);
  text.append(badge, caption);
  figure.append(image, text);
  return figure;
}

// The status of each body, from one /v1/batch request (one layout answer per line, in order).
async function layouts(bodies) {
  try {
    const lines = bodies.map((b, index) => JSON.stringify(Object.assign({ id: index, command: "layout" }, b))).join("\n");
    const response = await fetch("/v1/batch", { method: "POST", headers: { "Content-Type": "application/x-ndjson" },
                                                body: lines + "\n" });
    const answers = (await response.text()).split("\n").filter(l => l).map(l => JSON.parse(l));
    return bodies.map((_, index) => answers.find(a => a.id === index));
  } catch (e) {
    return bodies.map(() => undefined);
  }
}

async function strips(mine, body) {
  // Every content size, for the chosen text style (or the profile's own) at that size.
  const style = body["text-style"] ? " · " + body["text-style"] : "";
  const sized = categories.map(name => Object.assign({}, body, { "content-size": name }));
  const titles = document.getElementById("translations").value.split("\n").map(t => t.trim()).filter(t => t);
  const retitled = titles.map(t => { const b = Object.assign({}, body, { title: t }); delete b["title-runs"]; return b; });
  const answers = await layouts(sized.concat(retitled));
  const sizes = await Promise.all(sized.map((b, k) => picture(b, categories[k] + style, answers[k])));
  const translated = await Promise.all(retitled.map((b, k) => picture(b, titles[k], answers[sized.length + k])));
  if (mine !== generation) return;
  document.getElementById("sizes").replaceChildren(...sizes);
  document.getElementById("translated").replaceChildren(...translated);
  delete document.body.dataset.busy;  // everything on the page shows the current state
}

let timer = null;
function schedule() {
  document.body.dataset.busy = "1";
  clearTimeout(timer);
  timer = setTimeout(update, 150);
}
form.addEventListener("input", schedule);
form.addEventListener("change", schedule);
form.addEventListener("submit", e => e.preventDefault());
readURL();
styleChanged();
document.body.dataset.busy = "1";
update();
</script>
</body>
</html>
"""#
}
