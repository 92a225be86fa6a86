"""End-to-end: the binary installed by `make install PREFIX=…` finds its data and images
under PREFIX/share/pickers, wherever PREFIX is (make test installs into a temporary prefix
and sets PICKERS_INSTALLED_PREFIX)."""
import os
import subprocess

import pytest

from driver import expect

PREFIX = os.environ.get("PICKERS_INSTALLED_PREFIX")
pytestmark = pytest.mark.skipif(not PREFIX, reason="make test sets PICKERS_INSTALLED_PREFIX")


def test_installed_binary_finds_data_and_images(launch):
    app = launch("--page", "custom", cwd="/", binary=os.path.join(PREFIX, "bin", "pickers"))
    notice = " ".join(app.labels_showing())
    assert "missing" not in notice and "cannot be read" not in notice, \
        f"the installed app could not load its images: {notice!r}"
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], app.rows("Reel 1"), "reel rows")
    app.select_tab("Dependent")
    app.press("Select")
    expect(("You selected zip code 35004.", "35004 is in Alabama", "OK"), app.alert(),
           "Dependent alert from the installed data")
    app.dismiss_alert()


def test_installed_binary_carries_no_benchmark():
    binary = os.path.join(PREFIX, "bin", "pickers")
    usage = subprocess.run([binary, "--help"], capture_output=True, text=True, check=True).stdout
    assert "Usage: pickers" in usage and "bench" not in usage, usage
    with open(binary, "rb") as f:
        assert b"pickers-window-bench" not in f.read(), "benchmark code shipped in pickers"
