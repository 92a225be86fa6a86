#!/usr/bin/env python3
"""The translation catalogues: extract the template, and check it and every language.

    scripts/po.py pot po/pickers.pot   regenerate the template (make pot)
    scripts/po.py check                fail on anything below (make po-check, in make test)
    (--root DIR works on another tree with the same layout: the tests' fixtures)

The template comes from gettext's own tools: xgettext reads the Swift sources as C (the
keywords tr, trc:1c,2, translatable and Message), the data property lists with
po/its/plist.its (which gives every list its context), and the desktop entry and metainfo
with gettext's rules for them, joined into one template (`xgettext --join-existing`),
which keeps every reference and comment of a text that comes from more than one.

`check` fails when:
- a Swift file calls a keyword but is not in po/POTFILES, or passes it a text xgettext
  cannot read whole (an interpolation `\\(…)`, or literals joined with `+`);
- one English text without a context comes from two places (each data file is one, the
  program's own texts, in Swift, the desktop entry and the metainfo, are the other): a
  page's "Orange" would take a fruit's translation;
- a data file's text has no context (its list has no rule in po/its/plist.its);
- a `// Translators:` comment does not reach its text: xgettext gives a comment only to
  the call right under it, so it must stand above exactly one (the lines under it up to
  a blank line, another comment or a line indented less), and the message made from
  those lines must carry its words;
- a `trc` has a literal text but a context that is not a literal (nothing is extracted);
- the committed po/pickers.pot is stale: a text of the sources is missing from it, or it
  holds a text the sources no longer have (run `make pot`);
- a catalogue of po/LINGUAS fails `msgfmt --check`, lacks a text of the template, has an
  untranslated or fuzzy message, or a translation whose {placeholders} differ from the
  English text's. (Obsolete messages, which msgmerge keeps as `#~` comments, are ignored.)
"""
import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
KEYWORDS = ("tr", "trc:1c,2", "translatable", "Message")
COMMENTS = r"(?:\s*//[^\n]*\n)*\s*"
LITERAL = r"(\"(?:[^\"\\]|\\.)*\")"
# A keyword call whose text is a literal, comments before it allowed (`translator.tr(`
# and `context.translator.tr(` included); trc's text is its second argument.
KEYWORD_CALL = re.compile(
    rf"(?<!\w)(?:(?:tr|translatable|Message)\({COMMENTS}|trc\({COMMENTS}{LITERAL}\s*,{COMMENTS})\"")
BAD_LITERAL = re.compile(
    rf"(?<!\w)(?:(?:tr|translatable|Message)\({COMMENTS}|trc\({COMMENTS}\"(?:[^\"\\]|\\.)*\"\s*,{COMMENTS})"
    rf"{LITERAL}\s*(\+)?")
TRANSLATORS = re.compile(r"^([ \t]*)// Translators:")
# A trc whose text is a literal but whose context is not (xgettext extracts neither).
LOST_CONTEXT = re.compile(rf"(?<!\w)trc\({COMMENTS}(?!\")[^,()\"]*,{COMMENTS}\"")


def run(root, *command, env=None):
    result = subprocess.run(command, cwd=root, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")
    return result


def listed(root, name):
    with open(os.path.join(root, "po", name), encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def make_pot(output, root=ROOT):
    files = listed(root, "POTFILES")
    swift = [f for f in files if f.endswith(".swift")]
    other = [f for f in files if not f.endswith(".swift")]
    env = dict(os.environ, GETTEXTDATADIRS=os.path.join(root, "po"))
    common = ["--from-code=UTF-8", "--package-name=pickers", "--msgid-bugs-address=",
              "--add-comments=Translators:", "--sort-by-file"]
    with tempfile.TemporaryDirectory() as scratch:
        pot = os.path.join(scratch, "pickers.pot")
        if swift:
            run(root, "xgettext", "--language=C", *[f"--keyword={k}" for k in KEYWORDS],
                *common, "-o", pot, *swift)
        # The other files join the same template (not msgcat --use-first, which kept only
        # the first file's references and comments of a text from two files, so check()
        # could not see where it came from; not plain msgcat, which merges two headers of
        # different minutes into a marked-up one).
        if other:
            run(root, "xgettext", *(["--join-existing"] if swift else []), *common, "-o", pot,
                *other, env=env)
        shutil.copyfile(pot, output)


def unquote(text):
    """The text of a .po string, its C escapes (\\n, \\", \\\\) read."""
    return ast.literal_eval(f'"{text}"')


def entries(path):
    """Every message of a .po file, the header left out: a dict with msgctxt (or None),
    msgid, msgstr, flags, references (file names), lines ((file, line) of each
    reference) and comments (the `#.` text)."""
    result = []
    with open(path, encoding="utf-8") as f:
        blocks = f.read().split("\n\n")
    for block in blocks:
        flags, fields, current, references, lines, comments = set(), {}, None, [], [], []
        for line in block.splitlines():
            if line.startswith("#,"):
                flags.update(flag.strip() for flag in line[2:].split(","))
            elif line.startswith("#~"):
                current = None
                break
            elif line.startswith("#:"):
                for ref in line[2:].split():
                    name, _, number = ref.rpartition(":")
                    references.append(name or number)
                    lines.append((name or number, int(number) if name and number.isdigit() else 0))
            elif line.startswith("#."):
                comments.append(line[2:].strip())
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
            result.append({
                "msgctxt": unquote(fields["msgctxt"]) if "msgctxt" in fields else None,
                "msgid": unquote(fields["msgid"]), "msgstr": unquote(fields.get("msgstr", "")),
                "flags": flags, "references": references, "lines": lines,
                "comments": " ".join(comments)})
    return result


def key(entry):
    """How a message is named in problems: its text, and its context if it has one."""
    return (f"{entry['msgid']!r} (context {entry['msgctxt']!r})" if entry["msgctxt"] is not None
            else repr(entry["msgid"]))


def placeholders(text):
    return sorted(re.findall(r"\{(\w+)\}", text))


def place(reference):
    """Where a text comes from: a data file, or the program's own texts (its Swift
    sources, desktop entry and metainfo, written together)."""
    return reference if reference.startswith("data/") else "the program's own texts"


def clashes(template):
    """A problem for every text without a context that comes from two places, and for
    every text of a data file without one (its list has no rule in po/its/plist.its):
    nobody writing a page sees every data word, so each must have its list's context.
    Two texts of the program's own with one English are not told apart here: their
    authors see both, and give each its context (the tab "Date", the wheel "Date")."""
    problems = []
    for entry in template:
        data = sorted({ref for ref in entry["references"] if place(ref) != "the program's own texts"})
        if entry["msgctxt"] is None and data:
            problems.append(
                f"{entry['msgid']!r} of {' and '.join(data)} has no context: give its list a "
                "context rule in po/its/plist.its, and its model the same context")
        places = sorted({place(ref) for ref in entry["references"]})
        if entry["msgctxt"] is None and len(places) > 1:
            problems.append(
                f"{entry['msgid']!r} comes from {' and '.join(places)} without a context to "
                "tell them apart: one translation would serve both (give the code's call a "
                "context with trc, or the data file's list one in po/its/plist.its)")
    return problems


def translator_comments(path, text, template):
    """A problem for every `// Translators:` comment of `text` that does not stand above
    exactly one translatable text, or whose words do not reach the message made from the
    lines under it."""
    problems = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        match = TRANSLATORS.match(lines[index])
        if not match:
            index += 1
            continue
        start, indent = index, len(match.group(1))
        words = []
        while index < len(lines) and lines[index].strip().startswith("//"):
            words.append(lines[index].strip()[2:].strip())
            index += 1
        group = []
        while index < len(lines):
            line = lines[index]
            if (not line.strip() or line.strip().startswith("//")
                    or len(line) - len(line.lstrip()) < indent):
                break
            group.append(line)
            index += 1
        calls = len(KEYWORD_CALL.findall("\n".join(group)))
        where = f"{path}:{start + 1}"
        below = range(index - len(group) + 1, index + 1)  # the group's line numbers, from 1
        reached = [entry for entry in template
                   if any(name == path and number in below for name, number in entry["lines"])
                   and " ".join(words) in entry["comments"]]
        if calls > 1:
            problems.append(f"{where}: a Translators comment stands above {calls} texts but "
                            "reaches only the first: give each its own comment")
        elif not reached:
            problems.append(f"{where}: a Translators comment reaches no text (put it on the "
                            "line right above the text's literal)")
    return problems


def check(root=ROOT):
    problems = []
    potfiles = set(listed(root, "POTFILES"))
    with tempfile.TemporaryDirectory() as scratch:
        fresh = os.path.join(scratch, "fresh.pot")
        make_pot(fresh, root)
        template = entries(fresh)
    problems += clashes(template)
    for folder, _, names in os.walk(os.path.join(root, "Sources")):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(folder, name), root)
            with open(os.path.join(root, path), encoding="utf-8") as f:
                text = f.read()
            if KEYWORD_CALL.search(text) and path not in potfiles:
                problems.append(f"{path} has translatable texts but is not in po/POTFILES")
            for match in BAD_LITERAL.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                if "\\(" in match.group(1):
                    problems.append(f"{path}:{line}: an interpolation in a translatable text "
                                    "(use a {placeholder})")
                if match.group(2):
                    problems.append(f"{path}:{line}: a translatable text joined with + "
                                    "(xgettext reads only the first part)")
            for match in LOST_CONTEXT.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                problems.append(f"{path}:{line}: a trc whose context is not a literal: "
                                "xgettext cannot read it, and the text is never extracted")
            problems += translator_comments(path, text, template)
    fresh_ids = {(e["msgctxt"], e["msgid"]): e for e in template}
    committed = os.path.join(root, "po", "pickers.pot")
    committed_ids = ({(e["msgctxt"], e["msgid"]): e for e in entries(committed)}
                     if os.path.exists(committed) else {})
    for name in sorted(fresh_ids.keys() - committed_ids.keys(), key=str):
        problems.append(f"po/pickers.pot is stale: it lacks {key(fresh_ids[name])} (run make pot)")
    for name in sorted(committed_ids.keys() - fresh_ids.keys(), key=str):
        problems.append(f"po/pickers.pot is stale: the sources no longer have "
                        f"{key(committed_ids[name])} (run make pot)")
    for language in listed(root, "LINGUAS"):
        po = os.path.join(root, "po", f"{language}.po")
        if not os.path.exists(po):
            problems.append(f"po/LINGUAS names {language} but po/{language}.po is missing")
            continue
        result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po],
                                cwd=root, capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"msgfmt --check po/{language}.po:\n{result.stderr}")
        translated = {}
        for entry in entries(po):
            translated[(entry["msgctxt"], entry["msgid"])] = entry
            if "fuzzy" in entry["flags"]:
                problems.append(f"po/{language}.po: fuzzy: {key(entry)}")
            elif not entry["msgstr"]:
                problems.append(f"po/{language}.po: untranslated: {key(entry)}")
            elif placeholders(entry["msgid"]) != placeholders(entry["msgstr"]):
                problems.append(f"po/{language}.po: the placeholders of {key(entry)} differ "
                                f"in {entry['msgstr']!r}")
        for name in sorted(fresh_ids.keys() - translated.keys(), key=str):
            problems.append(f"po/{language}.po: missing: {key(fresh_ids[name])} "
                            "(msgmerge it with po/pickers.pot)")
        for name in sorted(translated.keys() - fresh_ids.keys(), key=str):
            problems.append(f"po/{language}.po: {key(translated[name])} is not in the template "
                            "(msgmerge it with po/pickers.pot)")
        print(f"po/{language}.po: {len(translated)} messages; {result.stderr.strip()}")
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} translation problems")
        return 1
    print(f"po/pickers.pot is up to date ({len(fresh_ids)} messages); "
          f"every catalogue is complete: {', '.join(listed(root, 'LINGUAS'))}")
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    root = ROOT
    if len(arguments) >= 2 and arguments[-2] == "--root":
        root, arguments = os.path.abspath(arguments[-1]), arguments[:-2]
    if len(arguments) == 2 and arguments[0] == "pot":
        make_pot(os.path.abspath(arguments[1]), root)
    elif arguments == ["check"]:
        sys.exit(check(root))
    else:
        sys.exit(__doc__)
