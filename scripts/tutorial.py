#!/usr/bin/env python3
"""The tutorial (Examples/Tutorial/Pickers.docc) and the packages its chapters end with.

    scripts/tutorial.py check   every step's package compiles and links (unless its text
                                says there is "nothing to build yet"), a step returning to a file
                                after another file names its previousFile, every
                                chapter's last step is its package in
                                Examples/Tutorial/<Chapter>, and each package builds
                                (make tutorial, in make test)
    scripts/tutorial.py sync    makes each chapter's package its last step: every file a
                                link to its snapshot, so each text is written once

A step's `@Code(name: "X.swift", file: "chapter-NN-X.swift")` is a whole-file snapshot of
X.swift. A chapter starts from the package the chapter it continues ends with (STARTS), or
from nothing; after each step, the chapter's Swift files as they then stand are compiled
and linked into its executable in Swift 6 mode against PickerKit and PickersUI (and the
C widgets PickersUI imports, CPickersWidgets) as `swift build` left them in .build/debug
(so run it first): a step without `main.swift` fails there, as it would for a reader
running `swift build`. The packages build into one shared scratch folder,
.build/tutorial: PickerKit and PickersUI are compiled once for all of them. A reader's
packages live outside the clone and find it through the environment variable
PICKERS_CLONE (the Tabs chapter's Package.swift); here it names this clone. Before the
packages, the Tabs chapter's first build is made as a reader makes it: its files in an
empty folder outside the clone, built there with `swift build`, into the same scratch
folder.
"""
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TUTORIAL = os.path.join(ROOT, "Examples", "Tutorial")
CATALOGUE = os.path.join(TUTORIAL, "Pickers.docc")
RESOURCES = os.path.join(CATALOGUE, "Resources")
SCRATCH = os.path.join(ROOT, ".build", "tutorial")
# Which chapter's package each one starts from (None: an empty folder), and its target.
STARTS = {"Tabs": None, "Date": "Tabs", "Single": "Date", "Double": "Single",
          "Dependent": "Double", "Custom": "Dependent", "YourOwnPage": "Custom",
          "AnimalChooser": None, "MealPicker": None}
TARGETS = {"AnimalChooser": "AnimalChooser", "MealPicker": "MealPicker"}
CODE = re.compile(r'@Code\(name: "([^"]+)", file: "([^"]+)"(?:, previousFile: "([^"]+)")?\)')


def chapters():
    """The chapters in the table of contents' order."""
    with open(os.path.join(CATALOGUE, "Pickers.tutorial"), encoding="utf-8") as f:
        names = re.findall(r'@TutorialReference\(tutorial: "doc:([^"]+)"\)', f.read())
    if sorted(names) != sorted(STARTS):
        sys.exit(f"the table of contents lists {names}; scripts/tutorial.py knows {list(STARTS)}")
    return names


# What a step's text says when the package does not build after it (a Package.swift with
# no source yet): the check then expects the link to fail, and every other step to link.
NOT_YET = "nothing to build yet"


def steps(chapter):
    """(file name, snapshot, previous snapshot or "", section number, whether the step's
    text says there is nothing to build yet) of each code step, in order. Exits if a
    `@Code` is written in a form this script does not read."""
    with open(os.path.join(CATALOGUE, f"{chapter}.tutorial"), encoding="utf-8") as f:
        text = f.read()
    if text.count("@Code(") != len(CODE.findall(text)):
        sys.exit(f"{chapter}.tutorial has a @Code this script cannot read: write it as "
                 '@Code(name: "X", file: "Y"[, previousFile: "Z"])')
    sections = [match.start() for match in re.finditer(r"@Section\(", text)]
    found = []
    for match in CODE.finditer(text):
        prose = text[text.rfind("@Step {", 0, match.start()):match.start()]
        found.append((*match.groups(default=""),
                      sum(1 for start in sections if start < match.start()),
                      NOT_YET in " ".join(prose.split())))
    return found


def package_path(chapter, name):
    """Where the file `name` of a step lives in the chapter's package."""
    return name if name == "Package.swift" else os.path.join(
        "Sources", TARGETS.get(chapter, "MyPickers"), name)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def chapter_states():
    """For each chapter: its steps, each with the snapshot its file had before it (or None)
    and the package's files after it ({package path: snapshot}). A chapter starts from the
    files the one it continues ended with."""
    result, ended = {}, {}
    for chapter in chapters():
        files = dict(ended[STARTS[chapter]]) if STARTS[chapter] else {}
        states = []
        for step in steps(chapter):
            path = package_path(chapter, step[0])
            prior = files.get(path)
            files[path] = step[1]
            states.append((step, prior, dict(files)))
        ended[chapter] = files
        result[chapter] = states
    return result


def final_files(states):
    """Each chapter's files after its last step: {chapter: {package path: snapshot}}."""
    return {chapter: steps[-1][2] if steps else {} for chapter, steps in states.items()}


# The modules a step's code is built against, whose objects `swift build` left in
# .build/debug/<module>.build: the C widgets PickersUI imports, and the three libraries.
LINKED = ("CPickersWidgets", "PickerKit", "PickersUI", "PickersModels")
# The system libraries PickersUI builds against (its CGtk, CGStreamer and CFeedback targets).
SYSTEM_MODULES = ("CGtk", "CGStreamer", "CFeedback")
PKG_CONFIG = ("gtk+-3.0", "gstreamer-1.0", "libfeedback-0.0")


def compile_flags():
    """swiftc's flags for a step: Swift 6 mode, as SwiftPM builds the chapters' packages;
    the Swift modules `swift build` left; the C modules CGtk, CGStreamer and CFeedback
    (their module maps in Sources) and CPickersWidgets (PickersUI imports it; its module
    map is the one SwiftPM writes)."""
    debug = os.path.join(ROOT, ".build", "debug")
    modules = os.path.join(debug, "Modules")
    widgets = os.path.join(debug, "CPickersWidgets.build", "module.modulemap")
    for needed in (modules, widgets):
        if not os.path.exists(needed):
            sys.exit(f"{needed} is missing: run `swift build` first")
    cflags = subprocess.run(["pkg-config", "--cflags", *PKG_CONFIG], capture_output=True,
                            text=True, check=True).stdout.split()
    # A module cache of the check's own: another build beside it (a second clone's, with
    # other flags) rebuilding the shared one once made a step fail to compile.
    cache = os.path.join(ROOT, ".build", "tutorial-module-cache")
    maps = [os.path.join(ROOT, "Sources", c, "module.modulemap") for c in SYSTEM_MODULES]
    headers = os.path.join(ROOT, "Sources", "CPickersWidgets", "include")
    return (["-swift-version", "6", "-warnings-as-errors", "-module-cache-path", cache,
             "-I", modules, *[flag for m in maps for flag in ("-Xcc", f"-fmodule-map-file={m}")],
             "-Xcc", f"-fmodule-map-file={widgets}", "-Xcc", f"-I{headers}"]
            + [flag for c in cflags if c.startswith("-I") for flag in ("-Xcc", c)])


def link_inputs():
    """What an app of the tutorial links with besides its own code: the objects of
    CPickersWidgets, PickerKit and PickersUI as `swift build` left them, the system
    libraries' (pkg-config's), and those a target names in Package.swift
    (`.linkedLibrary`: X11 and wayland-client for CPickersWidgets' display watch)."""
    # The objects of the module's sources as they are now: a file removed from the module
    # leaves its object behind in the build folder, and linking it would fail.
    objects = []
    for module in LINKED:
        sources = {name for _, _, names in os.walk(os.path.join(ROOT, "Sources", module))
                   for name in names if name.endswith((".swift", ".c"))}
        folder = os.path.join(ROOT, ".build", "debug", f"{module}.build")
        objects += [os.path.join(folder, name) for name in sorted(os.listdir(folder))
                    if name.endswith(".o") and name[:-2] in sources]
    libraries = subprocess.run(["pkg-config", "--libs", *PKG_CONFIG], capture_output=True,
                               text=True, check=True).stdout.split()
    named = re.findall(r'\.linkedLibrary\("([^"]+)"\)',
                       read(os.path.join(ROOT, "Package.swift")))
    return objects + libraries + [f"-l{name}" for name in named]


def link(chapter, files, flags):
    """The problems swiftc finds compiling and linking the chapter's Swift files as they
    stand ({package path: snapshot}) into its executable, as `swift build` would; a
    package with no Swift file yet does not build either."""
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for path, snapshot in files.items():
            if path.endswith(".swift") and path != "Package.swift":
                paths.append(os.path.join(folder, os.path.basename(path)))
                shutil.copyfile(os.path.join(RESOURCES, snapshot), paths[-1])
        if not paths:
            return "no Swift source yet"
        # As SwiftPM compiles an executable target: only a main.swift holds top-level code
        # (swiftc alone takes a single file of any name as the main file).
        library = [] if "main.swift" in map(os.path.basename, paths) else ["-parse-as-library"]
        result = subprocess.run(["swiftc", "-module-name", TARGETS.get(chapter, "MyPickers"),
                                 *flags, *library, *sorted(paths), "-o",
                                 os.path.join(folder, "app")], capture_output=True, text=True)
        return result.stderr.replace(folder + "/", "") if result.returncode else None


def check_steps(states):
    problems, flags, jobs, used = [], compile_flags() + link_inputs(), [], set()
    for chapter, chapter_steps in states.items():
        last = None  # the step before: (file name, section)
        for number, ((name, snapshot, before, section, not_yet), prior, files) in enumerate(
                chapter_steps, start=1):
            used.update({snapshot, before} - {""})
            if not os.path.isfile(os.path.join(RESOURCES, snapshot)):
                problems.append(f"{chapter} step {number}: {snapshot} is missing")
                continue
            if before and (prior is None or read(os.path.join(RESOURCES, before))
                           != read(os.path.join(RESOURCES, prior))):
                problems.append(f"{chapter} step {number}: previousFile {before} is not what "
                                f"{name} was before this step")
            # DocC sets a file against the step before only within a section, by name.
            if prior is not None and not before and last != (name, section):
                problems.append(f"{chapter} step {number} changes {name} but DocC cannot show "
                                f"what changed: give it previousFile: (the snapshot before)")
            last = (name, section)
            jobs.append((chapter, number, snapshot, files, not_yet))
    # Two at a time: the machines have two cores, and each swiftc uses one.
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        errors = list(pool.map(lambda job: link(job[0], job[3], flags), jobs))
    # A link that failed is tried once more, alone. In one clean clone of three a step
    # that links (Dependent step 1, once Date step 2) lacked the Swift libraries: undefined
    # references to the standard library's and the Glibc overlay's symbols, not seen again
    # when run alone. A real fault fails twice; a retry that passes is said.
    for index, error in enumerate(errors):
        if error and not jobs[index][4]:
            errors[index] = link(jobs[index][0], jobs[index][3], flags)
            if not errors[index]:
                print(f"{jobs[index][0]} step {jobs[index][1]} linked on a second try; the "
                      f"first said: {error.strip().splitlines()[0][:200]}")
    for (chapter, number, snapshot, _, not_yet), error in zip(jobs, errors):
        if error and not not_yet:
            problems.append(f"{chapter} step {number} ({snapshot}) does not build, and its "
                            f"text does not say it \"{NOT_YET}\":\n{error}")
        elif not error and not_yet:
            problems.append(f"{chapter} step {number} ({snapshot}) says it \"{NOT_YET}\", "
                            "but it builds")
    for name in sorted(os.listdir(RESOURCES)):
        if name.endswith(".swift") and name not in used:
            problems.append(f"Pickers.docc/Resources/{name} is in no step")
    return problems, len(jobs)


def link_target(chapter, path, snapshot):
    """What the package's file at `path` links to: the snapshot, relative to its folder."""
    folder = os.path.dirname(os.path.join(TUTORIAL, chapter, path))
    return os.path.relpath(os.path.join(RESOURCES, snapshot), folder)


def package_files(chapter):
    """{package path: link target, or None for a file that is not a link}."""
    folder = os.path.join(TUTORIAL, chapter)
    found = {}
    for base, dirs, names in os.walk(folder):
        # A learner's own build (.build, .swiftpm) is no part of the package.
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in names:
            if name.startswith(".") or name == "Package.resolved":
                continue
            path = os.path.join(base, name)
            found[os.path.relpath(path, folder)] = (
                os.readlink(path) if os.path.islink(path) else None)
    return found


def check_packages(states):
    problems = []
    for chapter, files in final_files(states).items():
        found = package_files(chapter)
        for path in sorted(files.keys() | found.keys()):
            where = f"Examples/Tutorial/{chapter}/{path}"
            if path not in found:
                problems.append(f"{where} is missing: the chapter's last step has it (run "
                                "scripts/tutorial.py sync)")
            elif path not in files:
                problems.append(f"{where} is in the package but in no step of {chapter}")
            elif found[path] != link_target(chapter, path, files[path]):
                problems.append(f"{where} is not a link to {files[path]}, the chapter's last "
                                "step of it (run scripts/tutorial.py sync, or mend the step)")
    # HACKING's worked example shows the last chapter's model as it is in PickersModels.
    model = read(os.path.join(RESOURCES, "yourownpage-01-ColourPageModel.swift"))
    hacking = read(os.path.join(ROOT, "HACKING.md"))
    shown = model.replace("import PickerKit\n\n", "", 1)
    indented = "\n".join(("   " + line) if line else "" for line in shown.rstrip().split("\n"))
    if indented not in hacking:
        problems.append("HACKING.md's ColourPageModel differs from the tutorial's "
                        "yourownpage-01-ColourPageModel.swift (without its import)")
    return problems


# The variable a reader's packages find the clone by (tabs-01-Package.swift), and what its
# Package.swift depends on when it is unset, which SwiftPM's error then names.
CLONE_VARIABLE = "PICKERS_CLONE"
UNSET_CLONE = "/set-PICKERS_CLONE-to-your-clone-of-Pickers"
# Where the build without the variable goes.
UNSET_SCRATCH = os.path.join(ROOT, ".build", "tutorial-unset")


def clone_environment():
    """The environment with PICKERS_CLONE naming this clone, whatever the developer's own
    says (another clone's would build the steps against it)."""
    return dict(os.environ, **{CLONE_VARIABLE: ROOT})


def build_packages():
    problems = []
    for chapter in chapters():
        result = subprocess.run(["swift", "build", "--package-path",
                                 os.path.join(TUTORIAL, chapter), "--scratch-path", SCRATCH],
                                capture_output=True, text=True, env=clone_environment())
        if result.returncode:
            problems.append(f"Examples/Tutorial/{chapter} does not build:\n{result.stdout[-3000:]}"
                            f"{result.stderr[-2000:]}")
        else:
            print(f"Examples/Tutorial/{chapter} builds")
    return problems


def build_outside(states):
    """The Tabs chapter's first build as a reader makes it: an empty folder outside the
    clone, the files of its first step that builds (Package.swift and main.swift), and
    `swift build` in it. Without PICKERS_CLONE the build must stop naming the path the text
    quotes; with it, the app must build and link. Built into the shared scratch folder, so
    only the app itself is compiled; the folder is removed."""
    first = next(files for (*_, not_yet), _, files in states["Tabs"] if not not_yet)
    with tempfile.TemporaryDirectory(prefix="pickers-tutorial-") as folder:
        for path, snapshot in first.items():
            os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
            shutil.copyfile(os.path.join(RESOURCES, snapshot), os.path.join(folder, path))
        unset = dict(os.environ)
        unset.pop(CLONE_VARIABLE, None)
        # A scratch folder of its own, so a failed resolution is not the shared one's last
        # state; always the same one, as SwiftPM leaves a lock file in the temporary folder
        # for each scratch path it is given.
        result = subprocess.run(["swift", "build", "--scratch-path", UNSET_SCRATCH],
                                cwd=folder, capture_output=True, text=True, env=unset)
        said = result.stdout + result.stderr
        if not result.returncode or f"error: the package at '{UNSET_CLONE}'" not in said:
            return [f"the Tabs chapter's package, built outside the clone without "
                    f"{CLONE_VARIABLE}, should stop naming {UNSET_CLONE}; it said:\n{said}"]
        result = subprocess.run(["swift", "build", "--scratch-path", SCRATCH], cwd=folder,
                                capture_output=True, text=True, env=clone_environment())
        if result.returncode:
            return [f"the Tabs chapter's first build, in an empty folder outside the clone, "
                    f"failed:\n{result.stdout[-3000:]}{result.stderr[-2000:]}"]
    print("the Tabs chapter's first build works in an empty folder outside the clone")
    return []


def sync():
    """Makes each chapter's package its last step: a link to each file's snapshot."""
    for chapter, files in final_files(chapter_states()).items():
        folder = os.path.join(TUTORIAL, chapter)
        for path in package_files(chapter):
            os.remove(os.path.join(folder, path))
        for path, snapshot in files.items():
            os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
            os.symlink(link_target(chapter, path, snapshot), os.path.join(folder, path))
        print(f"Examples/Tutorial/{chapter}: {len(files)} files")


def main(arguments):
    if arguments == ["sync"]:
        return sync()
    if arguments not in (["check"], ["check", "--no-build"]):
        sys.exit(__doc__)
    states = chapter_states()
    problems, checked = check_steps(states)
    problems += check_packages(states)
    if not problems and "--no-build" not in arguments:
        # The folder outside first: its app is named as the chapters' MyPickers, which
        # the end-to-end test runs from the scratch folder as the last chapter left it.
        problems += build_outside(states)
        problems += build_packages()
    if problems:
        print("\n".join(problems))
        sys.exit(f"{len(problems)} tutorial problems")
    print(f"the tutorial's {checked} steps build as their text says; its {len(STARTS)} "
          "chapters end with their packages")


if __name__ == "__main__":
    main(sys.argv[1:])
