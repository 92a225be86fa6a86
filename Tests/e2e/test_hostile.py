"""End-to-end: hostile data files (docs/RELIABILITY.md). Pointed at each through
--data-dir, the app shows the problem on the Dependent page at once, naming the file, and
its window stays responsive: the other pages answer through AT-SPI as usual."""
import os
import shutil
import socket

import pytest

from driver import ROOT, expect, wait_for

STATE = "statedictionary.plist"


def deep(path):
    path.write_text("<plist>" + "<array>" * 100_000 + "</array>" * 100_000 + "</plist>")


def huge(path):
    with open(path, "wb") as f:
        f.truncate(4 << 30)  # 4 GiB, sparse


def long_text(path):
    path.write_text("<plist><dict><key>" + "7" * (1 << 20) + "</key><array/></dict></plist>")


def named_pipe(path):
    os.mkfifo(path)


def device(path):
    os.symlink("/dev/zero", path)


def folder(path):
    os.mkdir(path)


def unix_socket(path):
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    return server


def dangling(path):
    os.symlink("nowhere.plist", path)


def looping(path):
    os.symlink(path.name, path.parent / "other.plist")
    os.symlink("other.plist", path)


def entities(path):
    path.write_text('<!DOCTYPE plist [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>'
                    "<plist><dict><key>Texas</key><array><string>&lol2;</string></array>"
                    "</dict></plist>")


CASES = {
    "nested 100,000 deep": (deep, "nested too deeply (line 1: more than 64 levels)"),
    "4 GiB": (huge, "too large (4294967296 bytes; the limit is 16777216)"),
    "a 1 MiB key": (long_text, "has a text too long (line 1: more than 65536 bytes)"),
    "a named pipe": (named_pipe, "it is a named pipe, not a file"),
    "a device": (device, "it is a device, not a file"),
    "a folder": (folder, "it is a folder, not a file"),
    "a socket": (unix_socket, "it is a socket, not a file"),
    "a dangling link": (dangling, "is missing"),
    "a looping link": (looping, "its symbolic links loop"),
    "DOCTYPE entities": (entities, "is malformed"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_hostile_state_file_shows_its_problem_and_the_window_answers(launch, tmp_path, case):
    make, message = CASES[case]
    data = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), data)
    os.remove(data / STATE)
    keep = make(data / STATE)
    app = launch("--data-dir", str(data), "--page", "dependent")
    tab = app.select_tab("Dependent")
    shown = wait_for(lambda: " ".join(app.labels_showing(tab)) if any(
        "cannot be shown" in t for t in app.labels_showing(tab)) else None,
        timeout=5, what="the Dependent page to say it cannot be shown")
    assert f"{STATE} " in shown and message in shown, \
        f"expected {message!r} about {STATE}, the screen showed {shown!r}"
    app.select_tab("Single")
    app.pick("Character", "Leia")
    app.press("Select")
    expect("You selected Leia!", app.alert()[0], "the Single page after a hostile file")
    app.dismiss_alert()
    if keep is not None:
        keep.close()
