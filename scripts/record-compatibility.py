#!/usr/bin/env python3
"""Records the outputs CompatibilityTests compares byte for byte (Tests/Compatibility/).

    scripts/record-compatibility.py [CHECKOUT]

runs CHECKOUT's .build/debug/buttonsizer (default: this checkout; build it first) on
Tests/Compatibility/batch-input.jsonl and on the command lines below, from CHECKOUT, and writes
batch-expected.jsonl and cli-expected.json with the checkout's path as $ROOT. Re-record only when an
output is meant to change, and say why in the commit."""
import json, os, subprocess, sys, tempfile

here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
root = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else here
binary = root + "/.build/debug/buttonsizer"
folder = here + "/Tests/Compatibility"

CASES = [
    ["measure", "--hermetic", "Continue shopping"],
    ["measure", "--hermetic", "--width", "80", "--line-break", "middle", "Continue shopping"],
    ["measure", "--hermetic", "--size", "15", "登录 / ログイン / 로그인 / تسجيل الدخول"],
    ["measure", "--hermetic", "--json", "--lines", "0", "--width", "60", "--line-break", "word", "Hello World"],
    ["measure", "--hermetic", "--json", "--font", "Noto Sans", "--weight", "bold", "--italic", "--allow-substitution", "x"],
    ["layout", "--hermetic", "--title", "Add to cart", "--image", "20x20", "--padding", "8", "--insets", "10,16,10,16"],
    ["layout", "--hermetic", "--profile", "classic", "--title", "Download the latest version", "--image", "24x24",
     "--bounds", "200x44"],
    ["layout", "--hermetic", "--json", "--title", "Add to cart", "--subtitle", "Free", "--image", "20x20",
     "--placement", "top", "--max-width", "80"],
    ["layout", "--hermetic", "--profile", "zui", "--title", "Share", "--image", "16x16", "--spacing", "4",
     "--direction", "row-reverse", "--rtl"],
    ["layout", "--hermetic", "--profile", "alternative", "--title", "Photos", "--image-side", "50", "--margin", "5",
     "--scale", "3"],
    ["layout", "--hermetic", "--profile", "label-alignment", "--align", "top", "--title", "Go", "--bounds", "100x60",
     "--halign", "left"],
    ["layout", "--hermetic", "--title", "Follow", "--state-titles", "Following,Unfollow", "--max-width", "100"],
    ["lint", "--hermetic", "--config", "$ROOT/examples/lint/buttons.json", "$ROOT/examples/lint/Localizable.xcstrings"],
    ["lint", "--hermetic", "--json", "--pseudo", "--config", "$ROOT/examples/lint/buttons.json",
     "$ROOT/examples/lint/Localizable.xcstrings"],
    ["render", "--hermetic", "--title", "Add to cart", "--image", "20x20", "--padding", "8", "--insets", "10,16,10,16",
     "--guides", "--output", "$TMP/compat.svg"],
]

def main():
    tmp = tempfile.mkdtemp(prefix="buttonsizer-compat-")
    batch = subprocess.run([binary, "batch", "--hermetic", "--workers", "2", "--input", folder + "/batch-input.jsonl"],
                           capture_output=True, cwd=root, check=True)
    with open(folder + "/batch-expected.jsonl", "w") as f:
        f.write(batch.stdout.decode().replace(root, "$ROOT"))
    out = []
    for case in CASES:
        args = [a.replace("$ROOT", root).replace("$TMP", tmp) for a in case]
        r = subprocess.run([binary] + args, capture_output=True, cwd=root)
        entry = {"arguments": case, "code": r.returncode,
                 "stdout": r.stdout.decode().replace(root, "$ROOT").replace(tmp, "$TMP"),
                 "stderr": r.stderr.decode().replace(root, "$ROOT").replace(tmp, "$TMP")}
        if case[0] == "render":
            entry["file"] = open(tmp + "/compat.svg").read()
        out.append(entry)
    with open(folder + "/cli-expected.json", "w") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)

main()
