#!/usr/bin/python3
"""Takes the README's screenshots of the real window under Xvfb, driven through AT-SPI,
or (--tutorial) the tutorial's: each chapter's package built and its app run.

    xvfb-run -a -s '-screen 0 1280x1024x24 -noreset' dbus-run-session -- \
        /usr/bin/python3 scripts/screenshots.py docs/screenshots [--chinese-only | --phone-only |
        --dates-only]
    xvfb-run -a -s '-screen 0 1280x1024x24 -noreset' dbus-run-session -- \
        /usr/bin/python3 scripts/screenshots.py --tutorial
"""
import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "e2e"))
from driver import Pickers, frame_property, wait_for  # noqa: E402


def shoot(path, width=650, height=496):
    time.sleep(0.6)  # let scrolling animations finish
    subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+0+0", "+repage",
                    path], check=True)


def move(app, title, x, y):
    """Places a window (there is no window manager under Xvfb)."""
    subprocess.run(["xdotool", "search", "--sync", "--all", "--onlyvisible", "--limit", "1", "--pid",
                    str(app.process.pid), "--name", f"^{title}$", "windowmove", "--sync", str(x),
                    str(y)], check=True, stdout=subprocess.DEVNULL)


def spin_frames(app, folder, count=9):
    """A spin, frame by frame: the reels' area grabbed as fast as `import` goes (about every
    50 ms) from the press of Spin, as one strip and as an animated GIF."""
    boxes = [app.selected_cell(f"Reel {n}").queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
             for n in (1, 5)]
    x, y = boxes[0].x - 6, boxes[0].y - 48
    width, height = boxes[1].x + boxes[1].width + 6 - x, 192
    frames = []
    app.require("push button", "Spin").queryAction().doAction(0)
    for n in range(count):
        path = f"/tmp/pickers-spin-{n}.png"
        subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}",
                        "+repage", path], check=True)
        frames.append(path)
    subprocess.run(["convert", *frames, "-bordercolor", "#deddda", "-border", "0x2", "-append",
                    "-resize", "50%", os.path.join(folder, "spin-frames.png")], check=True)
    subprocess.run(["convert", "-delay", "6", "-loop", "0", *frames, "-resize", "60%",
                    os.path.join(folder, "spin.gif")], check=True)


def seed_apps(folder):
    app = Pickers("--seed", "3", env={**english(), "PICKERS_TRACE": "1"})
    move(app, "Pickers", 700, 500)
    app.menu("Animal Chooser")
    window = app.top_window("Animal Chooser")
    move(app, "Animal Chooser", 0, 0)
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    app.top_window("Choose an Animal")
    move(app, "Choose an Animal", 480, 0)
    app.pick("Animal", "Cat")
    app.pick("Sound", "Meow")
    app.images_decoded()  # the animals' images decode on worker threads
    shoot(os.path.join(folder, "animal-chooser.png"), 840, 300)
    app.require("push button", "Done").queryAction().doAction(0)
    app.menu("Meal Picker")
    meal = app.top_window("Meal Picker")
    move(app, "Meal Picker", 0, 0)
    move(app, "Animal Chooser", 700, 600)
    app.require("push button", "Random", root=meal).queryAction().doAction(0)
    shoot(os.path.join(folder, "meal-picker.png"), 560, 486)
    app.close()


def in_locale(name):
    """The environment of a session in the locale `name`, made with localedef."""
    folder = "/tmp/pickers-screenshot-locales"
    if not os.path.isdir(os.path.join(folder, f"{name}.UTF-8")):
        os.makedirs(folder, exist_ok=True)
        subprocess.run(["localedef", "-i", name, "-f", "UTF-8",
                        os.path.join(folder, f"{name}.UTF-8")], check=True)
    return {"LOCPATH": folder, "LC_ALL": f"{name}.UTF-8", "LANG": f"{name}.UTF-8", "LANGUAGE": ""}


def english():
    """A US English session (the Date page then shows a 12-hour clock with AM/PM, as the
    book's screenshots do)."""
    return in_locale("en_US")


# The Double page's alert in each language: (title, tabs, filling and bread wheels, rows).
CHINESE = {
    "zh_TW": ("挑選器", "雙轉輪", ("餡料", "火腿"), ("麵包", "裸麥麵包"), "選擇"),
    "zh_CN": ("选取器", "双滚轮", ("馅料", "火腿"), ("面包", "黑麦面包"), "选择"),
}


def chinese(folder):
    """The Double page and its alert in Traditional and in Simplified Chinese."""
    for language, (title, tab, filling, bread, select) in CHINESE.items():
        app = Pickers("--page", "double", env=in_locale(language), title=title)
        app.pick(*filling)
        app.pick(*bread)
        app.press(select)
        app.alert()
        shoot(os.path.join(folder, f"double-{language}.png"))
        app.close()


# The Date page in four languages a native speaker reads first: the German "5. Dez", the
# Russian "5 дек" without its dot, the Thai Buddhist year, Persian digits.
DATE_LOCALES = ["de_DE", "ru_RU", "th_TH", "fa_IR"]


def dates(folder):
    """The Date page in DATE_LOCALES, and beside it its alert; the example's compact pick-up picker
    open, at 360 x 720 (Openbox sizes the window, as a phone's shell does)."""
    for name in DATE_LOCALES:
        app = Pickers("--page", "date", env=in_locale(name))
        wait_for(lambda: app.find("table", showing=True), what="the Date page's wheels")
        shoot("/tmp/pickers-date-page.png")
        app.press("Select")
        app.alert()
        shoot("/tmp/pickers-date-alert.png")
        subprocess.run(["convert", "/tmp/pickers-date-page.png", "/tmp/pickers-date-alert.png",
                        "-bordercolor", "#77767b", "-border", "1", "+append", "-resize", "70%",
                        os.path.join(folder, f"date-{name}.png")], check=True)
        app.close()
    wm = subprocess.Popen(["openbox", "--config-file", "/dev/null"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    time.sleep(1)
    try:
        example = os.path.join(os.path.dirname(__file__), "..", ".build", "example", "TwoWheels")
        app = Pickers(binary=example, title="Two Wheels", env=english())
        size = resize_to(app, "Two Wheels", 360, 720)
        button = next(b for b in app.find_all("toggle button", showing=True)
                      if re.fullmatch(r"\d+:\d\d(?: [AP]M)?", b.name))
        button.queryAction().doAction(0)
        wait_for(lambda: app.find("table", "Hour", showing=True), what="the popover")
        shoot(os.path.join(folder, "compact-phone.png"), *size)
        app.close()
    finally:
        wm.terminate()
        wm.wait()


def dark():
    """A US English session in Adwaita's dark style."""
    return dict(english(), GTK_THEME="Adwaita:dark")


def main(folder):
    os.makedirs(folder, exist_ok=True)
    pages(folder, english(), "", frames=True)
    pages(folder, dark(), "-dark", frames=False)
    seed_apps(folder)
    chinese(folder)
    phone(folder)
    dates(folder)


def resize_to(app, title, width, height):
    """Gives the window `title` the own size `width` x `height` (GTK's frame added) through
    the window manager, and waits for its layout, which follows from an idle callback."""
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.process.pid),
                             "--name", f"^{title}$"], capture_output=True, text=True,
                            check=True).stdout.split()[-1]
    left, right, top, bottom = frame_property(window, "_GTK_FRAME_EXTENTS") or (0, 0, 0, 0)
    for _ in range(2):
        subprocess.run(["xdotool", "windowsize", window, str(width + left + right),
                        str(height + top + bottom)], check=True)
        time.sleep(0.4)
    subprocess.run(["xdotool", "windowmove", window, "0", "0"], check=True)
    time.sleep(0.6)
    return width + left + right, height + top + bottom


def phone(folder):
    """The pages at 360 x 720, a phone held upright, in a strip; the Custom page at 720 x 360,
    held sideways; each light and dark. Openbox resizes the window, as a phone's shell does."""
    wm = subprocess.Popen(["openbox", "--config-file", "/dev/null"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    time.sleep(1)
    try:
        for env, suffix in [(english(), ""), (dark(), "-dark")]:
            app = Pickers("--page", "date", "--seed", "31", env={**env, "PICKERS_TRACE": "1"})
            size = resize_to(app, "Pickers", 360, 720)
            shots = []
            for tab in ["Date", "Single", "Double", "Dependent", "Custom"]:
                app.select_tab(tab)
                if tab == "Dependent":
                    app.pick("State", "Texas")
                    wait_for(lambda: app.row_count("Zip code") == 2662, what="Texas zips")
                if tab == "Custom":
                    app.images_decoded()  # decoded on worker threads, after the page shows
                    app.press("Spin")
                    app.alert(timeout=3)
                    app.close_alert()
                    wait_for(lambda: app.button_showing("Spin"), timeout=4, what="Spin back")
                path = f"/tmp/pickers-phone-{tab}.png"
                shoot(path, *size)
                shots.append(path)
            subprocess.run(["convert", *shots, "-bordercolor", "#77767b", "-border", "1",
                            "+append", "-resize", "70%", os.path.join(folder, f"phone{suffix}.png")],
                           check=True)
            size = resize_to(app, "Pickers", 720, 360)
            shoot(os.path.join(folder, f"landscape{suffix}.png"), *size)
            app.close()
    finally:
        wm.terminate()
        wm.wait()


def pages(folder, env, suffix, frames):
    """Every page, as the README shows them (`suffix` names the style); `frames` also takes
    the spin frame by frame."""
    app = Pickers("--page", "date", env=env)
    app.pick("Hour", "9")
    app.pick("Minute", "41")
    app.pick("AM/PM", "AM")
    shoot(os.path.join(folder, f"date{suffix}.png"))
    app.select_tab("Single")
    app.pick("Character", "Chewbacca")
    app.press("Select")
    app.alert()
    shoot(os.path.join(folder, f"single{suffix}.png"))
    app.dismiss_alert()
    app.select_tab("Double")
    app.pick("Filling", "Turkey")
    app.pick("Bread", "Rye")
    shoot(os.path.join(folder, f"double{suffix}.png"))
    app.select_tab("Dependent")
    app.pick("State", "Texas")
    wait_for(lambda: app.row_count("Zip code") == 2662, what="Texas zips")
    shoot(os.path.join(folder, f"dependent{suffix}.png"))
    app.close()

    app = Pickers("--page", "custom", "--seed", "11", env={**env, "PICKERS_TRACE": "1"})
    app.images_decoded()  # decoded on worker threads, after the page shows
    if frames:
        spin_frames(app, folder)
    else:
        app.press("Spin")
    wait_for(lambda: app.button_showing("Spin") or app.find("alert", showing=True), timeout=4,
             what="the first spin to end")
    if app.find("alert", showing=True):
        app.close_alert()  # its button, "Spin again", would spin
    for _ in range(80):
        app.press("Spin")
        try:
            app.alert(timeout=1.2)
            app.close_alert()
            break
        except AssertionError:
            wait_for(lambda: app.button_showing("Spin"), timeout=3, what="Spin back")
    wait_for(lambda: app.button_showing("Spin"), timeout=4, what="Spin back")
    shoot(os.path.join(folder, f"custom{suffix}.png"))
    app.close()


ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TUTORIAL = os.path.join(ROOT, "Examples", "Tutorial")
TUTORIAL_SCRATCH = os.path.join(ROOT, ".build", "tutorial")


def chapter_app(chapter, target="MyPickers", title="Pickers"):
    """The app of a tutorial chapter's package, built into the tutorial's scratch folder;
    the package and its app find this clone through PICKERS_CLONE, as a learner's do."""
    clone = {"PICKERS_CLONE": ROOT}
    subprocess.run(["swift", "build", "--package-path", os.path.join(TUTORIAL, chapter),
                    "--scratch-path", TUTORIAL_SCRATCH], check=True, stdout=subprocess.DEVNULL,
                   env=dict(os.environ, **clone))
    app = Pickers(binary=os.path.join(TUTORIAL_SCRATCH, "debug", target),
                  env={**english(), **clone}, title=title)
    place(app, title, 16, 16)
    return app


def client_of(app, title):
    """The X window `title` of `app` and its geometry ({"X", "Y", "WIDTH", "HEIGHT"}), the
    client's, inside the window manager's frame, from xwininfo (xdotool's position of a
    framed window counts the frame's offset twice)."""
    window = subprocess.run(["xdotool", "search", "--sync", "--all", "--onlyvisible", "--limit",
                             "1", "--pid", str(app.process.pid), "--name", f"^{title}$"],
                            capture_output=True, text=True, check=True).stdout.split()[0]
    info = subprocess.run(["xwininfo", "-id", window], capture_output=True, text=True,
                          check=True).stdout
    field = {"X": "Absolute upper-left X", "Y": "Absolute upper-left Y", "WIDTH": "Width",
             "HEIGHT": "Height"}
    return window, {key: int(re.search(rf"{name}:\s+(-?\d+)", info)[1])
                    for key, name in field.items()}


def frame_of(app, title):
    """The rectangle (x, y, width, height) the window `title` covers on the screen with the
    window manager's frame: the client's geometry grown by `_NET_FRAME_EXTENTS`."""
    window, values = client_of(app, title)
    left, right, top, bottom = frame_property(window, "_NET_FRAME_EXTENTS") or (0, 0, 0, 0)
    return (values["X"] - left, values["Y"] - top, values["WIDTH"] + left + right,
            values["HEIGHT"] + top + bottom)


def shoot_windows(path, app, titles, margin=16):
    """The windows `titles`, title bars and all, on the plain background around them."""
    time.sleep(0.8)  # let turns and the window manager's placement finish
    boxes = [frame_of(app, title) for title in titles]
    x = max(0, min(b[0] for b in boxes) - margin)
    y = max(0, min(b[1] for b in boxes) - margin)
    right = max(b[0] + b[2] for b in boxes) + margin
    bottom = max(b[1] + b[3] for b in boxes) + margin
    subprocess.run(["import", "-window", "root", "-crop", f"{right - x}x{bottom - y}+{x}+{y}",
                    "+repage", path], check=True)


def place(app, title, x, y):
    """Moves the window `title`'s frame, title bar and all, to (x, y): the window manager
    places the frame where a framed client asks to be (its gravity is north-west)."""
    window, _ = client_of(app, title)
    subprocess.run(["xdotool", "windowmove", "--sync", window, str(x), str(y)], check=True,
                   stdout=subprocess.DEVNULL)
    time.sleep(0.3)


def tutorial(folder):
    """The screenshot each chapter of the tutorial ends with, in its catalogue, taken after
    the step's action under a window manager (Openbox: the windows' titles show) on a
    plain background."""
    with tempfile.TemporaryDirectory() as scratch:
        background = os.path.join(scratch, "background.png")
        subprocess.run(["convert", "-size", "16x16", "xc:#deddda", background], check=True)
        subprocess.run(["display", "-window", "root", background])  # exits 1 once it is set
    wm = subprocess.Popen(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    time.sleep(1)
    try:
        chapters_shot(folder)
    finally:
        wm.terminate()
        wm.wait(timeout=10)


def chapters_shot(folder):
    def alert_shot(app, name):
        app.press("Select")
        app.alert()
        shoot_windows(os.path.join(folder, f"{name}.png"), app, ["Pickers"])
        app.close()

    app = chapter_app("Tabs")
    shoot_windows(os.path.join(folder, "tabs.png"), app, ["Pickers"])
    app.close()
    app = chapter_app("Date")
    alert_shot(app, "date")
    app = chapter_app("Single")
    app.select_tab("Single")
    app.pick("Character", "Chewbacca")
    alert_shot(app, "single")
    app = chapter_app("Double")
    app.select_tab("Double")
    app.pick("Filling", "Turkey")
    app.pick("Bread", "Rye")
    alert_shot(app, "double")
    app = chapter_app("Dependent")
    app.select_tab("Dependent")
    app.pick("State", "Wyoming")
    wait_for(lambda: app.rows("Zip code")[0] == "82001", what="Wyoming's zips")
    alert_shot(app, "dependent")
    app = chapter_app("Custom")
    app.select_tab("Custom")
    time.sleep(1)
    for _ in range(80):
        app.press("Spin")
        time.sleep(1.8)
        if app.label_showing("WINNER!"):
            break
    shoot_windows(os.path.join(folder, "custom.png"), app, ["Pickers"])
    app.close()
    app = chapter_app("YourOwnPage")
    app.select_tab("Colour")
    app.pick("Colour", "Blue")
    alert_shot(app, "yourownpage")
    app = chapter_app("AnimalChooser", "AnimalChooser", "Animals")
    app.require("push button", "Choose Animal").queryAction().doAction(0)
    app.top_window("Animal Chooser")
    place(app, "Animal Chooser", 470, 16)
    app.pick("Animal", "Cat")
    shoot_windows(os.path.join(folder, "animalchooser.png"), app, ["Animals", "Animal Chooser"])
    app.close()
    app = chapter_app("MealPicker", "MealPicker", "Meal Picker")
    opening = app.labels_showing()
    app.require("push button", "Random").queryAction().doAction(0)
    # The step says "click Random": the picture shows a meal Random chose.
    wait_for(lambda: app.labels_showing() != opening, what="a meal Random chose")
    shoot_windows(os.path.join(folder, "mealpicker.png"), app, ["Meal Picker"])
    app.close()


if __name__ == "__main__":
    if "--tutorial" in sys.argv:
        tutorial(os.path.join(TUTORIAL, "Pickers.docc", "Resources"))
        sys.exit(0)
    target = sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"
    if "--chinese-only" in sys.argv:
        chinese(target)
    elif "--phone-only" in sys.argv:
        phone(target)
    elif "--dates-only" in sys.argv:
        dates(target)
    else:
        main(target)
