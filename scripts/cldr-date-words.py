#!/usr/bin/python3
"""Writes Sources/PickerKit/Dates/DateWords+CLDR.swift: a date picker's words ("Today", the
countdown's hour and minute units with their plural forms) for every language glibc has a
locale for, from Unicode CLDR.

    scripts/cldr-date-words.py          # rewrite the Swift table
    scripts/cldr-date-words.py --check  # fail if the committed table is not what it writes

CLDR comes through the PyPI package babel, pinned: babel 2.19.0, which carries CLDR 49 (the
script reads that number from babel and writes it into the table's header). When that babel
is not importable, the script makes a venv in .build/cldr-venv (`python3 -m venv`, then
`pip install babel==2.19.0`; Debian's python3 and python3-venv are enough) and runs itself
again in it. The output depends only on babel's data and glibc's locale files, in a fixed
order: two runs write the same bytes.

Languages: every locale in glibc's /usr/share/i18n/SUPPORTED (Debian's `locales`). Each is
matched to the CLDR locale of its language, territory and modifier whose weekday names are
in the same script as glibc's (so sr_ME, Cyrillic in glibc, takes sr_Cyrl_ME, although CLDR
would guess Latin; see Resolver.resolve for the exceptions). A language CLDR lacks, or whose
CLDR locale has no date words of its own (all inherited from CLDR's root), is reported and
left out: the Swift side falls back to English for it. A locale left out whose language is
in the table (pa_PK: Shahmukhi, which CLDR has no words in) gets a line "-" that says so.

Table keys are glibc's names: a language key (`de`) for every language, and a territory
or modifier key (`pt_PT`, `sr@latin`) only where its words differ from what the Swift
lookup (`ll_TT@mod`, `ll_TT`, `ll@mod`, `ll`) would find without it.
"""
import os
import re
import subprocess
import sys
import unicodedata

BABEL_VERSION = "2.19.0"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "cldr-venv")
OUTPUT = os.path.join(ROOT, "Sources", "PickerKit", "Dates", "DateWords+CLDR.swift")
SUPPORTED = "/usr/share/i18n/SUPPORTED"
GLIBC_LOCALES = "/usr/share/i18n/locales"
COUNTS = 60  # the plural digits cover the counts 0...59

# glibc modifiers that name a script or a CLDR variant; others (@euro, @abegede, @saaho)
# change nothing CLDR knows of.
MODIFIER_SCRIPTS = {"latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "iqtelif": "Latn"}
MODIFIER_VARIANTS = {"valencia": "VALENCIA"}
# The fields of a line whose glibc locale CLDR has no words for.
NO_WORDS = ("-",)
PLURAL_ORDER = ["zero", "one", "two", "few", "many", "other"]
# Languages whose dotted capital I is the capital of i.
DOTTED_I = {"az", "crh", "gag", "kk", "tr", "tt"}


def ensure_babel():
    """Makes the pinned babel importable: runs the script again in .build/cldr-venv, made
    and filled for it if need be, unless this Python has that babel already."""
    try:
        import babel
        if babel.__version__ == BABEL_VERSION:
            return
    except ImportError:
        pass
    python = os.path.join(VENV, "bin", "python3")
    if os.path.realpath(sys.prefix) != os.path.realpath(VENV):
        if not os.path.exists(python):
            print(f"making {os.path.relpath(VENV, ROOT)}", file=sys.stderr)
            subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        os.execv(python, [python, os.path.abspath(__file__)] + sys.argv[1:])
    print(f"installing babel {BABEL_VERSION} in {os.path.relpath(VENV, ROOT)}", file=sys.stderr)
    subprocess.run([python, "-m", "pip", "install", "--quiet", f"babel=={BABEL_VERSION}"],
                   check=True)
    os.execv(python, [python, os.path.abspath(__file__)] + sys.argv[1:])


def glibc_locales():
    """The locale names of SUPPORTED without their codesets ("de_DE", "sr_RS@latin", "C")."""
    names = set()
    with open(SUPPORTED, encoding="utf-8") as f:
        for line in f:
            field = line.split("#", 1)[0].split()
            if not field:
                continue
            name, _, modifier = field[0].partition("@")
            name = name.split(".", 1)[0]
            names.add(f"{name}@{modifier}" if modifier else name)
    return sorted(names)


def split_glibc(name):
    """(language, territory, modifier) of a glibc name; missing parts are ""."""
    base, _, modifier = name.partition("@")
    language, _, territory = base.partition("_")
    return language, territory, modifier


def glibc_day_names(name, seen=()):
    """The weekday names of a glibc locale's LC_TIME, following `copy`."""
    path = os.path.join(GLIBC_LOCALES, name)
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    match = re.search(r"^LC_TIME\s*$(.*?)^END LC_TIME", text, re.M | re.S)
    if not match:
        return []
    section = match.group(1)
    copy = re.search(r'^\s*copy\s+"([^"]+)"', section, re.M)
    day = re.search(r"^day\s+((?:.*/\n)*.*)$", section, re.M)
    if not day and copy and copy.group(1) not in seen:
        return glibc_day_names(copy.group(1), seen + (name,))
    if not day:
        return []
    strings = re.findall(r'"([^"]*)"', day.group(1))
    return [re.sub(r"<U([0-9A-Fa-f]{4,8})>", lambda m: chr(int(m.group(1), 16)), s)
            for s in strings]


def script_of(words):
    """The script most of the letters of `words` are in, as the first word of their Unicode
    names ("LATIN", "CYRILLIC", "CJK", "ARABIC"), or None."""
    counts = {}
    for word in words:
        for char in word:
            if unicodedata.category(char) in ("Lu", "Ll", "Lt", "Lo"):
                script = unicodedata.name(char, "?").split()[0]
                counts[script] = counts.get(script, 0) + 1
    return max(sorted(counts), key=counts.get) if counts else None


def script_name(script):
    """A script as people name it ("OL" → "Ol Chiki")."""
    names = {"CJK": "Han", "OL": "Ol Chiki", "CANADIAN": "Canadian syllabics",
             "MEETEI": "Meetei Mayek"}
    return names.get(script, str(script).title())


class Resolver:
    """Finds the CLDR locale for a glibc locale."""

    def __init__(self):
        from babel import localedata
        from babel.core import get_global
        self.identifiers = set(localedata.locale_identifiers())
        self.aliases = get_global("language_aliases")
        self.likely = get_global("likely_subtags")
        self.scripts = {}
        self.cache = {}

    def language(self, language):
        """CLDR's code for a glibc language code (cmn → zh, tl → fil)."""
        alias = self.aliases.get(language)
        if alias and alias.split("_")[0] in self.identifiers:
            return alias.split("_")[0]
        return language

    def candidates(self, name):
        """CLDR identifiers for a glibc name, best first."""
        glibc_language, territory, modifier = split_glibc(name)
        language = self.language(glibc_language)
        if language not in self.identifiers:
            return []
        same = sorted(i for i in self.identifiers if i.split("_")[0] == language)
        found = []
        script = MODIFIER_SCRIPTS.get(modifier)
        variant = MODIFIER_VARIANTS.get(modifier)
        if variant:
            found += [f"{language}_{territory}_{variant}"]
        if script:
            found += [f"{language}_{script}_{territory}", f"{language}_{script}"]
        for key in (f"{language}_{territory}", language):
            likely = self.likely.get(key)
            if likely:
                found.append(likely)
        found += [f"{language}_{territory}"]
        found += [i for i in same if len(i.split("_")) == 3 and i.endswith(f"_{territory}")]
        found += [language]
        found += [i for i in same if len(i.split("_")) == 2]
        result = []
        for identifier in found:
            if identifier in self.identifiers and identifier not in result:
                result.append(identifier)
        return result

    def words(self, identifier, language):
        """The `Words` of a CLDR locale, for a glibc language (which decides capitals)."""
        if (identifier, language) not in self.cache:
            self.cache[(identifier, language)] = Words(identifier, language)
        return self.cache[(identifier, language)]

    def script(self, identifier):
        """The script of a CLDR locale's weekday names; None where it has no words."""
        if self.words(identifier, "").empty:
            return None
        if identifier not in self.scripts:
            from babel.dates import get_day_names
            self.scripts[identifier] = script_of(get_day_names("wide", locale=identifier).values())
        return self.scripts[identifier]

    def resolve(self, name):
        """(CLDR identifier, None) for a glibc name, or (None, why not).

        The CLDR locale must write the weekdays in glibc's script. Where glibc writes a
        language in Latin letters that CLDR has only in another script (be_BY@latin,
        tt_RU@iqtelif, cv_RU), CLDR's script is taken: its readers read that script too.
        Any other mismatch (pa_PK in Shahmukhi, CLDR with words only in Gurmukhi) leaves
        the locale out, so that it is English rather than unreadable."""
        candidates = self.candidates(name)
        if not candidates:
            return None, "CLDR has no locale for the language"
        glibc = script_of(glibc_day_names(name))
        for identifier in candidates:
            if self.script(identifier) == glibc:
                return identifier, None
        scripts = sorted({self.script(i) for i in candidates} - {None})
        if not scripts:
            return None, f"CLDR {candidates[0]} has no date words of its own"
        if glibc == "LATIN":
            return next(i for i in candidates if self.script(i)), None
        return None, (f"glibc writes it in {script_name(glibc)}, CLDR has words only in "
                      f"{', '.join(map(script_name, scripts))}")


def unit_word(pattern):
    """(word, word comes first, note) of a unit pattern ("{0} hours" → "hours")."""
    space = " \t\u00a0\u2009\u202f\u200e\u200f\u061c"
    if "{0}" not in pattern:
        return pattern.strip(space), None, f"no number in {pattern!r}"
    before, after = pattern.split("{0}", 1)
    before, after = before.rstrip(space), after.lstrip(space)
    if before and after:
        return f"{before} {after}", True, f"number inside {pattern!r}"
    return before or after, bool(before), None


def capitalized(text, language):
    """`text` with its first letter in title case, where its script has case; caseless
    marks before it stay ("ʻahó ni" → "ʻAhó ni")."""
    for index, char in enumerate(text):
        if char.lower() != char.upper() or char.isspace():
            break
    else:
        return text
    if char == "i" and language in DOTTED_I:
        title = "\u0130"
    else:
        title = char.title() if len(char.title()) == 1 else char
    return text[:index] + title + text[index + 1:]


class Words:
    """The words of one CLDR locale, as the table holds them."""

    def __init__(self, identifier, glibc_language):
        from babel import Locale
        from babel.dates import get_relative_name
        locale = Locale.parse(identifier)
        root = Locale.parse("root")
        self.notes = []
        today = get_relative_name("day", 0, locale=locale)
        units = locale._data["unit_patterns"]  # babel has no public accessor for patterns
        hour = dict(units["duration-hour"]["long"])
        minute = dict(units["duration-minute"]["short"])
        inherited = (
            today == get_relative_name("day", 0, locale=root),
            hour == dict(root._data["unit_patterns"]["duration-hour"]["long"]),
            minute == dict(root._data["unit_patterns"]["duration-minute"]["short"]),
        )
        self.empty = all(inherited) and locale.language != "en"
        if not self.empty and locale.language != "en":
            # A minute "{0} min" like root's is what many languages write themselves.
            for what, flag in zip(("today", "hour"), inherited):
                if flag:
                    self.notes.append(f"{what} from CLDR's root")
        self.today = capitalized(today, glibc_language)
        categories = [locale.plural_form(n) for n in range(COUNTS)]
        used = [c for c in PLURAL_ORDER if c in categories]
        self.plurals = "".join(str(used.index(c)) for c in categories)
        self.hours, self.hour_first = self.forms(hour, used)
        self.minutes, self.minute_first = self.forms(minute, used)
        for field in [self.today] + self.hours + self.minutes:
            check_field(identifier, field)

    def forms(self, patterns, categories):
        """The words for each category (one word when all are the same) and whether the
        word precedes the number (as the `other` pattern has it)."""
        words = []
        for category in categories:
            word, _, note = unit_word(patterns.get(category, patterns["other"]))
            if note:
                self.notes.append(note)
            words.append(word)
        _, first, _ = unit_word(patterns["other"])
        if len(set(words)) == 1:
            words = words[:1]
        return words, bool(first)

    def fields(self):
        """The line's fields after its key."""
        flags = ("1" if self.hour_first else "0") + ("1" if self.minute_first else "0")
        return [self.today, "|".join(self.hours), "|".join(self.minutes), self.plurals, flags]


def lookup(keys, name):
    """What the Swift side finds for a glibc name: `ll_TT@mod`, `ll_TT`, `ll@mod`, `ll`."""
    language, territory, modifier = split_glibc(name)
    tries = []
    if territory and modifier:
        tries.append(f"{language}_{territory}@{modifier}")
    if territory:
        tries.append(f"{language}_{territory}")
    if modifier:
        tries.append(f"{language}@{modifier}")
    tries.append(language)
    for key in tries:
        if key in keys:
            return keys[key]
    return None


def table_keys(words_of, defaults):
    """The fewest keys under which `lookup` finds every glibc name's words."""
    keys = {}
    by_language = {}
    for name in sorted(words_of):
        by_language.setdefault(split_glibc(name)[0], []).append(name)
    for language, names in sorted(by_language.items()):
        plain = [n for n in names if not split_glibc(n)[2]] or names
        counts = {}
        for name in plain:
            counts[words_of[name]] = counts.get(words_of[name], 0) + 1
        best = max(counts.values())
        tied = sorted(w for w, c in counts.items() if c == best)
        keys[language] = defaults.get(language) if defaults.get(language) in tied else tied[0]
        for name in plain:
            if lookup(keys, name) != words_of[name]:
                keys[name] = words_of[name]
        modified = {}
        for name in names:
            if split_glibc(name)[2] and lookup(keys, name) != words_of[name]:
                modified.setdefault(split_glibc(name)[2], []).append(name)
        for modifier, group in sorted(modified.items()):
            trial = dict(keys, **{f"{language}@{modifier}": words_of[group[0]]})
            if all(lookup(trial, n) == words_of[n] for n in group):
                keys = trial
            else:
                keys.update({n: words_of[n] for n in group})
    for name, words in words_of.items():
        assert lookup(keys, name) == words, name
    return keys


def check_field(identifier, field):
    """Fails unless `field` can stand in the table: not empty, and none of the table's
    separators (tab, newline, `|`) nor what would end or escape the raw string literal."""
    bad = [c for c in field if c in '\t\n\r|"\\' or unicodedata.category(c) in ("Cc", "Zl", "Zp")]
    if bad or not field:
        sys.exit(f"{identifier}: {field!r} is empty or has {bad!r}, which the table cannot hold")


def swift_source(lines, cldr, babel_version):
    header = f"""\
// Generated by scripts/cldr-date-words.py from CLDR {cldr} (babel {babel_version}); do not edit.
// Run the script again to update it. It is one generated table, a line a key, and no code
// (that is DateWords.swift): that is why it may run past 250 lines, and why it stays one file.

extension DateWords {{
  /// The words of every glibc language CLDR has, one line each, sorted by key: the glibc
  /// locale name tried (`de`, `pt_PT`, `sr@latin`), then tab-separated, "Today", the hour
  /// unit's forms and the minute unit's forms (each `|`-separated, in plural-category
  /// order, or one form for every count), 60 digits giving the form index for the counts
  /// 0...59, and two flags, `1` where the hour and the minute word precede the number.
  /// A key whose only field is `-` has no words (English): a locale CLDR has no words for
  /// in glibc's script, whose language has words in another.
  static let cldrTable = #\"\"\"
"""
    body = "".join(f"    {line}\n" for line in lines)
    return header + body + '    """#\n}\n'


def main():
    ensure_babel()
    import babel
    from babel.core import get_cldr_version
    cldr = get_cldr_version()
    resolver = Resolver()
    names = glibc_locales()
    words_of, missing, notes = {}, {}, {}
    for name in names:
        if name in ("C", "POSIX"):
            continue  # English, without a line: the Swift side knows them
        identifier, why = resolver.resolve(name)
        if identifier is None:
            missing[name] = why
            continue
        words = resolver.words(identifier, split_glibc(name)[0])
        words_of[name] = tuple(words.fields())
        entries = notes.setdefault(identifier, set())
        entries.update(words.notes)
        glibc = script_of(glibc_day_names(name))
        if resolver.script(identifier) != glibc:
            entries.add(f"{name} is in {script_name(glibc)} in glibc")
    # A left-out locale of a language the table has gets a line of its own, "-", so that
    # the lookup does not fall back to its language's words (pa_PK to Gurmukhi).
    covered_languages = {split_glibc(name)[0] for name in words_of}
    for name in missing:
        if split_glibc(name)[0] in covered_languages:
            words_of[name] = NO_WORDS
    defaults = {}
    for language in covered_languages:
        default = resolver.candidates(language)
        if default and resolver.script(default[0]):
            defaults[language] = tuple(resolver.words(default[0], language).fields())
    keys = table_keys(words_of, defaults)
    lines = ["\t".join((key,) + keys[key]) for key in sorted(keys)]
    source = swift_source(lines, cldr, babel.__version__)

    output = os.path.relpath(OUTPUT, ROOT)
    if "--check" in sys.argv[1:]:
        with open(OUTPUT, encoding="utf-8") as f:
            if f.read() != source:
                sys.exit(f"{output} is not what the script writes: run it again")
        print(f"{output} is up to date")
    else:
        with open(OUTPUT, "w", encoding="utf-8") as f:
            f.write(source)
        print(f"wrote {output}: CLDR {cldr} (babel {babel.__version__}), {len(lines)} lines, "
              f"{len(source.encode())} bytes")
    for identifier, entries in sorted(notes.items()):
        if entries:
            print(f"note: CLDR {identifier}: {'; '.join(sorted(entries))}")
    covered = len(names) - len(missing)
    print(f"glibc locales: {len(names)}, covered {covered} (C as English), "
          f"not covered {len(missing)}, which fall back to English:")
    for name, why in sorted(missing.items()):
        print(f"  {name}: {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
