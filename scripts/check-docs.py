#!/usr/bin/python3
"""Lists every public symbol of the given modules that has no doc comment, or whose
declaration names a C type (a GTK struct or enum, a gpointer): a consumer of the libraries
sees Swift types only. Fails if there is any.

    scripts/check-docs.py SYMBOL_GRAPH_DIR PickerKit PickersUI PickersModels

Reads the symbol graphs `swift package dump-symbol-graph` writes (`<Module>.symbols.json`
and `<Module>@<Other>.symbols.json` for extensions of other modules' types). Symbols the
compiler synthesizes (no source location) and protocol requirements' default
implementations inherited from elsewhere are not ours to document.
"""
import glob
import json
import os
import sys


# Swift's own types for C's pointers: a consumer holding one holds a C object.
POINTERS = {"OpaquePointer", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer",
            "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer"}


def c_types_in(symbol):
    """The C types a symbol's declaration names: a type imported from C (its identifier
    starts with `c:`, or it has none, as inside a generic argument), or a pointer. The
    symbol's own generic parameters and `Self` have no identifier either, and are not C's."""
    own = {parameter["name"] for parameter in
           symbol.get("swiftGenerics", {}).get("parameters", [])} | {"Self"}
    found = set()
    for fragment in symbol.get("declarationFragments", []):
        if fragment.get("kind") != "typeIdentifier":
            continue
        name, identifier = fragment["spelling"], fragment.get("preciseIdentifier")
        if (identifier or "").startswith("c:") or name in POINTERS \
                or (identifier is None and name not in own):
            found.add(name)
    return found


def problems(directory, module):
    missing = []
    for path in sorted(glob.glob(os.path.join(directory, f"{module}.symbols.json"))
                       + glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location")
            if not location or "/Sources/" not in location.get("uri", ""):
                continue  # synthesized, or inherited from another module
            uri = location["uri"].split("/Sources/", 1)[1]
            line = location.get("position", {}).get("line", 0) + 1
            title = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
            where = f"Sources/{uri}:{line}: {symbol['kind']['displayName'].lower()} {title}"
            doc = symbol.get("docComment", {}).get("lines", [])
            if not any(line.get("text", "").strip() for line in doc):
                missing.append(f"{where}: no doc comment")
            c_types = sorted(c_types_in(symbol))
            if c_types:
                missing.append(f"{where}: C types in its declaration ({', '.join(c_types)})")
    return sorted(set(missing))


def main():
    directory, modules = sys.argv[1], sys.argv[2:]
    missing = [entry for module in modules for entry in problems(directory, module)]
    for entry in missing:
        print(entry)
    if missing:
        print(f"{len(missing)} public symbols lack a doc comment or name a C type",
              file=sys.stderr)
        return 1
    print(f"every public symbol of {', '.join(modules)} is documented, with Swift types only")
    return 0


if __name__ == "__main__":
    sys.exit(main())
