"""End-to-end: the binary installed by `make install PREFIX=…` finds its data and images
under PREFIX/share/pickers, wherever PREFIX is (run by `make install-check`)."""
import os

import pytest

from driver import expect

PREFIX = os.environ.get("PICKERS_INSTALLED_PREFIX")
pytestmark = pytest.mark.skipif(not PREFIX, reason="run by make install-check")


def test_installed_binary_finds_data_and_images(launch):
    binary = os.path.join(PREFIX, "bin", "pickers")
    expect(binary, os.environ.get("PICKERS_BINARY"), "binary under test")
    app = launch("--page", "custom", cwd="/")
    notice = " ".join(app.labels_showing())
    assert "missing" not in notice and "cannot be read" not in notice, \
        f"the installed app could not load its images: {notice!r}"
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], app.rows("Reel 1"), "reel rows")
    app.select_tab("Dependent")
    app.press("Select")
    expect(("You selected zip code 35004.", "35004 is in Alabama", "OK"), app.alert(),
           "Dependent alert from the installed data")
    app.dismiss_alert()
