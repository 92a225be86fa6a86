"""End-to-end: the binary installed by `make install PREFIX=…` finds its data and images
under PREFIX/share/pickers, wherever PREFIX is (make test installs into a temporary prefix
and sets PICKERS_INSTALLED_PREFIX)."""
import os
import subprocess

import pytest

from conftest import in_locale
from driver import expect
from pages import PAGES

PREFIX = os.environ.get("PICKERS_INSTALLED_PREFIX")
pytestmark = pytest.mark.skipif(not PREFIX, reason="make test sets PICKERS_INSTALLED_PREFIX")


def test_installed_binary_finds_data_and_images(launch):
    app = launch("--page", "custom", cwd="/", binary=os.path.join(PREFIX, "bin", "pickers"),
                 env={"PICKERS_TRACE": "1"})
    app.images_decoded()
    notice = " ".join(app.labels_showing())
    assert "cannot be shown" not in notice, \
        f"the installed app could not load its images: {notice!r}"
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], app.rows("Reel 1"), "reel rows")
    app.select_tab("Dependent")
    app.press("Select")
    expect(("You selected zip code 35004.", "35004 is in Alabama", "OK"), app.alert(),
           "Dependent alert from the installed data")
    app.dismiss_alert()


@pytest.mark.parametrize("language, title, luke", [
    ("zh_TW", "挑選器", "路克"),
    ("zh_CN", "选取器", "卢克"),
])
def test_installed_binary_finds_its_translations(launch, locales, language, title, luke):
    """The installed binary, run from /, shows its translations. An installed binary reads
    PREFIX/share/locale; under make test's prefix inside the source tree the same .mo files
    are also in .build/locale, so the proof that the installed ones are read is this test
    run by make deb-check against /usr/bin/pickers."""
    app = launch("--page", "single", cwd="/", binary=os.path.join(PREFIX, "bin", "pickers"),
                 env=in_locale(locales, language), title=title)
    expect([page.tabs[language] for page in PAGES], app.tabs(), f"the tabs in {language}")
    expect(luke, app.selected(app.find_all("table", showing=True)[0].name), "the first row")
    mo = os.path.join(PREFIX, "share", "locale", language, "LC_MESSAGES", "pickers.mo")
    assert os.path.isfile(mo), f"{mo} is not installed"


def test_the_installed_window_icon_is_the_48_px_png_and_draws_no_svg(launch):
    """Found as a user has it (the prefix's share/ on XDG_DATA_DIRS), the icon reaches the
    window list at 48 px (_NET_WM_ICON), decoded from the PNG: librsvg, which drew the SVG at
    every start for 8 MiB, is never loaded on the Single page."""
    share = os.path.join(PREFIX, "share")
    app = launch("--page", "single", cwd="/", binary=os.path.join(PREFIX, "bin", "pickers"),
                 env={"XDG_DATA_DIRS": f"{share}:/usr/local/share:/usr/share"})
    icon = subprocess.run(["xprop", "-id", str(app.x_window()), "_NET_WM_ICON"],
                          capture_output=True, text=True).stdout
    assert "Icon (48 x 48)" in icon, f"the window's icons: {icon[:200]!r}"
    with open(f"/proc/{app.process.pid}/maps", encoding="utf-8") as f:
        assert "librsvg" not in f.read(), "librsvg was loaded to draw the window's icon"


def test_installed_icons_and_metainfo():
    icons = os.path.join(PREFIX, "share", "icons", "hicolor")
    for icon in ["scalable/apps/io.github.pickers.Pickers.svg",
                 "48x48/apps/io.github.pickers.Pickers.png",
                 "symbolic/apps/io.github.pickers.Pickers-symbolic.svg"]:
        assert os.path.isfile(os.path.join(icons, icon)), f"{icon} is not installed"
    with open(os.path.join(PREFIX, "share", "metainfo", "io.github.pickers.Pickers.metainfo.xml"),
              encoding="utf-8") as f:
        metainfo = f.read()
    for part in ["<control>keyboard</control>", "<control>pointing</control>",
                 '<content_attribute id="money-gambling">none</content_attribute>']:
        assert part in metainfo, part
    assert "http" not in metainfo.replace("http://www.w3.org", ""), "a URL that points nowhere"


def test_installed_desktop_files_are_translated():
    with open(os.path.join(PREFIX, "share", "applications", "io.github.pickers.Pickers.desktop"),
              encoding="utf-8") as f:
        entry = f.read()
    assert "Name[zh_TW]=挑選器" in entry and "Name[zh_CN]=选取器" in entry, entry
    with open(os.path.join(PREFIX, "share", "metainfo", "io.github.pickers.Pickers.metainfo.xml"),
              encoding="utf-8") as f:
        metainfo = f.read()
    assert '<summary xml:lang="zh_TW">' in metainfo and '<summary xml:lang="zh_CN">' in metainfo


def test_installed_binary_carries_no_benchmark():
    binary = os.path.join(PREFIX, "bin", "pickers")
    usage = subprocess.run([binary, "--help"], capture_output=True, text=True, check=True,
                           env=dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")).stdout
    assert "pickers [OPTION…]" in usage and "--page" in usage and "bench" not in usage, usage
    with open(binary, "rb") as f:
        assert b"pickers-window-bench" not in f.read(), "benchmark code shipped in pickers"
