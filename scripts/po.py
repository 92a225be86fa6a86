#!/usr/bin/env python3
"""The translation catalogues: extract the template, and check it and every language.

    scripts/po.py pot po/pickers.pot   regenerate the template (make pot)
    scripts/po.py check                fail on anything below (make po-check, in make test)

The template comes from gettext's own tools: xgettext reads the Swift sources as C (the
keywords tr, translatable and Message), the data property lists with po/its/plist.its,
and the desktop entry and metainfo with gettext's rules for them. msgcat merges the three.

`check` fails when:
- a Swift file calls a keyword but is not in po/POTFILES, or passes it a text xgettext
  cannot read whole (an interpolation `\\(…)`, or literals joined with `+`);
- the committed po/pickers.pot is stale: a text of the sources is missing from it, or it
  holds a text the sources no longer have (run `make pot`);
- a catalogue of po/LINGUAS fails `msgfmt --check`, lacks a text of the template, has an
  untranslated or fuzzy message, or a translation whose {placeholders} differ from the
  English text's. (Obsolete messages, which msgmerge keeps as `#~` comments, are ignored.)
"""
import ast
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
PO = os.path.join(ROOT, "po")
KEYWORDS = ("tr", "translatable", "Message")
# A keyword call whose first argument is a literal, comments between them allowed
# (`translator.tr(` and `context.translator.tr(` included).
KEYWORD_CALL = re.compile(r"(?<!\w)(tr|translatable|Message)\(\s*(?://[^\n]*\n\s*)*\"")
BAD_LITERAL = re.compile(
    r"(?<!\w)(?:tr|translatable|Message)\(\s*(?://[^\n]*\n\s*)*(\"(?:[^\"\\]|\\.)*\")\s*(\+)?")


def run(*command, env=None):
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")
    return result


def potfiles():
    with open(os.path.join(PO, "POTFILES"), encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def linguas():
    with open(os.path.join(PO, "LINGUAS"), encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def make_pot(output):
    files = potfiles()
    swift = [f for f in files if f.endswith(".swift")]
    other = [f for f in files if not f.endswith(".swift")]
    env = dict(os.environ, GETTEXTDATADIRS=PO)
    common = ["--from-code=UTF-8", "--package-name=pickers", "--msgid-bugs-address=",
              "--add-comments=Translators:", "--sort-by-file"]
    with tempfile.TemporaryDirectory() as scratch:
        code_pot = os.path.join(scratch, "code.pot")
        other_pot = os.path.join(scratch, "other.pot")
        run("xgettext", "--language=C", *[f"--keyword={k}" for k in KEYWORDS], *common,
            "-o", code_pot, *swift)
        run("xgettext", *common, "-o", other_pot, *other, env=env)
        run("msgcat", "--use-first", "-o", output, code_pot, other_pot)


def unquote(text):
    """The text of a .po string, its C escapes (\\n, \\", \\\\) read."""
    return ast.literal_eval(f'"{text}"')


def entries(path):
    """(msgid, msgstr, flags) of every message of a .po file, the header left out."""
    result = []
    with open(path, encoding="utf-8") as f:
        blocks = f.read().split("\n\n")
    for block in blocks:
        flags, fields, current = set(), {}, None
        for line in block.splitlines():
            if line.startswith("#,"):
                flags.update(flag.strip() for flag in line[2:].split(","))
            elif line.startswith("#~"):
                current = None
                break
            elif line.startswith("#"):
                continue
            else:
                match = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) "(.*)"$', line)
                if match:
                    current = match.group(1)
                    fields[current] = match.group(2)
                elif line.startswith('"') and current:
                    fields[current] += line[1:-1]
        if "msgid" in fields and fields["msgid"]:
            result.append((unquote(fields["msgid"]), unquote(fields.get("msgstr", "")), flags))
    return result


def placeholders(text):
    return sorted(re.findall(r"\{(\w+)\}", text))


def check():
    problems = []
    listed = set(potfiles())
    for folder, _, names in os.walk(os.path.join(ROOT, "Sources")):
        for name in names:
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(folder, name), ROOT)
            with open(os.path.join(ROOT, path), encoding="utf-8") as f:
                text = f.read()
            if KEYWORD_CALL.search(text) and path not in listed:
                problems.append(f"{path} has translatable texts but is not in po/POTFILES")
            for match in BAD_LITERAL.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                if "\\(" in match.group(1):
                    problems.append(f"{path}:{line}: an interpolation in a translatable text "
                                    "(use a {placeholder})")
                if match.group(2):
                    problems.append(f"{path}:{line}: a translatable text joined with + "
                                    "(xgettext reads only the first part)")
    with tempfile.TemporaryDirectory() as scratch:
        fresh = os.path.join(scratch, "fresh.pot")
        make_pot(fresh)
        fresh_ids = {msgid for msgid, _, _ in entries(fresh)}
    committed = os.path.join(PO, "pickers.pot")
    committed_ids = {msgid for msgid, _, _ in entries(committed)} if os.path.exists(committed) else set()
    for msgid in sorted(fresh_ids - committed_ids):
        problems.append(f"po/pickers.pot is stale: it lacks {msgid!r} (run make pot)")
    for msgid in sorted(committed_ids - fresh_ids):
        problems.append(f"po/pickers.pot is stale: the sources no longer have {msgid!r} (run make pot)")
    for language in linguas():
        po = os.path.join(PO, f"{language}.po")
        if not os.path.exists(po):
            problems.append(f"po/LINGUAS names {language} but po/{language}.po is missing")
            continue
        result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po],
                                cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"msgfmt --check po/{language}.po:\n{result.stderr}")
        translated = {}
        for msgid, msgstr, flags in entries(po):
            translated[msgid] = msgstr
            if "fuzzy" in flags:
                problems.append(f"po/{language}.po: fuzzy: {msgid!r}")
            elif not msgstr:
                problems.append(f"po/{language}.po: untranslated: {msgid!r}")
            elif placeholders(msgid) != placeholders(msgstr):
                problems.append(f"po/{language}.po: the placeholders of {msgid!r} differ in {msgstr!r}")
        for msgid in sorted(fresh_ids - set(translated)):
            problems.append(f"po/{language}.po: missing: {msgid!r} (msgmerge it with po/pickers.pot)")
        for msgid in sorted(set(translated) - fresh_ids):
            problems.append(f"po/{language}.po: {msgid!r} is not in the template "
                            "(msgmerge it with po/pickers.pot)")
        print(f"po/{language}.po: {len(translated)} messages; {result.stderr.strip()}")
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} translation problems")
        return 1
    print(f"po/pickers.pot is up to date ({len(fresh_ids)} messages); "
          f"every catalogue is complete: {', '.join(linguas())}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "pot":
        make_pot(os.path.abspath(sys.argv[2]))
    elif len(sys.argv) == 2 and sys.argv[1] == "check":
        sys.exit(check())
    else:
        sys.exit(__doc__)
