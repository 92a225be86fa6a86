"""End-to-end: the Date page is UIDatePicker's date-and-time mode in the user's locale. The
tests make the locales they run under (localedef into a temporary LOCPATH), pick a day, an
hour and a minute through AT-SPI, and read the alert. The tests marked `shell` run in the
GNOME Shell lane too, at a phone's 360 px."""
import datetime
import re
import subprocess

import pytest

from driver import expect, local_clock_at, wait_for
from conftest import in_locale

GERMAN_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
GERMAN_SHORT_DAYS = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
GERMAN_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                 "September", "Oktober", "November", "Dezember"]
GERMAN_SHORT_MONTHS = ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt",
                       "Nov", "Dez"]


def day_after_today(app, days, today_word="Today"):
    """Picks the row `days` after today's on the Date wheel; returns that date."""
    rows = app.rows("Date")
    today = rows.index(today_word)
    app.pick_index("Date", today + days)
    return datetime.date.today() + datetime.timedelta(days=days)


def test_us_english_has_a_12_hour_clock_and_am_pm(launch, locales):
    app = launch("--page", "date", env=in_locale(locales, "en_US"))
    expect("Today", app.selected("Date"), "the page opens on today")
    expect(["12"] + [str(h) for h in range(1, 12)], app.rows("Hour"), "Hour rows")
    expect(["AM", "PM"], app.rows("AM/PM"), "AM/PM rows")
    expect([f"{m:02}" for m in range(60)], app.rows("Minute"), "Minute rows")
    day = day_after_today(app, 2)
    expect(f"{day:%a %b} {day.day}", app.selected("Date"), "the Date wheel's row")
    app.pick("Hour", "3")
    app.pick("Minute", "07")
    app.pick("AM/PM", "PM")
    app.press("Select")
    text = f"{day:%A, %B} {day.day}, {day.year} 3:07 PM"
    expect(("Date and Time Selected", f"The date and time you selected is {text}", "That's true"),
           app.alert(), "Date alert in en_US")
    app.dismiss_alert()


@pytest.mark.shell
def test_german_has_a_24_hour_clock_and_german_words(launch, locales):
    """The app has no German catalogue: "Heute" comes from CLDR, in the dates' language."""
    app = launch("--page", "date", env=in_locale(locales, "de_DE"))
    assert app.find("table", "AM/PM") is None, "an AM/PM wheel under de_DE"
    expect([f"{h:02}" for h in range(24)], app.rows("Hour"), "Hour rows")
    expect("Heute", app.selected("Date"), "today's row under de_DE")
    assert "Today" not in app.rows("Date"), "an English word among the German ones"
    day = day_after_today(app, -3, "Heute")
    expect(f"{GERMAN_SHORT_DAYS[day.weekday()]} {day.day}. {GERMAN_SHORT_MONTHS[day.month - 1]}",
           app.selected("Date"), "the Date wheel's row")
    app.pick("Hour", "15")
    app.pick("Minute", "07")
    app.press("Select")
    text = (f"{GERMAN_DAYS[day.weekday()]}, {day.day}. {GERMAN_MONTHS[day.month - 1]} "
            f"{day.year} 15:07")
    expect(f"The date and time you selected is {text}", app.alert()[1], "Date alert in de_DE")
    app.dismiss_alert()


@pytest.fixture(scope="module")
def legacy_locales(tmp_path_factory):
    """A LOCPATH with French and Traditional Chinese twice: in UTF-8, and in the character
    sets such systems used before it (ISO-8859-1, Big5)."""
    folder = tmp_path_factory.mktemp("legacy-locales")
    for name, charset in [("fr_FR", "UTF-8"), ("fr_FR", "ISO-8859-1"), ("zh_TW", "UTF-8"),
                          ("zh_TW", "BIG5")]:
        subprocess.run(["localedef", "-i", name, "-f", charset, str(folder / f"{name}.{charset}")],
                       check=True, capture_output=True)
    return str(folder)


@pytest.mark.parametrize("name, charset, title, wheel, select", [
    ("fr_FR", "ISO-8859-1", "Pickers", "Date", "Select"),
    ("zh_TW", "BIG5", "挑選器", "日期", "選擇"),
])
def test_a_locale_whose_character_set_is_not_utf8_reads_as_in_utf8(
        launch, legacy_locales, name, charset, title, wheel, select):
    """glibc gives a locale's month and weekday names in its own character set: the Date
    wheel and its alert read exactly as they do in the same locale in UTF-8."""
    def run(locale):
        env = {"LOCPATH": legacy_locales, "LC_ALL": locale, "LANG": locale, "LANGUAGE": ""}
        app = launch("--page", "date", env=env, title=title)
        rows = app.rows(wheel)
        app.pick_index(wheel, rows.index(app.selected(wheel)) + 2)
        app.press(select)
        alert = app.alert()
        app.dismiss_alert()
        status, _ = app.close()
        expect(0, status, f"exit status under {locale}")
        return rows, alert
    legacy, utf8 = run(f"{name}.{charset}"), run(f"{name}.UTF-8")
    assert not any("\ufffd" in row for row in legacy[0]), legacy[0][:10]
    expect(utf8[0], legacy[0], f"the Date wheel's rows under {name}.{charset}")
    # Each run opens on its own now, and a minute may turn between them: the clock's digits
    # are left out, the words (the day, the month, AM/PM) compared.
    def words(alert):
        return tuple(re.sub(r"\d{1,2}:\d{2}", "H:MM", text) for text in alert)
    expect(words(utf8[1]), words(legacy[1]), f"the alert under {name}.{charset}")


PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"


def persian(number, width=1):
    return "".join(PERSIAN_DIGITS[int(d)] for d in f"{number:0{width}}")


@pytest.mark.shell
def test_persian_dates_are_written_in_persian_digits(launch, tmp_path):
    """fa_IR's formats ask for glibc's alternative digits (%Od): every number on the wheels
    and in the alert is in them, "Today" is CLDR's Persian word."""
    folder = tmp_path / "locales"
    folder.mkdir()
    subprocess.run(["localedef", "-i", "fa_IR", "-f", "UTF-8", str(folder / "fa_IR.UTF-8")],
                   check=True, capture_output=True)
    env = {"LOCPATH": str(folder), "LC_ALL": "fa_IR.UTF-8", "LANG": "fa_IR.UTF-8",
           "LANGUAGE": ""}
    app = launch("--page", "date", env=env)
    expect([persian(h, 2) for h in range(24)], app.rows("Hour"), "Hour rows")
    expect([persian(m, 2) for m in range(60)], app.rows("Minute"), "Minute rows")
    expect("امروز", app.selected("Date"), "today's row")
    rows = app.rows("Date")
    assert not any(c.isascii() and c.isdigit() for row in rows for c in row), rows[:5]
    day = day_after_today(app, 1, "امروز")
    assert persian(day.day) in app.selected("Date"), app.selected("Date")
    app.pick("Hour", persian(15, 2))
    app.pick("Minute", persian(7, 2))
    app.press("Select")
    message = app.alert()[1]
    assert message.endswith(f"{persian(day.year)} {persian(15)}:{persian(7, 2)}"), message
    app.dismiss_alert()


@pytest.mark.shell
def test_today_moves_at_midnight(launch, locales):
    """Started 45 s before midnight by its local clock, the Date wheel calls the next day
    "Today" once midnight has passed; the row chosen before stays on its date. The local
    clock is faked through the time zone (`local_clock_at`)."""
    zone, day = local_clock_at(23, 59, 15)
    app = launch("--page", "date", env=dict(in_locale(locales, "en_US"), TZ=zone))
    def row(date):
        return f"{date:%a %b} {date.day}"
    rows = app.rows("Date")
    today = rows.index("Today")
    expect(row(day + datetime.timedelta(days=1)), rows[today + 1], "the row after today")
    app.pick_index("Date", today - 1)
    yesterday = row(day - datetime.timedelta(days=1))
    expect(yesterday, app.selected("Date"), "the row chosen")
    def moved():
        rows = app.rows("Date")
        return "Today" in rows and rows[rows.index("Today") - 1] == row(day)
    wait_for(moved, timeout=90, what="Today on the next day after midnight")
    expect(yesterday, app.selected("Date"), "the choice stays on its date")
