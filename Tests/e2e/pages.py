"""The window's pages, in tab order, and what each shows: the one table the end-to-end
tests share, so that they find a tab by its page, never by its position. A new page is one
row here (HACKING.md, "Adding a page")."""
from collections import namedtuple

# name: the `--page` value (PickerPage's case); tab: its English title; wheels: the wheels
# a person turns, left to right (under the C locale's 24-hour clock: the Date page has no
# AM/PM wheel; the Custom page's reels turn only by Spin); button: the frame's button;
# data: the data file it reads, or None.
Page = namedtuple("Page", "name tab wheels button data")

PAGES = [
    Page("date", "Date", ["Date", "Hour", "Minute"], "Select", None),
    Page("single", "Single", ["Character"], "Select", "characters.plist"),
    Page("double", "Double", ["Filling", "Bread"], "Select", "sandwiches.plist"),
    Page("dependent", "Dependent", ["State", "Zip code"], "Select", "statedictionary.plist"),
    Page("custom", "Custom", [], "Spin", "slotsymbols.plist"),
]

TABS = [page.tab for page in PAGES]


def page(name):
    """The page called `name` (a `--page` value) or titled `name` (its English tab)."""
    return next(p for p in PAGES if name in (p.name, p.tab))
